import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, payments, requests, sandboxPaymentMethods, trunkPieces } from '../db/schema';
import { addDays, todayInFrance } from '../lib/birthdate';
import { outboxMail } from '../mail/port';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../testing/app';
import { gatewayOf, trunkAtHome, type TrunkAtHome } from '../testing/at-home';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { addCard, newCode } from '../testing/shop';
import { mailsTo, previewKeyOf, profileWithTrunk, requestRow, stockOf } from '../testing/trunks';
import { receiveTrunkReturn } from './at-home';
import { advanceTrunks, type TrunkClockDeps } from './clock';

let server: TestServer;
let clock: TrunkClockDeps;
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
beforeAll(async () => {
  server = await startTestServer();
  clock = { mail: outboxMail(server.db), appUrl: server.config.appUrl, previewTokenKey: await previewKeyOf(server), gateway: await gatewayOf(server) };
});
afterAll(async () => server?.close());

type Checkout = {
  status: string;
  rules: Record<string, number>;
  return_deadline: string;
  can_choose: boolean;
  can_extend: boolean;
  deadline_extended: boolean;
  pieces: Array<{ position: number; price: number; status: string; decision: string | null; return_reason: string | null; size_remark: string | null; product: { name: string }; variant_id: number }>;
  totals: Record<string, number | string | null>;
  payment: null | Record<string, unknown>;
};

const path = (rid: number, rest = '') => `/api/clients/me/trunks/${rid}/checkout${rest}`;
const get = (t: TrunkAtHome, locale = 'fr') => call(server, 'GET', path(t.requestId), { token: t.client.token, headers: { 'x-lc-locale': locale } });
const quote = (t: TrunkAtHome, payload: unknown) => call(server, 'POST', path(t.requestId, '/quote'), { token: t.client.token, payload });
const pay = (t: TrunkAtHome, payload: unknown, key: string = randomUUID(), locale = 'fr') =>
  call(server, 'POST', path(t.requestId, '/payment'), { token: t.client.token, payload, headers: { 'idempotency-key': key, 'x-lc-locale': locale } });
const extend = (t: TrunkAtHome) => call(server, 'POST', `/api/clients/me/trunks/${t.requestId}/return-deadline`, { token: t.client.token });
const paymentsOf = (rid: number) => server.db.select().from(payments).where(eq(payments.requestId, rid));
const advance = (now: Date) => advanceTrunks(server.db, now, clock, log);

/** Keep the first `kept` pieces, send the others back (too small). */
function choices(count: number, kept: number, extra: Record<string, unknown> = {}) {
  return {
    pieces: Array.from({ length: count }, (_, position) => (position < kept ? { position, decision: 'KEEP' } : { position, decision: 'RETURN', return_reason: 'TOO_SMALL', size_remark: ' Un peu juste aux épaules ' })),
    ...extra,
  };
}

const cents = (euros: number) => Math.round(euros * 100);
const sum = (prices: number[]) => prices.reduce((a, b) => a + cents(b), 0);

