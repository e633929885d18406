import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, translator } from '@/shared/testing';
import { sampleOrders } from '../model/sample-events';
import type { Order } from '../model/types';
import { PaymentResult, usePaymentResult } from './PaymentResult';

/** The result of an order id, as a page shows it. */
function Result({ orderId }: { orderId: number | null }) {
  return <PaymentResult result={usePaymentResult(orderId)} />;
}

const es = translator('es');

/** The API answers the order as given, and keeps the paths asked. */
function serve(order: Order) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    paths.push(new URL(request.url).pathname);
    return Response.json(order);
  });
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

describe('the payment result, in Spanish', () => {
  it('reads the order again and thanks for it once paid, with its totals', async () => {
    const paths = serve(sampleOrders.paid);
    renderWithApp(<Result orderId={90} />, { locale: 'es' });
    expect(screen.getByRole('status')).toHaveTextContent(es('shop.orders.success.checking'));
    expect(await screen.findByText(/^Tu pedido n\.º 90 de 99\s€ está pagado/)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/es/infos/orders');
    expect(paths).toEqual(['/api/clients/me/orders/90', '/api/delays']);
  });

  it('says an order paid wholly by the wallet was paid with it, and how much of another', async () => {
    serve(sampleOrders.paidByWallet);
    const { unmount } = renderWithApp(<Result orderId={90} />, { locale: 'es' });
    expect(await screen.findByText('Pedido pagado con tu saldo.')).toBeInTheDocument();
    expect(screen.getByText('Pagado con mi saldo').nextSibling).toHaveTextContent(/^99\s€$/);
    unmount();
    serve({ ...sampleOrders.paid, wallet_amount_ttc: 25, card_amount_ttc: 74 });
    renderWithApp(<Result orderId={90} />, { locale: 'es' });
    expect(await screen.findByText(/^De los cuales 25\s€ pagados con tu saldo\.$/)).toBeInTheDocument();
  });

  it('sends a failed payment to the order’s retry page', async () => {
    serve(sampleOrders.declined);
    const { location } = renderWithApp(<Result orderId={90} />, { locale: 'es' });
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/infos/failed-payment/90'));
  });

  it('says a payment the bank has not confirmed yet is not confirmed', async () => {
    serve(sampleOrders.requiresAction);
    renderWithApp(<Result orderId={90} />, { locale: 'es' });
    expect(await screen.findByText(es('shop.orders.success.pending'))).toBeInTheDocument();
  });

  it('says plainly when the address names no order, and leads back', () => {
    renderWithApp(<Result orderId={null} />, { locale: 'es' });
    expect(screen.getByText(es('shop.orders.result.notFound.text'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/es/shop');
  });
});
