import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleOrder, sampleOrders } from '@/features/shop/checkout';
import { renderWithApp } from '@/shared/testing';
import PaymentSuccessfulPage from './PaymentSuccessfulPage';

/** The API: the orders the client may read by id (others are a 404), and the delivery delays. */
function serve(orders: Record<number, unknown>) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/delays') return Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    const id = Number(path.match(/^\/api\/clients\/me\/orders\/(\d+)$/)?.[1]);
    if (orders[id]) return Response.json(orders[id]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404, detail: 'No such order' }, { status: 404, headers: { 'content-type': 'application/problem+json' } });
  });
}

const render = (path: string) => renderWithApp(<PaymentSuccessfulPage />, { locale: 'es', path });

afterEach(() => vi.unstubAllGlobals());

describe('/shop/payment-successful, in Spanish', () => {
  it('shows the order paid: its lines, where it goes and who brings it, the totals and what happens next', async () => {
    serve({ 90: sampleOrders.paid });
    render('/es/shop/payment-successful?order_id=90');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Gracias por tu pedido!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Tu pedido n\.º 90 de 99\s€ está pagado/);

    const lines = within(screen.getByRole('region', { name: 'Tus artículos' }));
    expect(lines.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/Robe à smocks.*Talla 3 años.*1 ×.*29\s€/), expect.stringMatching(/Gilet en maille.*Talla 3 años.*2 ×.*70\s€/)]);

    const delivery = within(screen.getByRole('region', { name: 'Entrega' }));
    expect(delivery.getByText('A domicilio con Colissimo')).toBeInTheDocument();
    expect(delivery.getByText('4 place Bellecour')).toBeInTheDocument();
    expect(delivery.getByText('69002 Lyon')).toBeInTheDocument();

    expect(screen.getByText('Gratis')).toBeInTheDocument();
    await screen.findByText('Colissimo te lo entrega en casa en un plazo de 3 a 6 días laborables.');
    const next = within(screen.getByRole('region', { name: '¿Y ahora?' }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Preparamos tu paquete con mimo.',
      'Colissimo te lo entrega en casa en un plazo de 3 a 6 días laborables.',
      'Puedes seguir tu pedido desde tu cuenta, en «Mis pedidos».',
      '¿Cambias de opinión? Tienes 14 días desde que lo recibes para devolvernos los artículos.',
    ]);
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/es/infos/orders');
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/es/shop');
  });

  it('says where a parcel for a relay point goes', async () => {
    const point = { id: 'COLI-FR-1', name: 'Tabac de la Presqu’île', street: '8 rue Mercière', postcode: '69002', city: 'Lyon', country_code: 'FR' as const };
    serve({ 91: sampleOrder({ id: 91, status: 'PAID', shipping_mode: 'RELAY', relay_point: point, payment: { status: 'SUCCEEDED', redirect_url: null, decline_code: null, code: null, type: null } }) });
    render('/es/shop/payment-successful?order_id=91');
    const delivery = within(await screen.findByRole('region', { name: 'Entrega' }));
    expect(delivery.getByText('En un punto de recogida con Colissimo')).toBeInTheDocument();
    expect(delivery.getByText('Tabac de la Presqu’île')).toBeInTheDocument();
    expect(await screen.findByText('Colissimo lo entrega en tu punto de recogida en un plazo de 3 a 6 días laborables.')).toBeInTheDocument();
  });

  it.each([
    ['without an order in the address', '/es/shop/payment-successful'],
    ['with an order id that is none', '/es/shop/payment-successful?order_id=abc'],
    ['with an order that is not the client’s', '/es/shop/payment-successful?order_id=4242'],
  ])('thanks for nothing %s: it says so and leads back to the orders and the shop', async (_case, path) => {
    serve({});
    render(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido no encontrado' })).toBeInTheDocument();
    expect(screen.queryByText(/Gracias/)).not.toBeInTheDocument();
    expect(screen.getByText(/Puede que el enlace esté incompleto o que el pedido se hiciera con otra cuenta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/es/infos/orders');
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/es/shop');
  });

  it('thanks for nothing while the bank has not confirmed the payment', async () => {
    serve({ 90: sampleOrders.requiresAction });
    render('/es/shop/payment-successful?order_id=90');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu pago está pendiente de confirmación' })).toBeInTheDocument();
    expect(screen.queryByText(/Gracias/)).not.toBeInTheDocument();
    expect(screen.getByText('Tu pago aún no está confirmado. Puedes seguir tu pedido desde tu cuenta.')).toBeInTheDocument();
  });
});