describe('a delivered trunk (markTrunkDelivered, getTrunkCheckout)', () => {
  it('lists the preview’s pieces in order, at home, the rules and the totals of keeping everything', async () => {
    const t = await trunkAtHome(server);
    const res = await get(t);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Checkout;
    const row = await requestRow(server, t.requestId);
    const items = row.previewLooks!.flatMap((look) => look.items);
    expect(body.pieces.map((p) => p.position)).toEqual(items.map((_, i) => i));
    expect(body.pieces.map((p) => p.variant_id)).toEqual(items.map((i) => i.variant_id));
    expect(body).toMatchObject({ request_id: t.requestId, profile_firstname: 'Noé', status: 'DELIVERED', can_choose: true, can_extend: true, deadline_extended: false, payment: null });
    expect(body.pieces.every((p) => p.status === 'AT_HOME' && p.decision === null)).toBe(true);
    expect(body.rules).toEqual({ return_days: 7, extension_days: 3, keep_all_discount_percent: 20, styling_fee: 10 });
    // RETURN_DAYS after today, at the end of that day in France.
    expect(todayInFrance(new Date(body.return_deadline))).toBe(addDays(todayInFrance(), 7));
    const worth = sum(body.pieces.map((p) => p.price));
    expect(body.totals).toMatchObject({ pieces_count: items.length, kept_count: items.length, returned_count: 0, shipping_fee: 0, styling_fee: 10, styling_fee_credit: 10, discount: 0 });
    expect(cents(body.totals.keep_all_discount as number)).toBe(Math.round(worth * 0.2));
    expect(cents(body.totals.total as number)).toBe(worth - Math.round(worth * 0.2));

    // The request says so too.
    const listed = (await call(server, 'GET', `/api/clients/me/kids/${t.profileId}/requests`, { token: t.client.token })).json().find((r: { id: number }) => r.id === t.requestId);
    expect(listed).toMatchObject({ status_details: { code: 'DELIVERED', actions: ['CHOOSE_PIECES', 'EXTEND_RETURN_DEADLINE', 'GIVE_FEEDBACK'] }, delivered_at: expect.any(String), return_deadline: body.return_deadline });
    // In another language, the products' names follow.
    const de = (await get(t, 'de')).json() as Checkout;
    expect(de.pieces[0]!.product.name).not.toBe(body.pieces[0]!.product.name);
  });

  it('mails the delivery in the client’s language with the link to the trunk', async () => {
    const t = await trunkAtHome(server, { locale: 'de' });
    const [mail] = await mailsTo(server, t.client.email);
    expect(mail!.subject).toBe('Die Box für Noé ist da: Viel Spaß beim Anprobieren!');
    expect(mail!.text).toContain(`/de/infos/returns/${t.requestId}`);
    expect(mail!.text).toContain('20 % Rabatt');
  });

  it('refuses another client’s trunk (404), no token (401), a trunk not delivered (409), a second delivery (409), a client at the admin call (403)', async () => {
    const t = await trunkAtHome(server);
    const stranger = await newClient(server);
    expectProblem(await call(server, 'GET', path(t.requestId), { token: stranger.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', path(t.requestId, '/quote'), { token: stranger.token, payload: choices(1, 1) }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', path(t.requestId, '/payment'), { token: stranger.token, payload: choices(1, 1), headers: { 'idempotency-key': randomUUID() } }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', `/api/clients/me/trunks/${t.requestId}/return-deadline`, { token: stranger.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', path(t.requestId)), 401, 'UNAUTHORIZED');
    expectProblem(await call(server, 'GET', path(2147483646), { token: t.client.token }), 404, 'NOT_FOUND');
    const { requestId: inCreation } = await profileWithTrunk(server, t.client);
    expectProblem(await call(server, 'GET', path(inCreation), { token: t.client.token }), 409, 'TRUNK_NOT_DELIVERED');
    expectProblem(await call(server, 'POST', `/api/admin/trunks/${inCreation}/delivered`, { token: TEST_ADMIN_TOKEN }), 409, 'TRUNK_NOT_SHIPPED');
    expectProblem(await call(server, 'POST', `/api/admin/trunks/${t.requestId}/delivered`, { token: TEST_ADMIN_TOKEN }), 409, 'TRUNK_NOT_SHIPPED');
    expectProblem(await call(server, 'POST', `/api/admin/trunks/${t.requestId}/delivered`, { token: t.client.token }), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'POST', '/api/admin/trunks/2147483646/delivered', { token: TEST_ADMIN_TOKEN }), 404, 'NOT_FOUND');
  });
});

