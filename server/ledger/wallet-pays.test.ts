import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLines, clients, ledgerMovements, orders, payments, sandboxPaymentMethods, shopReturns } from '../db/schema';
import { outboxMail } from '../mail/port';
import { releaseStaleOrders } from '../shop';
import { advanceTrunks, type TrunkClockDeps } from '../trunks';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../testing/app';
import { gatewayOf, trunkAtHome, type TrunkAtHome } from '../testing/at-home';
import { insertTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { addAddress, addCard, newShopper, order, putLine, type CardBehaviour, type Shopper } from '../testing/shop';
import { mailsTo, previewKeyOf, stockOf } from '../testing/trunks';
import { balanceOf } from '.';

let server: TestServer;
let shop: TestCatalogue['products'];
let clock: TrunkClockDeps;
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
beforeAll(async () => {
  server = await startTestServer();
  clock = { mail: outboxMail(server.db), appUrl: server.config.appUrl, previewTokenKey: await previewKeyOf(server), gateway: await gatewayOf(server) };
});
beforeEach(async () => {
  ({ products: shop } = await insertTestCatalogue(server.db));
});
afterAll(async () => server?.close());

const DAY = 86_400_000;
const cents = (euros: number) => Math.round(euros * 100);
/** Customer service credits the client's wallet (euros) or points, as the journeys fund accounts. */
async function fund(clientId: number, amount: number, account: 'WALLET' | 'POINTS' = 'WALLET') {
  const res = await call(server, 'POST', `/api/admin/clients/${clientId}/ledger_adjustments`, { token: TEST_ADMIN_TOKEN, payload: { account, amount, note: 'Test', key: randomUUID() } });
  expect(res.statusCode, res.body).toBe(201);
}
const walletOf = async (client: { token: string }, locale = 'fr') => (await call(server, 'GET', '/api/clients/me/wallet', { token: client.token, headers: { 'x-lc-locale': locale } })).json();
const movementsOf = (clientId: number, account: 'WALLET' | 'POINTS') =>
  server.db.select().from(ledgerMovements).where(and(eq(ledgerMovements.clientId, clientId), eq(ledgerMovements.account, account)));
const getOrder = (shopper: Shopper, id: number) => call(server, 'GET', `/api/clients/me/orders/${id}`, { token: shopper.token });
const payOrder = (shopper: Shopper, id: number) => call(server, 'POST', `/api/clients/me/orders/${id}/payment`, { token: shopper.token });

/** A shopper with `wallet` euros in the wallet and two T-shirts (2 × 29.90 €) in the cart. */
async function shopperWithWallet(wallet: number, card: CardBehaviour = 'succeed'): Promise<Shopper> {
  const shopper = await newShopper(server, card);
  if (wallet) await fund(shopper.id, wallet);
  await putLine(server, shopper, shop.boyTee.variants['4 ans']!, 2);
  return shopper;
}

describe('the wallet pays shop orders (createOrder wallet_amount)', () => {
  it('pays part of an order, the card the rest; after 3-D Secure settled twice the points are earned once', async () => {
    const shopper = await shopperWithWallet(25, 'require_action');
    const made = await order(server, shopper, { wallet_amount: 10 });
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json();
    expect(body).toMatchObject({ status: 'PENDING_PAYMENT', wallet_amount_ttc: 10 });
    expect(cents(body.card_amount_ttc)).toBe(cents(body.total_amount_ttc) - 1000);
    expect((await walletOf(shopper)).amount).toBe(15);
    expect((await walletOf(shopper)).transactions[0]).toMatchObject({ amount: -10, reason: 'ORDER_PAYMENT', source: { type: 'ORDER', id: body.id, name: String(body.id) } });

    expect((await payOrder(shopper, body.id)).json()).toMatchObject({ status: 'PAYMENT_REQUIRES_ACTION' });
    const [attempt] = await server.db.select().from(payments).where(eq(payments.orderId, body.id));
    expect(attempt!.amountCents).toBe(cents(body.card_amount_ttc));
    await server.db.update(sandboxPaymentMethods).set({ behaviour: 'approved' }).where(eq(sandboxPaymentMethods.id, attempt!.externalId!));
    const [first, second] = await Promise.all([getOrder(shopper, body.id), getOrder(shopper, body.id)]);
    expect(first.json().status).toBe('PAID');
    expect(second.json().status).toBe('PAID');
    expect((await getOrder(shopper, body.id)).json()).toMatchObject({ status: 'PAID', wallet_amount_ttc: 10 });
    const points = await movementsOf(shopper.id, 'POINTS');
    // 59.80 € of pieces, shipping excluded: 59 points, once.
    expect(points.map((m) => [m.reason, m.amount])).toEqual([['POINTS_ORDER', Math.floor((cents(body.total_amount_ttc) - cents(body.shipping_fee_ttc)) / 100)]]);
  });

  it('pays an order whole without a payment method: PAID at once, no card charged, points earned', async () => {
    const shopper = await shopperWithWallet(100);
    // Three T-shirts at 29.90 €: shipping is offered from 60 €.
    await putLine(server, shopper, shop.boyTee.variants['4 ans']!, 3);
    const made = await order(server, shopper, { payment_method_id: null, wallet_amount: 89.7 });
    const body = made.json();
    expect(made.statusCode, made.body).toBe(201);
    expect(body).toMatchObject({ status: 'PAID', paid_at: expect.any(String), total_amount_ttc: 89.7, wallet_amount_ttc: 89.7, card_amount_ttc: 0, payment: null, payment_method_id: null });
    expect((await walletOf(shopper)).amount).toBe(10.3);
    expect(await server.db.select().from(payments).where(eq(payments.orderId, body.id))).toHaveLength(0);
    expect(await balanceOf(server.db, shopper.id, 'POINTS')).toBe(89);
    expectProblem(await payOrder(shopper, body.id), 409, 'ORDER_ALREADY_PAID');
  });

  it('refuses more than the total (400 naming wallet_amount), more than the wallet (409), more than 2 decimals, a partial wallet without a card; nothing written', async () => {
    const shopper = await shopperWithWallet(20);
    const tee = shop.boyTee.variants['4 ans']!;
    const stock = await stockOf(server, tee);
    await fund(shopper.id, 80);
    expectInvalid(await order(server, shopper, { wallet_amount: 99.99 }), 'wallet_amount');
    await server.db.update(cartLines).set({ quantity: 1 }).where(eq(cartLines.clientId, shopper.id));
    const poorer = await shopperWithWallet(20);
    expectProblem(await order(server, poorer, { wallet_amount: 20.01 }), 409, 'WALLET_INSUFFICIENT');
    expectInvalid(await order(server, poorer, { wallet_amount: 1.001 }), 'wallet_amount');
    expectInvalid(await order(server, poorer, { wallet_amount: 10, payment_method_id: null }), 'payment_method_id');
    expectInvalid(await order(server, poorer, { wallet_amount: -1 }), 'wallet_amount');
    expect(await server.db.select().from(orders).where(eq(orders.clientId, poorer.id))).toHaveLength(0);
    expect(await server.db.select().from(orders).where(eq(orders.clientId, shopper.id))).toHaveLength(0);
    expect(await stockOf(server, tee)).toBe(stock);
    expect((await walletOf(poorer)).amount).toBe(20);
    expect(await server.db.select().from(cartLines).where(eq(cartLines.clientId, poorer.id))).toHaveLength(1);
  });

  it('two orders at once spending one balance: one is made, the other refused 409 with no order and no stock taken', async () => {
    const shopper = await shopperWithWallet(30);
    const tee = shop.boyTee.variants['4 ans']!;
    const stock = await stockOf(server, tee);
    const [a, b] = await Promise.all([order(server, shopper, { wallet_amount: 25 }), order(server, shopper, { wallet_amount: 25 })]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    expectProblem([a, b].find((r) => r.statusCode === 409)!, 409, 'WALLET_INSUFFICIENT');
    expect(await server.db.select().from(orders).where(eq(orders.clientId, shopper.id))).toHaveLength(1);
    expect(await stockOf(server, tee)).toBe(stock - 2);
    expect((await walletOf(shopper)).amount).toBe(5);
  });

  it('gives the wallet part back once when the unpaid order is cancelled', async () => {
    const shopper = await shopperWithWallet(30, 'decline:card_declined');
    const made = (await order(server, shopper, { wallet_amount: 12.5 })).json();
    expect((await payOrder(shopper, made.id)).json().status).toBe('PAYMENT_FAILED');
    expect((await walletOf(shopper)).amount).toBe(17.5);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await releaseStaleOrders(server.db, later)).toBeGreaterThanOrEqual(1);
    expect(await releaseStaleOrders(server.db, later)).toBe(0);
    expect((await getOrder(shopper, made.id)).json().status).toBe('CANCELLED');
    const wallet = await walletOf(shopper, 'nl');
    expect(wallet.amount).toBe(30);
    expect(wallet.transactions.map((t: { reason: string; amount: number }) => [t.reason, t.amount])).toEqual([
      ['ORDER_CANCELLED', 12.5],
      ['ORDER_PAYMENT', -12.5],
      ['ADJUSTMENT', 30],
    ]);
    expect(await balanceOf(server.db, shopper.id, 'POINTS')).toBe(0);
  });
});

type Checkout = { status: string; pieces: Array<{ position: number; price: number }>; totals: Record<string, number>; payment: null | Record<string, unknown> };
const trunkPath = (rid: number, rest = '') => `/api/clients/me/trunks/${rid}/checkout${rest}`;
const getTrunk = (t: TrunkAtHome) => call(server, 'GET', trunkPath(t.requestId), { token: t.client.token });
const quoteTrunk = (t: TrunkAtHome, payload: unknown) => call(server, 'POST', trunkPath(t.requestId, '/quote'), { token: t.client.token, payload });
const payTrunk = (t: TrunkAtHome, payload: unknown, key: string = randomUUID()) =>
  call(server, 'POST', trunkPath(t.requestId, '/payment'), { token: t.client.token, payload, headers: { 'idempotency-key': key } });
/** Keep the first `kept` pieces, send the others back. */
function choices(count: number, kept: number, extra: Record<string, unknown> = {}) {
  return { pieces: Array.from({ length: count }, (_, position) => (position < kept ? { position, decision: 'KEEP' } : { position, decision: 'RETURN', return_reason: 'TOO_SMALL' })), ...extra };
}

describe('the wallet pays trunk checkouts (TrunkChoices wallet_amount)', () => {
  it('quotes and pays part of a trunk from the wallet, the card the rest; the receipt says both; points earned on the pieces', async () => {
    const t = await trunkAtHome(server);
    await fund(t.client.id, 20);
    const n = ((await getTrunk(t)).json() as Checkout).pieces.length;
    const quoted = (await quoteTrunk(t, choices(n, 2, { wallet_amount: 5 }))).json() as Checkout;
    expect(quoted.totals).toMatchObject({ wallet_amount: 5 });
    expect(cents(quoted.totals.card_amount!)).toBe(cents(quoted.totals.total!) - 500);
    expect((await walletOf(t.client)).amount).toBe(20);

    const paid = await payTrunk(t, choices(n, 2, { wallet_amount: 5 }));
    expect(paid.json()).toMatchObject({ status: 'RETURN_PENDING', totals: { wallet_amount: 5 }, payment: { status: 'SUCCEEDED', amount: quoted.totals.card_amount } });
    const wallet = await walletOf(t.client);
    expect(wallet.amount).toBe(15);
    expect(wallet.transactions[0]).toMatchObject({ amount: -5, reason: 'TRUNK_PAYMENT', source: { type: 'TRUNK', id: t.requestId, name: 'Noé' } });
    expect(await balanceOf(server.db, t.client.id, 'POINTS')).toBe(Math.floor(cents(quoted.totals.total!) / 100));
    const [mail] = await mailsTo(server, t.client.email);
    expect(mail!.text.replace(/\s/g, ' ')).toContain('Payé avec votre cagnotte : 5,00 €');
  });

  it('gives the wallet part back when the attempt is refused, then pays with another card', async () => {
    const t = await trunkAtHome(server, { card: 'decline:insufficient_funds' });
    await fund(t.client.id, 10);
    const n = ((await getTrunk(t)).json() as Checkout).pieces.length;
    const refused = await payTrunk(t, choices(n, 1, { wallet_amount: 10 }));
    expect(refused.json()).toMatchObject({ status: 'DELIVERED', payment: { status: 'FAILED' } });
    const wallet = await walletOf(t.client);
    expect(wallet.amount).toBe(10);
    expect(wallet.transactions.slice(0, 2).map((m: { reason: string; amount: number }) => [m.reason, m.amount])).toEqual([
      ['TRUNK_PAYMENT_FAILED', 10],
      ['TRUNK_PAYMENT', -10],
    ]);
    const other = await addCard(server, t.client.id);
    const paid = await payTrunk(t, choices(n, 1, { wallet_amount: 10, payment_method_id: other }));
    expect(paid.json()).toMatchObject({ status: 'RETURN_PENDING', payment: { status: 'SUCCEEDED' } });
    expect((await walletOf(t.client)).amount).toBe(0);
  });

  it('pays a trunk whole from the wallet without the gateway', async () => {
    const t = await trunkAtHome(server, { card: 'decline:card_declined' });
    await fund(t.client.id, 500);
    const n = ((await getTrunk(t)).json() as Checkout).pieces.length;
    const total = ((await quoteTrunk(t, choices(n, n))).json() as Checkout).totals.total!;
    const paid = await payTrunk(t, choices(n, n, { wallet_amount: total }));
    expect(paid.json()).toMatchObject({ status: 'KEPT_PAID', totals: { wallet_amount: total, card_amount: 0 }, payment: { status: 'SUCCEEDED', amount: 0 } });
    const [attempt] = await server.db.select().from(payments).where(eq(payments.requestId, t.requestId));
    expect(attempt).toMatchObject({ externalId: null, amountCents: 0, walletCents: cents(total) });
    expect(cents((await walletOf(t.client)).amount)).toBe(50000 - cents(total));
    const [mail] = await mailsTo(server, t.client.email);
    expect(mail!.text).not.toContain('4242');
  });

  it('refuses more than the total (400 naming wallet_amount) and more than the wallet (409), writing no attempt', async () => {
    const t = await trunkAtHome(server);
    await fund(t.client.id, 3);
    const n = ((await getTrunk(t)).json() as Checkout).pieces.length;
    expectInvalid(await quoteTrunk(t, choices(n, 0, { wallet_amount: 10.01 })), 'wallet_amount');
    expectInvalid(await payTrunk(t, choices(n, 0, { wallet_amount: 10.01 })), 'wallet_amount');
    expectProblem(await quoteTrunk(t, choices(n, 0, { wallet_amount: 4 })), 409, 'WALLET_INSUFFICIENT');
    expectProblem(await payTrunk(t, choices(n, 0, { wallet_amount: 4 })), 409, 'WALLET_INSUFFICIENT');
    expect(await server.db.select().from(payments).where(eq(payments.requestId, t.requestId))).toHaveLength(0);
    expect((await walletOf(t.client)).amount).toBe(3);
  });

  it('an order and a trunk at once spending one balance: one pays, the other is refused, never below zero', async () => {
    const t = await trunkAtHome(server);
    // The trunk took the test catalogue's stock: the order buys from one of its own.
    const { products: own } = await insertTestCatalogue(server.db);
    await server.db.update(clients).set({ firstname: 'Camille', lastname: 'Martin' }).where(eq(clients.id, t.client.id));
    const shopper: Shopper = { ...t.client, cardId: t.cardId, billingId: await addAddress(server, t.client.id, 'BILLING'), shippingId: await addAddress(server, t.client.id, 'SHIPPING') };
    await putLine(server, shopper, own.boyCap.variants.TU!, 1);
    await fund(t.client.id, 8);
    const n = ((await getTrunk(t)).json() as Checkout).pieces.length;
    const [ordered, paid] = await Promise.all([order(server, shopper, { wallet_amount: 6 }), payTrunk(t, choices(n, 1, { wallet_amount: 6 }))]);
    expect([ordered.statusCode === 201, paid.statusCode === 200].filter(Boolean)).toHaveLength(1);
    const refused = [ordered, paid].filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(1);
    expectProblem(refused[0]!, 409, 'WALLET_INSUFFICIENT');
    expect((await walletOf(t.client)).amount).toBe(2);
  });

  it('the trunk clock’s deadline charge never takes the wallet, and earns the points', async () => {
    const t = await trunkAtHome(server);
    await fund(t.client.id, 50);
    const row = (await getTrunk(t)).json() as Checkout & { return_deadline: string };
    await advanceTrunks(server.db, new Date(new Date(row.return_deadline).getTime() + 60_000), clock, log);
    const after = (await getTrunk(t)).json() as Checkout;
    expect(after).toMatchObject({ status: 'KEPT_PAID', totals: { wallet_amount: 0 } });
    expect((await walletOf(t.client)).amount).toBe(50);
    expect(await balanceOf(server.db, t.client.id, 'POINTS')).toBe(Math.floor(cents(after.totals.total!) / 100));
  });
});

/** An order of two T-shirts paid (wallet `wallet` €, the card the rest) and delivered 2 days ago. */
async function deliveredOrder(wallet: number) {
  const shopper = await shopperWithWallet(wallet);
  const made = await order(server, shopper, wallet ? { wallet_amount: wallet } : {});
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  if (made.json().status !== 'PAID') expect((await payOrder(shopper, id)).json().status).toBe('PAID');
  const at = new Date(Date.now() - 2 * DAY);
  await server.db.update(orders).set({ shippedAt: new Date(at.getTime() - DAY), deliveredAt: at }).where(eq(orders.id, id));
  return { shopper, order: (await getOrder(shopper, id)).json() as { id: number; total_amount_ttc: number; shipping_fee_ttc: number } };
}
const returnOf = (shopper: Shopper, orderId: number, quantity: number, refundTo: 'WALLET' | 'PAYMENT_METHOD') =>
  call(server, 'POST', `/api/clients/me/orders/${orderId}/returns`, {
    token: shopper.token,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines: [{ position: 0, quantity, reason: 'TOO_SMALL' }], refund_to: refundTo },
  });
