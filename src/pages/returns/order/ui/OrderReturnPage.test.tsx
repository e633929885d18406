import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleOrderReturn, sampleShopReturn, type OrderReturnOptions } from '@/entities/return';
import { sampleOrder } from '@/features/shop/checkout';
import { renderWithApp } from '@/shared/testing';
import OrderReturnPage from './OrderReturnPage';

const card = { id: 41, platform: 'card', payment_gateway: 'stripe', brand: 'visa', last4: '4242', expiration_date: '2028-12-31', is_valid: true, is_default: true, is_test: true };
const problem = (type: string, status: number, extra: object = {}) => Response.json({ type, title: type, status, ...extra }, { status, headers: { 'content-type': 'application/problem+json' } });

/** What the order read says besides the samples' (the wallet's part of its payment). */
let orderExtra: object = {};

/** The order's calls; `POST …/returns` answers each answer in turn. The calls made, with their key and body. */
function serveOrder(options: OrderReturnOptions | Response, ...returns: Response[]) {
  const calls: Array<{ call: string; key?: string | null; body?: unknown }> = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const call = `${request.method} ${pathname}`;
    if (call === 'POST /api/clients/me/orders/93/returns') {
      calls.push({ call, key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return (returns.length > 1 ? returns.shift()! : returns[0]!).clone();
    }
    calls.push({ call });
    if (call === 'GET /api/clients/me/orders/93/return') return options instanceof Response ? options.clone() : Response.json(options);
    if (call === 'GET /api/clients/me/orders/93') return Response.json(sampleOrder({ id: 93, status: 'PAID', shipping_fee_ttc: 4.9, payment_method_id: 41, ...orderExtra }));
    if (call === 'GET /api/clients/me/payment-methods') return Response.json({ payment_methods: [card] });
    return problem('NOT_FOUND', 404);
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  orderExtra = {};
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const line = (name: RegExp) => within(screen.getByRole('group', { name }));

describe('returning pieces of a shop order (/infos/returns/order/{id})', () => {
  it('returns one piece with its reason, says the refund and where it goes, and sends it once with a key', async () => {
    const user = userEvent.setup();
    const calls = serveOrder(sampleOrderReturn(), Response.json(sampleShopReturn(), { status: 201 }));
    const { location } = renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { path: '/infos/returns/order/93' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Renvoyer des articles de la commande n° 93');
    expect(await screen.findByText('Retour possible jusqu’au 4 décembre 2026 (encore 8 jours).')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Créer mon retour' })).toBeDisabled();

    const dress = line(/Robe à smocks/);
    expect(dress.getByText('29 € l’unité · 1 commandé, 1 peut être renvoyé')).toBeVisible();
    await user.click(dress.getByRole('checkbox', { name: 'Renvoyer cet article' }));
    const refund = within(screen.getByRole('heading', { name: 'Votre remboursement' }).parentElement!);
    expect(refund.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent!.replace(/\s/g, ' ')}`)).toEqual(['1 article: 29 €', 'Remboursement prévu: 29 €']);
    expect(refund.getByText('Sur votre carte Visa se terminant par 4242')).toBeVisible();
    expect(refund.getByText('Les frais de livraison sont remboursés quand toute la commande est renvoyée.')).toBeVisible();

    // Without a reason the form asks for one and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Créer mon retour' }));
    expect(dress.getByText('Dites-nous pourquoi vous renvoyez cet article.')).toBeVisible();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);

    await user.selectOptions(dress.getByRole('combobox', { name: 'Raison du retour' }), 'Trop petit');
    await user.type(dress.getByRole('textbox', { name: 'Un mot sur cet article (facultatif)' }), 'Taille petit');
    await user.click(screen.getByRole('button', { name: 'Créer mon retour' }));
    const posts = calls.filter((c) => c.call.startsWith('POST'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ lines: [{ position: 0, quantity: 1, reason: 'TOO_SMALL', comment: 'Taille petit' }], refund_to: 'PAYMENT_METHOD' });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}-[0-9a-f]{8}$/);
    expect(location.history?.at(-1)).toBe('/infos/returns/order/93/success');
  });

  it('refunds to the wallet when the client chooses it, and says the wallet’s part of the order goes back there anyway (Dutch)', async () => {
    const user = userEvent.setup();
    orderExtra = { wallet_amount_ttc: 20, card_amount_ttc: 79 };
    const calls = serveOrder(sampleOrderReturn(), Response.json(sampleShopReturn(), { status: 201 }));
    renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { locale: 'nl', path: '/nl/infos/returns/order/93' });
    await screen.findByRole('group', { name: /Robe à smocks/ });
    const dress = line(/Robe à smocks/);
    await user.click(dress.getByRole('checkbox', { name: 'Dit artikel terugsturen' }));
    await user.selectOptions(dress.getByRole('combobox', { name: 'Reden van retour' }), 'Te klein');
    const choice = within(screen.getByRole('group', { name: 'Waar wil je het geld terugkrijgen?' }));
    expect(choice.getByRole('radio', { name: /^Op je kaart/ })).toBeChecked();
    expect(screen.getByText(/^De €\s20 die je met je tegoed betaalde, komen hoe dan ook terug op je tegoed\.$/)).toBeVisible();
    await user.click(choice.getByRole('radio', { name: 'Op mijn tegoed, zodra Little Closet het pakket ontvangt' }));
    expect(screen.queryByText(/komen hoe dan ook terug/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retour aanmaken' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.call.startsWith('POST'))).toHaveLength(1));
    expect(calls.find((c) => c.call.startsWith('POST'))!.body).toMatchObject({ refund_to: 'WALLET' });
  });

  it('offers only the wallet when the wallet paid the whole order', async () => {
    orderExtra = { wallet_amount_ttc: 99, card_amount_ttc: 0, payment_method_id: null };
    serveOrder(sampleOrderReturn());
    renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { path: '/infos/returns/order/93' });
    const choice = within(await screen.findByRole('group', { name: 'Où voulez-vous être remboursé ?' }));
    expect(choice.getAllByRole('radio')).toHaveLength(1);
    expect(choice.getByRole('radio', { name: 'Sur ma cagnotte, dès que Little Closet reçoit le colis' })).toBeChecked();
  });

  it('adds the delivery to the refund when everything comes back, and names the line whose quantity is too high (German)', async () => {
    const user = userEvent.setup();
    const calls = serveOrder(sampleOrderReturn(), problem('VALIDATION_FAILED', 400, { errors: [{ field: 'lines[1].quantity', detail: 'at most 1 left' }] }));
    renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { locale: 'de', path: '/de/infos/returns/order/93' });
    await screen.findByRole('group', { name: /Robe à smocks/ });
    const dress = line(/Robe à smocks/);
    const cardigan = line(/Gilet en maille/);
    await user.click(dress.getByRole('checkbox', { name: 'Diesen Artikel zurückschicken' }));
    await user.selectOptions(dress.getByRole('combobox', { name: 'Grund der Rücksendung' }), 'Zu groß');
    await user.click(cardigan.getByRole('checkbox', { name: 'Diesen Artikel zurückschicken' }));
    await user.selectOptions(cardigan.getByRole('combobox', { name: 'Anzahl' }), '2');
    await user.selectOptions(cardigan.getByRole('combobox', { name: 'Grund der Rücksendung' }), 'Anders als erwartet');
    const refund = within(screen.getByRole('heading', { name: 'Ihre Erstattung' }).parentElement!);
    expect(refund.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent!.replace(/\s/g, ' ')}`)).toEqual([
      '3 Artikel: 99 €',
      'Versandkosten: 4,90 €',
      'Vorgesehene Erstattung: 103,90 €',
    ]);
    await user.click(screen.getByRole('button', { name: 'Rücksendung anlegen' }));
    expect(await screen.findByText('Ein Artikel kann nicht mehr in dieser Anzahl zurückgeschickt werden: Bitte prüfen Sie die Anzahl.')).toBeVisible();
    expect(cardigan.getByText('Es können nur noch 2 Stück zurückgeschickt werden.')).toBeVisible();
    expect(dress.queryByText(/nur noch/)).toBeNull();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toHaveLength(1);
  });

  it('says plainly when the 14 days are over, and shows the returns already made (Spanish)', async () => {
    const user = userEvent.setup();
    serveOrder(sampleOrderReturn({ returns: [sampleShopReturn()] }), problem('WITHDRAWAL_PERIOD_OVER', 409));
    renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { locale: 'es', path: '/es/infos/returns/order/93' });
    await screen.findByRole('group', { name: /Robe à smocks/ });
    const dress = line(/Robe à smocks/);
    expect(screen.getByRole('heading', { level: 2, name: 'Devoluciones ya creadas' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Devolución n.º 4 del 20 de noviembre de 2026' })).toBeVisible();
    await user.click(dress.getByRole('checkbox', { name: 'Devolver este artículo' }));
    await user.selectOptions(dress.getByRole('combobox', { name: 'Motivo de la devolución' }), 'Calidad decepcionante');
    await user.click(screen.getByRole('button', { name: 'Crear mi devolución' }));
    expect(await screen.findByText(/El plazo de 14 días para devolver este pedido terminó el 4 de diciembre de 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Crear mi devolución' })).toBeNull();
  });

  it('says an order not delivered yet cannot go back, with no form (Dutch)', async () => {
    serveOrder(sampleOrderReturn({ delivered_at: null, withdrawal_deadline: null, can_return: false }));
    renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { locale: 'nl', path: '/nl/infos/returns/order/93' });
    expect(await screen.findByText('Deze bestelling is nog niet geleverd: je kunt de artikelen binnen 14 dagen na levering terugsturen.')).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('treats another client’s order as unknown, and a failed load as something to retry', async () => {
    const user = userEvent.setup();
    serveOrder(problem('NOT_FOUND', 404));
    const { unmount } = renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { path: '/infos/returns/order/93' });
    expect(await screen.findByText('Nous ne trouvons pas cette commande dans votre compte.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    unmount();

    let first = true;
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (first && pathname.endsWith('/return')) {
        first = false;
        return problem('INTERNAL_ERROR', 500);
      }
      if (pathname.endsWith('/return')) return Response.json(sampleOrderReturn());
      if (pathname.endsWith('/payment-methods')) return Response.json({ payment_methods: [card] });
      return Response.json(sampleOrder({ id: 93, status: 'PAID' }));
    });
    renderWithApp(<OrderReturnPage params={{ id: '93' }} />, { path: '/infos/returns/order/93' });
    expect(await screen.findByText('La commande n’a pas pu être chargée.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('group', { name: /Gilet en maille/ })).toBeVisible();
  });
});