describe('quoteTrunkCheckout', () => {
  it('totals a choice without writing it: the keep-all discount only when everything is kept, the fee credited up to the kept pieces, a discount code', async () => {
    const t = await trunkAtHome(server);
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const prices = ((await get(t)).json() as Checkout).pieces.map((p) => p.price);

    const one = (await quote(t, choices(n, 1))).json() as Checkout;
    expect(one.totals).toMatchObject({ kept_count: 1, returned_count: n - 1, keep_all_discount: 0, styling_fee: 10, styling_fee_credit: 10, total: prices[0] });
    expect(one.pieces[1]).toMatchObject({ decision: 'RETURN', return_reason: 'TOO_SMALL', size_remark: 'Un peu juste aux épaules', status: 'AT_HOME' });

    const none = (await quote(t, choices(n, 0))).json() as Checkout;
    expect(none.totals).toMatchObject({ kept_count: 0, kept_amount: 0, styling_fee_credit: 0, total: 10 });

    const code = await newCode(server, { kind: 'PERCENT', percent: 10 });
    const all = (await quote(t, choices(n, n, { discount_code: ` ${code.toLowerCase()} ` }))).json() as Checkout;
    const afterKeepAll = sum(prices) - Math.round(sum(prices) * 0.2);
    expect(all.totals).toMatchObject({ discount_code: code, styling_fee_credit: 10 });
    expect(cents(all.totals.discount as number)).toBe(Math.round(afterKeepAll * 0.1));
    expect(cents(all.totals.total as number)).toBe(afterKeepAll - Math.round(afterKeepAll * 0.1));

    expectProblem(await quote(t, choices(n, n, { discount_code: 'NO-SUCH-CODE' })), 404, 'DISCOUNT_NOT_FOUND');
    // Nothing was written.
    const after = (await get(t)).json() as Checkout;
    expect(after.pieces.every((p) => p.decision === null)).toBe(true);
    expect(after.payment).toBeNull();
  });

  it('names the field of a position given twice or missing, a piece sent back without a reason, a remark too long', async () => {
    const t = await trunkAtHome(server);
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const base = choices(n, n).pieces;
    expectInvalid(await quote(t, { pieces: [...base.slice(0, 1), { position: 0, decision: 'KEEP' }, ...base.slice(2)] }), 'pieces[1].position');
    expectInvalid(await quote(t, { pieces: base.slice(1) }), 'pieces');
    expectInvalid(await quote(t, { pieces: [{ position: 0, decision: 'RETURN' }, ...base.slice(1)] }), 'pieces[0].return_reason');
    expectInvalid(await quote(t, { pieces: [...base.slice(0, -1), { position: 40, decision: 'KEEP' }] }), `pieces[${n - 1}].position`);
    expectInvalid(await quote(t, { pieces: [{ position: 0, decision: 'RETURN', return_reason: 'OTHER', size_remark: 'x'.repeat(201) }, ...base.slice(1)] }), 'pieces.0.size_remark');
    expectInvalid(await quote(t, { pieces: [{ position: 0, decision: 'MAYBE' }] }), 'pieces.0.decision');
    expectInvalid(await pay(t, choices(n, n), 'short'), 'idempotency-key', undefined, 'header');
  });
});