const receive = (labelId: number) => call(server, 'POST', `/api/admin/return-labels/${labelId}/received`, { token: TEST_ADMIN_TOKEN });
const refundsAtGateway = async (orderId: number) => {
  const [charge] = await server.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')));
  return server.db.select().from(sandboxPaymentMethods).where(like(sandboxPaymentMethods.behaviour, `refunded:${charge!.externalId}:%`));
};

describe('refunds to the wallet (ShopReturnInput refund_to)', () => {
  it('credits a refund to the wallet on reception, without the gateway, and takes back the points of the pieces', async () => {
    const { shopper, order: made } = await deliveredOrder(0);
    const earned = await balanceOf(server.db, shopper.id, 'POINTS');
    const created = await returnOf(shopper, made.id, 1, 'WALLET');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ refund_to: 'WALLET', refund_amount: 29.9, refund_wallet_amount: 29.9 });
    expect((await walletOf(shopper)).amount).toBe(0);
    expect((await receive(created.json().label.id)).statusCode).toBe(200);
    await receive(created.json().label.id);
    const wallet = await walletOf(shopper, 'es');
    expect(wallet).toMatchObject({ amount: 29.9, total: 1, transactions: [{ amount: 29.9, reason: 'SHOP_REFUND', source: { type: 'SHOP_RETURN', id: created.json().id, name: String(made.id) } }] });
    const [row] = await server.db.select().from(shopReturns).where(eq(shopReturns.id, created.json().id));
    expect(row).toMatchObject({ status: 'REFUNDED', refundExternalId: 'wallet' });
    expect(await refundsAtGateway(made.id)).toHaveLength(0);
    expect(await balanceOf(server.db, shopper.id, 'POINTS')).toBe(earned - 29);
    const [mail] = await mailsTo(server, shopper.email);
    expect(mail!.text.replace(/\s/g, ' ')).toContain('Nous avons crédité 29,90 € sur votre cagnotte');
  });

  it('refunds to the card at most what the card paid, the rest to the wallet', async () => {
    const { shopper, order: made } = await deliveredOrder(40);
    const cardPaid = cents(made.total_amount_ttc) - 4000;
    const created = (await returnOf(shopper, made.id, 2, 'PAYMENT_METHOD')).json();
    expect(cents(created.refund_amount)).toBe(cents(made.total_amount_ttc));
    expect(cents(created.refund_wallet_amount)).toBe(4000);
    await receive(created.label.id);
    const refunds = await refundsAtGateway(made.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.behaviour).toContain(`:${cardPaid}`);
    expect((await walletOf(shopper)).amount).toBe(40);
    expect(await balanceOf(server.db, shopper.id, 'POINTS')).toBe(0);
  });

  it('takes back points never below zero, the shortfall not carried', async () => {
    const { shopper, order: made } = await deliveredOrder(0);
    const earned = await balanceOf(server.db, shopper.id, 'POINTS');
    await fund(shopper.id, -(earned - 5), 'POINTS');
    const created = (await returnOf(shopper, made.id, 2, 'WALLET')).json();
    await receive(created.label.id);
    expect(await balanceOf(server.db, shopper.id, 'POINTS')).toBe(0);
    const back = (await movementsOf(shopper.id, 'POINTS')).filter((m) => m.reason === 'POINTS_REFUND');
    expect(back.map((m) => m.amount)).toEqual([-5]);
  });
});
