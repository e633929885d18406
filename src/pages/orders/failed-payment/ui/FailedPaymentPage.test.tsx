import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleOrder, sampleOrders, type Order } from '@/features/shop/checkout';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import FailedPaymentPage from './FailedPaymentPage';

/** `GET /clients/me/orders` answers each answer in turn (a Response as it is), the last one from then on; the calls made. */
function serveOrders(...answers: Array<Order[] | Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (pathname !== '/api/clients/me/orders') return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Response ? answer.clone() : Response.json({ orders: answer });
  });
  return calls;
}

const renderPage = (options: RenderOptions) =>
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
      <FailedPaymentPage />
    </SessionContext.Provider>,
    options,
  );

const orderCard = (heading: HTMLElement) => within(heading.closest('li')!);

afterEach(() => vi.unstubAllGlobals());

describe('the orders awaiting their payment (/infos/failed-payment)', () => {
  it('lists only the orders still to pay, each with its lines, delivery, total and a way to pay it (German)', async () => {
    serveOrders([
      { ...sampleOrders.declined, id: 93, created_at: '2026-03-04T09:00:00.000Z' },
      { ...sampleOrders.paid, id: 92 },
      { ...sampleOrders.requiresAction, id: 91, created_at: '2026-03-03T09:00:00.000Z' },
      { ...sampleOrders.cancelled, id: 89 },
      sampleOrder({ id: 88 }),
    ]);
    renderPage({ locale: 'de', path: '/infos/failed-payment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellungen mit ausstehender Zahlung');
    expect(document.title).toBe('Bestellungen mit ausstehender Zahlung · Little Closet');
    expect(screen.getByText('Diese Bestellungen sind noch nicht bezahlt. Ihre Artikel bleiben 24 Stunden nach der Bestellung für Sie reserviert.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zu meinem Konto' })).toHaveAttribute('href', '/de/infos');

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Bestellung Nr. 93', 'Bestellung Nr. 91', 'Bestellung Nr. 88']);

    const declined = orderCard(headings[0]!);
    expect(declined.getByText('Zahlung abgelehnt')).toBeVisible();
    expect(declined.getByText(/^Bestellt am 4\. März 2026/)).toBeVisible();
    expect(declined.getAllByRole('listitem').map((line) => line.textContent!.replace(/\s/g, ' '))).toEqual(['1 × Robe à smocks (3 Jahre) · 29 €', '2 × Gilet en maille (3 Jahre) · 70 €']);
    expect(declined.getByText('Nach Hause mit Colissimo')).toBeVisible();
    const totals = declined.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent!.replace(/\s/g, ' ')}`);
    expect(totals).toEqual(['Artikel: 99 €', 'Versand: Kostenlos', 'Gesamt: 99 €']);
    expect(declined.getByRole('link', { name: 'Diese Bestellung bezahlen' })).toHaveAttribute('href', '/de/infos/failed-payment/93');

    expect(orderCard(headings[1]!).getByText('Zahlung zu bestätigen')).toBeVisible();
    expect(orderCard(headings[1]!).getByRole('link', { name: 'Diese Bestellung bezahlen' })).toHaveAttribute('href', '/de/infos/failed-payment/91');
    expect(orderCard(headings[2]!).getByText('Zahlung ausstehend')).toBeVisible();
  });

  it('says so when no order waits for its payment (Dutch)', async () => {
    serveOrders([{ ...sampleOrders.paid, id: 92 }, { ...sampleOrders.cancelled, id: 89 }]);
    renderPage({ locale: 'nl', path: '/infos/failed-payment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellingen die op betaling wachten');
    expect(await screen.findByText('Er wacht geen bestelling op betaling.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deze bestelling betalen' })).toBeNull();
  });

  it('says when the orders could not be loaded, and loads them again on request (Spanish)', async () => {
    const user = userEvent.setup();
    const calls = serveOrders(Response.json({ type: 'INTERNAL_ERROR', title: 'Internal error', status: 500 }, { status: 500 }), [{ ...sampleOrders.declined, id: 93 }]);
    renderPage({ locale: 'es', path: '/infos/failed-payment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pedidos pendientes de pago');
    expect(await screen.findByText('No se han podido cargar tus pedidos.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedido n.º 93' })).toBeVisible();
    expect(screen.getByText('Pago rechazado')).toBeVisible();
    expect(screen.queryByText('No se han podido cargar tus pedidos.')).toBeNull();
    expect(calls).toEqual(['GET /api/clients/me/orders', 'GET /api/clients/me/orders']);
  });
});