describe('payTrunkCheckout', () => {
  it('charges the kept pieces once: pieces kept or to send back, the trunk RETURN_PENDING, the receipt mailed; the same key again gives the same outcome, another key a 409', async () => {
    const t = await trunkAtHome(server);
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const key = randomUUID();
    const res = await pay(t, choices(n, 1), key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Checkout;
    expect(body).toMatchObject({ status: 'RETURN_PENDING', can_choose: false, can_extend: false, payment: { status: 'SUCCEEDED', settled_by: 'client', payment_method: { brand: 'visa', last4: '4242' }, paid_at: expect.any(String) } });
    expect(body.pieces.map((p) => p.status)).toEqual(body.pieces.map((_, i) => (i < 1 ? 'KEPT_PAID' : 'RETURN_PENDING')));
    expect(body.totals.total).toBe(body.payment!.amount);
    const listed = (await call(server, 'GET', `/api/clients/me/kids/${t.profileId}/requests`, { token: t.client.token })).json().find((r: { id: number }) => r.id === t.requestId);
    expect(listed.status_details).toEqual({ code: 'RETURN_PENDING', actions: ['SEND_RETURN', 'GIVE_FEEDBACK'] });

    const again = await pay(t, choices(n, n), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await paymentsOf(t.requestId)).toHaveLength(1);
    expectProblem(await pay(t, choices(n, n)), 409, 'TRUNK_ALREADY_PAID');
    expectProblem(await quote(t, choices(n, n)), 409, 'TRUNK_ALREADY_PAID');
    expectProblem(await extend(t), 409, 'TRUNK_ALREADY_PAID');

    const [receipt] = await mailsTo(server, t.client.email);
    expect(receipt!.subject).toBe('Paiement confirmé pour la malle de Noé');
    expect(receipt!.text).toContain('Pièces gardées');
    expect(receipt!.text).toContain('se terminant par 4242');
    expect(receipt!.text).toContain('Frais de stylisme déduits : -10,00');
    expect(n).toBeGreaterThan(2);
    expect(receipt!.text).toContain(`${n - 1} pièces repartent`);
  });

  it('keeps everything in Spanish: KEPT_PAID, 20 % off, a single-use code used once', async () => {
    const t = await trunkAtHome(server, { locale: 'es' });
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const code = await newCode(server, { kind: 'AMOUNT', amountCents: 500, singleUse: true });
    const res = await pay(t, choices(n, n, { discount_code: code }), randomUUID(), 'es');
    expect(res.json()).toMatchObject({ status: 'KEPT_PAID', totals: { discount: 5, discount_code: code, returned_count: 0 } });
    const [receipt] = await mailsTo(server, t.client.email);
    expect(receipt!.subject).toBe('Pago confirmado de la caja de Noé');
    expect(receipt!.text).toContain(`Código de descuento ${code}`);
    expect(receipt!.text).toContain('Te quedas la caja entera');
    const other = await trunkAtHome(server);
    const m = ((await get(other)).json() as Checkout).pieces.length;
    expectProblem(await quote(other, choices(m, m, { discount_code: code })), 409, 'COUPON_CODE_ALREADY_USED');
  });

  it('charges once when two payments race with two keys, and when the same key is sent twice at once', async () => {
    const t = await trunkAtHome(server);
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const [a, b] = await Promise.all([pay(t, choices(n, 1)), pay(t, choices(n, 3))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await paymentsOf(t.requestId)).toHaveLength(1);

    const u = await trunkAtHome(server);
    const key = randomUUID();
    const [c, d] = await Promise.all([pay(u, choices(n, 1), key), pay(u, choices(n, 1), key)]);
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect(c.json().payment.status).toBe('SUCCEEDED');
    expect(d.json().payment.status).toBe('SUCCEEDED');
    expect(await paymentsOf(u.requestId)).toHaveLength(1);
    const charges = await server.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, (await paymentsOf(u.requestId))[0]!.externalId!));
    expect(charges).toHaveLength(1);
  });

  it('reports a declined card as Stripe does, and takes another card with another key', async () => {
    const t = await trunkAtHome(server, { card: 'decline:insufficient_funds' });
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const refused = await pay(t, choices(n, 1));
    expect(refused.json()).toMatchObject({ status: 'DELIVERED', can_choose: true, payment: { status: 'FAILED', decline_code: 'insufficient_funds', code: 'card_declined', type: 'card_error' } });
    expect(((await get(t)).json() as Checkout).pieces.every((p) => p.status === 'AT_HOME')).toBe(true);
    expectInvalid(await pay(t, choices(n, 1, { payment_method_id: 2147483646 })), 'payment_method_id');
    const other = await addCard(server, t.client.id);
    const paid = await pay(t, choices(n, 1, { payment_method_id: other }));
    expect(paid.json()).toMatchObject({ status: 'RETURN_PENDING', payment: { status: 'SUCCEEDED', decline_code: null } });
    expect(await paymentsOf(t.requestId)).toHaveLength(2);
  });

  it('sends a 3-D Secure payer to the gateway and back to the success page, then settles when read', async () => {
    const t = await trunkAtHome(server, { card: 'require_action', locale: 'nl' });
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const res = await pay(t, choices(n, 1), randomUUID(), 'nl');
    expect(res.json()).toMatchObject({ status: 'DELIVERED', payment: { status: 'REQUIRES_ACTION', redirect_url: expect.stringContaining('/nl/sandbox/approve/') } });
    const [attempt] = await paymentsOf(t.requestId);
    const [approval] = await server.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, attempt!.externalId!));
    expect(approval!.returnUrl).toBe(`/nl/infos/returns/${t.requestId}/success`);
    const decided = await call(server, 'POST', `/api/sandbox/approvals/${attempt!.externalId}`, { payload: { decision: 'APPROVE' } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await get(t)).json()).toMatchObject({ status: 'RETURN_PENDING', payment: { status: 'SUCCEEDED', redirect_url: null } });
    expect((await mailsTo(server, t.client.email))[0]!.subject).toBe('Betaling voor de box van Noé bevestigd');
  });

  it('lets a payer who abandoned 3-D Secure pay with another key: the waiting attempt is cancelled at the gateway first', async () => {
    const t = await trunkAtHome(server, { card: 'require_action' });
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const abandonedKey = randomUUID();
    expect((await pay(t, choices(n, 1), abandonedKey)).json()).toMatchObject({ status: 'DELIVERED', payment: { status: 'REQUIRES_ACTION' } });
    const [abandoned] = await paymentsOf(t.requestId);
    const other = await addCard(server, t.client.id);
    const paid = await pay(t, choices(n, 2, { payment_method_id: other }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'RETURN_PENDING', totals: { kept_count: 2 }, payment: { status: 'SUCCEEDED', redirect_url: null } });
    const attempts = await paymentsOf(t.requestId);
    expect(attempts.find((p) => p.id === abandoned!.id)).toMatchObject({ status: 'FAILED', code: 'payment_intent_canceled' });
    expect(attempts.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    // The payer coming back to the abandoned approval page can no longer approve it.
    expectProblem(await call(server, 'POST', `/api/sandbox/approvals/${abandoned!.externalId}`, { payload: { decision: 'APPROVE' } }), 409, 'ALREADY_DECIDED');
    // Its key again gives the trunk as it stands, paid once; another key is refused.
    expect((await pay(t, choices(n, 1), abandonedKey)).json()).toMatchObject({ status: 'RETURN_PENDING', totals: { kept_count: 2 }, payment: { status: 'SUCCEEDED' } });
    expectProblem(await pay(t, choices(n, 1)), 409, 'TRUNK_ALREADY_PAID');
    expect((await mailsTo(server, t.client.email)).filter((m) => m.subject.startsWith('Paiement'))).toHaveLength(1);
  });

  it('takes an attempt approved before the next one as the trunk’s payment, and refuses the next one', async () => {
    const t = await trunkAtHome(server, { card: 'require_action' });
    const n = ((await get(t)).json() as Checkout).pieces.length;
    await pay(t, choices(n, 1));
    const [attempt] = await paymentsOf(t.requestId);
    expect((await call(server, 'POST', `/api/sandbox/approvals/${attempt!.externalId}`, { payload: { decision: 'APPROVE' } })).statusCode).toBe(200);
    expectProblem(await pay(t, choices(n, 3)), 409, 'TRUNK_ALREADY_PAID');
    expect((await get(t)).json()).toMatchObject({ status: 'RETURN_PENDING', totals: { kept_count: 1 }, payment: { status: 'SUCCEEDED' } });
    expect(await paymentsOf(t.requestId)).toHaveLength(1);
  });

  it('never records an abandoned attempt that went through after another paid as a second payment of the trunk', async () => {
    const t = await trunkAtHome(server, { card: 'require_action' });
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const abandonedKey = randomUUID();
    await pay(t, choices(n, 1), abandonedKey);
    const [abandoned] = await paymentsOf(t.requestId);
    const other = await addCard(server, t.client.id);
    expect((await pay(t, choices(n, 2, { payment_method_id: other }))).json()).toMatchObject({ status: 'RETURN_PENDING', payment: { status: 'SUCCEEDED' } });
    // A gateway that let the payer approve it anyway (the cancellation lost a race with the approval).
    await server.db.update(sandboxPaymentMethods).set({ behaviour: 'approved' }).where(eq(sandboxPaymentMethods.id, abandoned!.externalId!));
    await server.db.update(payments).set({ status: 'REQUIRES_ACTION', code: null, type: null }).where(eq(payments.id, abandoned!.id));
    const again = await pay(t, choices(n, 1), abandonedKey);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'RETURN_PENDING', totals: { kept_count: 2 }, payment: { status: 'SUCCEEDED', payment_method: { last4: '4242' } } });
    const attempts = await paymentsOf(t.requestId);
    // Kept apart from the trunk's payment and refunded through the gateway.
    expect(attempts.find((p) => p.id === abandoned!.id)!.status).toBe('DUPLICATE_REFUNDED');
    const refunds = await server.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.behaviour, `refunded:${abandoned!.externalId}:${abandoned!.amountCents}`));
    expect(refunds).toHaveLength(1);
    expect(attempts.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    expect((await get(t)).json()).toMatchObject({ status: 'RETURN_PENDING', totals: { kept_count: 2 } });
    expect((await mailsTo(server, t.client.email)).filter((m) => m.subject.startsWith('Paiement'))).toHaveLength(1);
  });

  it('refuses choices past the deadline; extends the deadline once before it', async () => {
    const t = await trunkAtHome(server);
    const n = ((await get(t)).json() as Checkout).pieces.length;
    const before = ((await get(t)).json() as Checkout).return_deadline;
    const extended = await extend(t);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ deadline_extended: true, can_extend: false, can_choose: true });
    expect(todayInFrance(new Date(extended.json().return_deadline))).toBe(addDays(todayInFrance(new Date(before)), 3));
    expectProblem(await extend(t), 409, 'DEADLINE_ALREADY_EXTENDED');

    await server.db.update(requests).set({ returnDeadline: new Date(Date.now() - 1000) }).where(eq(requests.id, t.requestId));
    expect((await get(t)).json()).toMatchObject({ can_choose: false, can_extend: false });
    expectProblem(await pay(t, choices(n, 1)), 409, 'RETURN_DEADLINE_PASSED');
    expectProblem(await quote(t, choices(n, 1)), 409, 'RETURN_DEADLINE_PASSED');
    expectProblem(await extend(t), 409, 'RETURN_DEADLINE_PASSED');
    expectProblem(await pay(t, { pieces: [] }), 409, 'RETURN_DEADLINE_PASSED');
  });
});

describe('the trunk clock at home', () => {
  it('delivers a shipped trunk on its delivery date, reminds REMINDER_DAYS before the deadline once, and charges every piece still out at the deadline', async () => {
    const t = await trunkAtHome(server);
    // Back to SHIPPED, due today: the clock plays the carrier.
    await server.db.delete(trunkPieces).where(eq(trunkPieces.requestId, t.requestId));
    await server.db.update(requests).set({ statusDetailsCode: 'SHIPPED', deliveredAt: null, returnDeadline: null, deliveryDate: todayInFrance() }).where(eq(requests.id, t.requestId));
    const now = new Date();
    expect((await advance(now)).delivered).toBeGreaterThanOrEqual(1);
    const row = await requestRow(server, t.requestId);
    expect(row).toMatchObject({ statusDetailsCode: 'DELIVERED', deliveredAt: now });
    const pieces = ((await get(t)).json() as Checkout).pieces;
    expect(pieces.length).toBe(row.previewLooks!.flatMap((l) => l.items).length);

    const deadline = row.returnDeadline!;
    await advance(new Date(deadline.getTime() - 3 * 86_400_000));
    expect((await mailsTo(server, t.client.email)).filter((m) => m.subject.startsWith('Plus que deux jours'))).toHaveLength(0);
    const remindAt = new Date(deadline.getTime() - 2 * 86_400_000 + 60_000);
    expect((await advance(remindAt)).reminded).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(server, t.client.email))[0]!.subject).toBe('Plus que deux jours pour la malle de Noé');
    await advance(new Date(remindAt.getTime() + 3_600_000));
    expect((await mailsTo(server, t.client.email)).filter((m) => m.subject.startsWith('Plus que deux jours'))).toHaveLength(1);

    const run = await advance(new Date(deadline.getTime() + 60_000));
    expect(run.charged).toBeGreaterThanOrEqual(1);
    const body = (await get(t)).json() as Checkout;
    expect(body).toMatchObject({ status: 'KEPT_PAID', payment: { status: 'SUCCEEDED', settled_by: 'deadline' }, totals: { kept_count: pieces.length } });
    expect(body.pieces.every((p) => p.status === 'KEPT_PAID')).toBe(true);
    expect((await mailsTo(server, t.client.email))[0]!.text).toContain('les pièces encore chez vous ont été considérées comme gardées');
    expect(await paymentsOf(t.requestId)).toHaveLength(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('retries a refused charge once a day, three times at most, mailing the client; the client then pays it with another card', async () => {
    const t = await trunkAtHome(server, { card: 'decline:card_declined', locale: 'de' });
    // The deadline passed a minute ago.
    const deadline = new Date(Date.now() - 60_000);
    await server.db.update(requests).set({ returnDeadline: deadline }).where(eq(requests.id, t.requestId));
    const day = (n: number) => new Date(deadline.getTime() + n * 86_400_000 + 30_000);
    expect((await advance(day(0))).charges_failed).toBeGreaterThanOrEqual(1);
    expect((await get(t)).json()).toMatchObject({ status: 'DELIVERED', payment: { status: 'FAILED', settled_by: 'deadline', decline_code: 'card_declined' } });
    const [mail] = await mailsTo(server, t.client.email);
    expect(mail!.subject).toBe('Die Zahlung für die Box von Noé ist fehlgeschlagen');
    expect(mail!.text).toContain('noch 2 Versuche');
    await advance(new Date(day(0).getTime() + 3_600_000));
    expect(await paymentsOf(t.requestId)).toHaveLength(1);
    await advance(day(1));
    await advance(day(2));
    await advance(day(3));
    expect(await paymentsOf(t.requestId)).toHaveLength(3);
    expect((await mailsTo(server, t.client.email))[0]!.text).toContain('Das war unser letzter Versuch');

    const other = await addCard(server, t.client.id);
    const late = await pay(t, choices(1, 1, { payment_method_id: other }));
    expect(late.statusCode, late.body).toBe(409);
    expectProblem(late, 409, 'RETURN_DEADLINE_PASSED');
    const paid = await pay(t, { pieces: [], payment_method_id: other });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'KEPT_PAID', payment: { status: 'SUCCEEDED', settled_by: 'deadline', payment_method: { last4: '4242' } } });
  });
});

describe('the trunk clock and an attempt left waiting on its payer', () => {
  it('cancels the client’s abandoned 3-D Secure attempt at the deadline, then charges every piece as kept', async () => {
    const t = await trunkAtHome(server, { card: 'require_action' });
    const n = ((await get(t)).json() as Checkout).pieces.length;
    await pay(t, choices(n, 1));
    const [abandoned] = await paymentsOf(t.requestId);
    const other = await addCard(server, t.client.id);
    await server.db.update(clients).set({ defaultPaymentMethodId: other }).where(eq(clients.id, t.client.id));
    const deadline = new Date(Date.now() - 60_000);
    await server.db.update(requests).set({ returnDeadline: deadline }).where(eq(requests.id, t.requestId));
    expect((await advance(new Date(deadline.getTime() + 30_000))).charged).toBeGreaterThanOrEqual(1);
    expect((await get(t)).json()).toMatchObject({ status: 'KEPT_PAID', totals: { kept_count: n }, payment: { status: 'SUCCEEDED', settled_by: 'deadline' } });
    const attempts = await paymentsOf(t.requestId);
    expect(attempts.find((p) => p.id === abandoned!.id)).toMatchObject({ status: 'FAILED', code: 'payment_intent_canceled' });
    expect(attempts.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    expectProblem(await call(server, 'POST', `/api/sandbox/approvals/${abandoned!.externalId}`, { payload: { decision: 'APPROVE' } }), 409, 'ALREADY_DECIDED');
  });
});

describe('the trunk clock on two nodes at once', () => {
  it('delivers, reminds and charges each trunk once', async () => {
    const t = await trunkAtHome(server);
    await server.db.delete(trunkPieces).where(eq(trunkPieces.requestId, t.requestId));
    await server.db.update(requests).set({ statusDetailsCode: 'SHIPPED', deliveredAt: null, returnDeadline: null, deliveryDate: todayInFrance() }).where(eq(requests.id, t.requestId));
    const now = new Date();
    await Promise.all([advance(now), advance(now)]);
    const n = ((await get(t)).json() as Checkout).pieces.length;
    expect(await server.db.select().from(trunkPieces).where(eq(trunkPieces.requestId, t.requestId))).toHaveLength(n);
    // The carrier's first delivery (the admin call), then the clock's: one each.
    expect((await mailsTo(server, t.client.email)).filter((m) => m.subject.includes('est arrivée'))).toHaveLength(2);
    const deadline = (await requestRow(server, t.requestId)).returnDeadline!;
    const remindAt = new Date(deadline.getTime() - 86_400_000);
    await Promise.all([advance(remindAt), advance(remindAt)]);
    expect((await mailsTo(server, t.client.email)).filter((m) => m.subject.startsWith('Plus que deux jours'))).toHaveLength(1);
    const chargeAt = new Date(deadline.getTime() + 60_000);
    await Promise.all([advance(chargeAt), advance(chargeAt)]);
    expect(await paymentsOf(t.requestId)).toHaveLength(1);
    expect((await get(t)).json()).toMatchObject({ status: 'KEPT_PAID', payment: { settled_by: 'deadline' } });
    expect((await mailsTo(server, t.client.email)).filter((m) => m.subject.startsWith('Paiement confirmé'))).toHaveLength(1);
  });
});

describe('receiveTrunkReturn', () => {
  it('puts the returned pieces back on the shelf and the trunk RETURNED, once', async () => {
    const t = await trunkAtHome(server);
    const before = (await get(t)).json() as Checkout;
    const n = before.pieces.length;
    await pay(t, choices(n, 1));
    const returned = before.pieces.slice(1).map((p) => p.variant_id);
    const stockBefore = await Promise.all(returned.map((v) => stockOf(server, v)));
    const now = new Date();
    expect(await server.db.transaction((tx) => receiveTrunkReturn(tx, t.requestId, now))).toBe(n - 1);
    const body = (await get(t)).json() as Checkout;
    expect(body.status).toBe('RETURNED');
    expect(body.pieces.map((p) => p.status)).toEqual(body.pieces.map((_, i) => (i === 0 ? 'KEPT_PAID' : 'RETURNED')));
    const perVariant = (variant: number) => returned.filter((v) => v === variant).length;
    expect(await Promise.all(returned.map((v) => stockOf(server, v)))).toEqual(stockBefore.map((s, i) => s + perVariant(returned[i]!)));
    const rows = await server.db.select().from(trunkPieces).where(and(eq(trunkPieces.requestId, t.requestId), eq(trunkPieces.status, 'RETURNED')));
    expect(rows.every((r) => r.returnedAt?.getTime() === now.getTime())).toBe(true);
    expect(await server.db.transaction((tx) => receiveTrunkReturn(tx, t.requestId, now))).toBe(0);
    expect(await Promise.all(returned.map((v) => stockOf(server, v)))).toEqual(stockBefore.map((s, i) => s + perVariant(returned[i]!)));
  });
});

