import { randomBytes, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, eq, like } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream, PDFArray, PDFRef, PDFDict } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients, orders, payments, requests, returnLabels, sandboxPaymentMethods, shopReturns, trunkPieces } from '../db/schema';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem, signIn } from '../testing/http';
import { DEMO_ACCOUNTS } from '../seed';
import { paymentGateway } from '../payments';
import { addAddress, newShopper, order, putLine, type Shopper } from '../testing/shop';
import { BOY, mailsTo, profileWithTrunk, stockOf } from '../testing/trunks';
import { advanceTrunks } from '../trunks';
import { luhnDigit } from './labels';

let server: TestServer;
let shop: TestCatalogue['products'];
beforeAll(async () => {
  server = await startTestServer();
});
// Each test buys from a catalogue of its own: stock taken by one never changes another.
beforeEach(async () => {
  ({ products: shop } = await insertTestCatalogue(server.db));
});
afterAll(async () => server?.close());

const DAY = 86_400_000;
const log = { error: () => {}, warn: () => {}, info: () => {} };
const runClock = (now: Date) =>
  advanceTrunks(server.db, now, { mail: { send: async () => {} }, appUrl: 'http://test', previewTokenKey: new Uint8Array(32), gateway: paymentGateway(server.db, server.config, randomBytes(32)) }, log);

/** An order of the shopper's cart (`lines`: variant and quantity), paid with the sandbox card, delivered `daysAgo` days ago (null: paid, not delivered). */
async function deliveredOrder(shopper: Shopper, lines: Array<[number, number]>, daysAgo: number | null = 2) {
  for (const [variant, quantity] of lines) await putLine(server, shopper, variant, quantity);
  const made = await order(server, shopper);
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  const paid = await call(server, 'POST', `/api/clients/me/orders/${id}/payment`, { token: shopper.token });
  expect(paid.json().status, paid.body).toBe('PAID');
  if (daysAgo !== null) {
    const at = new Date(Date.now() - daysAgo * DAY);
    await server.db.update(orders).set({ shippedAt: new Date(at.getTime() - DAY), deliveredAt: at }).where(eq(orders.id, id));
  }
  return made.json() as { id: number; total_amount_ttc: number; shipping_fee_ttc: number };
}

const createReturn = (shopper: { token: string }, orderId: number, lines: unknown[], key: string = randomUUID(), locale = 'fr') =>
  call(server, 'POST', `/api/clients/me/orders/${orderId}/returns`, { token: shopper.token, headers: { 'idempotency-key': key, 'x-lc-locale': locale }, payload: { lines, refund_to: 'PAYMENT_METHOD' } });
const receive = (labelId: number, token = TEST_ADMIN_TOKEN) => call(server, 'POST', `/api/admin/return-labels/${labelId}/received`, { token });
const sandboxRefunds = (chargeId: string) => server.db.select().from(sandboxPaymentMethods).where(like(sandboxPaymentMethods.behaviour, `refunded:${chargeId}:%`));
const chargeOf = async (orderId: number) => (await server.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED'))))[0]!.externalId!;

describe('GET /api/clients/me/orders/{orderId}/return', () => {
  it('gives what is left to send back, the deadline 14 days after delivery, in the asked language', async () => {
    const shopper = await newShopper(server);
    const tee = shop.boyTee.variants['4 ans']!;
    const made = await deliveredOrder(shopper, [[tee, 2], [shop.boyCap.variants.TU!, 1]], 0);
    const res = await call(server, 'GET', `/api/clients/me/orders/${made.id}/return`, { token: shopper.token, headers: { 'x-lc-locale': 'de' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      order_id: made.id,
      can_return: true,
      lines: [
        { position: 0, product_id: shop.boyTee.id, name: 'T-shirt marin (de)', size: '4 ans', unit_price: 29.9, quantity: 2, returnable_quantity: 2 },
        { position: 1, product_id: shop.boyCap.id, name: 'Casquette (de)', size: 'TU', quantity: 1, returnable_quantity: 1 },
      ],
      returns: [],
    });
    const deadline = new Date(body.withdrawal_deadline);
    const days = (deadline.getTime() - new Date(body.delivered_at).getTime()) / DAY;
    expect(days).toBeGreaterThan(14);
    expect(days).toBeLessThan(15);
    // The end of a day in Paris: 22:59:59.999 or 21:59:59.999 UTC.
    expect(deadline.toISOString()).toMatch(/T2[12]:59:59\.999Z$/);
    // The order itself tells its delivery and deadline too.
    const got = await call(server, 'GET', `/api/clients/me/orders/${made.id}`, { token: shopper.token });
    expect(got.json()).toMatchObject({ delivered_at: body.delivered_at, withdrawal_deadline: body.withdrawal_deadline, shipped_at: expect.any(String) });
  });

  it('answers 404 for another client’s order and 401 without a token', async () => {
    const shopper = await newShopper(server);
    const made = await deliveredOrder(shopper, [[shop.boyCap.variants.TU!, 1]]);
    const other = await newClient(server);
    expectProblem(await call(server, 'GET', `/api/clients/me/orders/${made.id}/return`, { token: other.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', `/api/clients/me/orders/${made.id}/return`), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/clients/me/orders/{orderId}/returns', () => {
  it('sends pieces back with a free label and mails it in the client’s language; the same key gives the same return', async () => {
    const shopper = await newShopper(server);
    await server.db.update(clients).set({ locale: 'nl' }).where(eq(clients.id, shopper.id));
    const made = await deliveredOrder(shopper, [[shop.boyTee.variants['4 ans']!, 2], [shop.boyCap.variants.TU!, 1]]);
    const key = randomUUID();
    const res = await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'TOO_SMALL', comment: '  Un peu juste  ' }], key);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      order_id: made.id,
      status: 'AWAITING_PARCEL',
      lines: [{ position: 0, name: 'T-shirt marin', size: '4 ans', quantity: 1, reason: 'TOO_SMALL', unit_price: 29.9 }],
      refund_amount: 29.9,
      refund_shipping_fee: 0,
      refund_to: 'PAYMENT_METHOD',
      label: { kind: 'ORDER', order_id: made.id, return_id: created.id, request_id: null, carrier: 'Colissimo', mode: 'POST_OFFICE', relay_point: null, status: 'CREATED', received_at: null },
      received_at: null,
      refunded_at: null,
    });
    expect(created.label.barcode).toMatch(/^LC\d{11}$/);
    expect(luhnDigit(created.label.barcode.slice(2, 12))).toBe(created.label.barcode.slice(12));
    const [mail] = await mailsTo(server, shopper.email);
    expect(mail!.subject).toBe(`Je retourlabel voor bestelling nr. ${made.id}`);
    expect(mail!.text).toContain('/nl/infos/return-labels');

    const again = await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'TOO_SMALL' }], key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created);
    const options = await call(server, 'GET', `/api/clients/me/orders/${made.id}/return`, { token: shopper.token });
    expect(options.json().lines.map((l: { returnable_quantity: number }) => l.returnable_quantity)).toEqual([1, 1]);
    expect(options.json().returns).toEqual([created]);
  });

  it('makes one return when the same key comes twice at once', async () => {
    const shopper = await newShopper(server);
    const made = await deliveredOrder(shopper, [[shop.boyCap.variants.TU!, 1]]);
    const key = randomUUID();
    const [a, b] = await Promise.all([createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'OTHER' }], key), createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'OTHER' }], key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await server.db.$count(shopReturns, eq(shopReturns.orderId, made.id))).toBe(1);
  });

  it('never sends back more than was bought when two returns race', async () => {
    const shopper = await newShopper(server);
    const made = await deliveredOrder(shopper, [[shop.boyTee.variants['4 ans']!, 2]]);
    const both = await Promise.all([createReturn(shopper, made.id, [{ position: 0, quantity: 2, reason: 'TOO_BIG' }]), createReturn(shopper, made.id, [{ position: 0, quantity: 2, reason: 'TOO_BIG' }])]);
    const statuses = both.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    expectInvalid(both.find((r) => r.statusCode === 400)!, 'lines[0].quantity');
    expect(await server.db.$count(shopReturns, eq(shopReturns.orderId, made.id))).toBe(1);
  });

  it('refuses an order not delivered, a period over, too many units, a line twice, an unknown line', async () => {
    const shopper = await newShopper(server);
    const tee = shop.boyTee.variants['4 ans']!;
    const notDelivered = await deliveredOrder(shopper, [[tee, 1]], null);
    expectProblem(await createReturn(shopper, notDelivered.id, [{ position: 0, quantity: 1, reason: 'OTHER' }]), 409, 'ORDER_NOT_DELIVERED');
    const old = await deliveredOrder(shopper, [[tee, 1]], 16);
    expectProblem(await createReturn(shopper, old.id, [{ position: 0, quantity: 1, reason: 'OTHER' }]), 409, 'WITHDRAWAL_PERIOD_OVER');
    expect((await call(server, 'GET', `/api/clients/me/orders/${old.id}/return`, { token: shopper.token })).json()).toMatchObject({ can_return: false, lines: [{ returnable_quantity: 0 }] });

    const made = await deliveredOrder(shopper, [[tee, 2], [shop.boyCap.variants.TU!, 1]]);
    expectInvalid(await createReturn(shopper, made.id, [{ position: 0, quantity: 3, reason: 'OTHER' }]), 'lines[0].quantity');
    expectInvalid(await createReturn(shopper, made.id, [{ position: 1, quantity: 1, reason: 'OTHER' }, { position: 1, quantity: 1, reason: 'QUALITY' }]), 'lines[1].position');
    expectInvalid(await createReturn(shopper, made.id, [{ position: 7, quantity: 1, reason: 'OTHER' }]), 'lines[0].position');
    expectInvalid(await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'SMELLS' }]), 'lines.0.reason');
    expectInvalid(await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'OTHER', comment: 'x'.repeat(301) }]), 'lines.0.comment');
    expectInvalid(await createReturn(shopper, made.id, []), 'lines');
    expect(await server.db.$count(shopReturns, eq(shopReturns.orderId, made.id))).toBe(0);

    const other = await newClient(server);
    expectProblem(await createReturn(other, made.id, [{ position: 0, quantity: 1, reason: 'OTHER' }]), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', `/api/clients/me/orders/${made.id}/returns`, { headers: { 'idempotency-key': randomUUID() }, payload: { lines: [{ position: 0, quantity: 1, reason: 'OTHER' }], refund_to: 'PAYMENT_METHOD' } }), 401, 'UNAUTHORIZED');
  });

  it('refunds the shipping fee with the return that brings the last unit back, so a full withdrawal refunds the total', async () => {
    const shopper = await newShopper(server);
    // 29.90 € of pieces: under the free shipping threshold, the order pays 4.90 € of shipping.
    const made = await deliveredOrder(shopper, [[shop.boyCap.variants.TU!, 1]]);
    expect(made.shipping_fee_ttc).toBeGreaterThan(0);
    const res = await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'CHANGED_MIND' }]);
    expect(res.json()).toMatchObject({ refund_amount: made.total_amount_ttc, refund_shipping_fee: made.shipping_fee_ttc });

    const two = await deliveredOrder(shopper, [[shop.boyTee.variants['4 ans']!, 1], [shop.boyCap.variants.TU!, 1]]);
    const first = await createReturn(shopper, two.id, [{ position: 0, quantity: 1, reason: 'OTHER' }]);
    const second = await createReturn(shopper, two.id, [{ position: 1, quantity: 1, reason: 'OTHER' }]);
    expect(first.json()).toMatchObject({ refund_amount: 29.9, refund_shipping_fee: 0 });
    expect(second.json()).toMatchObject({ refund_amount: Math.round((two.total_amount_ttc - 29.9) * 100) / 100, refund_shipping_fee: two.shipping_fee_ttc });
  });
});

describe('POST /api/admin/return-labels/{labelId}/received', () => {
  it('puts the units back, refunds through the gateway once and mails the refund; twice does nothing more', async () => {
    const shopper = await newShopper(server);
    const tee = shop.boyTee.variants['4 ans']!;
    const made = await deliveredOrder(shopper, [[tee, 2]]);
    const stock = await stockOf(server, tee);
    const created = (await createReturn(shopper, made.id, [{ position: 0, quantity: 2, reason: 'TOO_SMALL' }])).json();

    expectProblem(await receive(created.label.id, shopper.token), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'POST', `/api/admin/return-labels/${created.label.id}/received`), 401, 'UNAUTHORIZED');
    expectProblem(await receive(2_000_000_000), 404, 'NOT_FOUND');

    const [first, second] = await Promise.all([receive(created.label.id), receive(created.label.id)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json()).toMatchObject({ id: created.label.id, status: 'RECEIVED', received_at: expect.any(String) });
    expect(await stockOf(server, tee)).toBe(stock + 2);
    const refunds = await sandboxRefunds(await chargeOf(made.id));
    expect(refunds).toHaveLength(1);
    // Both tees: every unit back, the shipping fee too (59.80 € is under the free shipping threshold).
    expect(refunds[0]!.behaviour).toMatch(new RegExp(`:${Math.round(made.total_amount_ttc * 100)}$`));

    const after = (await call(server, 'GET', `/api/clients/me/orders/${made.id}/return`, { token: shopper.token })).json();
    expect(after.returns[0]).toMatchObject({ status: 'REFUNDED', received_at: expect.any(String), refunded_at: expect.any(String), label: { status: 'RECEIVED' } });
    const mails = await mailsTo(server, shopper.email);
    expect(mails.filter((m) => m.subject.startsWith('Nous avons bien reçu votre retour'))).toHaveLength(1);
    expect(mails[0]!.text).toContain(new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(made.total_amount_ttc));

    expect((await receive(created.label.id)).json()).toMatchObject({ status: 'RECEIVED' });
    expect(await sandboxRefunds(await chargeOf(made.id))).toHaveLength(1);
    expect(await stockOf(server, tee)).toBe(stock + 2);
  });

  it('keeps a refused refund REFUND_FAILED and asks again a day later from the clock', async () => {
    const shopper = await newShopper(server);
    const made = await deliveredOrder(shopper, [[shop.boyCap.variants.TU!, 1]]);
    const created = (await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'QUALITY' }])).json();
    const charge = await chargeOf(made.id);
    // The gateway no longer knows the charge: it refuses the refund.
    const [row] = await server.db.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, charge)).returning();
    expect((await receive(created.label.id)).statusCode).toBe(200);
    const [failed] = await server.db.select().from(shopReturns).where(eq(shopReturns.id, created.id));
    expect(failed).toMatchObject({ status: 'REFUND_FAILED', refundAttempts: 1, refundFailure: 'resource_missing' });

    await server.db.insert(sandboxPaymentMethods).values(row!);
    const sameDay = await call(server, 'POST', '/api/admin/trunk-clock', { token: TEST_ADMIN_TOKEN });
    expect(sameDay.json().refunds_retried).toBe(0);
    await server.db.update(shopReturns).set({ lastRefundAttemptAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(shopReturns.id, created.id));
    const nextDay = await call(server, 'POST', '/api/admin/trunk-clock', { token: TEST_ADMIN_TOKEN });
    expect(nextDay.json().refunds_retried).toBeGreaterThanOrEqual(1);
    const [refunded] = await server.db.select().from(shopReturns).where(eq(shopReturns.id, created.id));
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundFailure: null });
    expect(await sandboxRefunds(charge)).toHaveLength(1);
  });
});

describe('the trunk clock as the shop’s carrier and warehouse', () => {
  it('ships a paid order the day after, delivers it the optimistic delay later, scans its return label 3 days after', async () => {
    const shopper = await newShopper(server);
    const made = await deliveredOrder(shopper, [[shop.boyCap.variants.TU!, 1]], null);
    const now = Date.now();
    await runClock(new Date(now));
    expect((await server.db.select().from(orders).where(eq(orders.id, made.id)))[0]!.shippedAt).toBeNull();
    expect((await runClock(new Date(now + DAY))).orders_shipped).toBeGreaterThanOrEqual(1);
    const [shipped] = await server.db.select().from(orders).where(eq(orders.id, made.id));
    expect(shipped!.shippedAt).not.toBeNull();
    expect(shipped!.deliveredAt).toBeNull();
    const run = await runClock(new Date(now + 10 * DAY));
    expect(run.orders_delivered).toBeGreaterThanOrEqual(1);
    const [delivered] = await server.db.select().from(orders).where(eq(orders.id, made.id));
    expect(delivered!.deliveredAt).not.toBeNull();

    await server.db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, made.id));
    const created = (await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'OTHER' }])).json();
    await runClock(new Date(now + 2 * DAY));
    expect((await server.db.select().from(returnLabels).where(eq(returnLabels.id, created.label.id)))[0]!.status).toBe('CREATED');
    const scanned = await runClock(new Date(now + 3 * DAY));
    expect(scanned.returns_received).toBeGreaterThanOrEqual(1);
    const [label] = await server.db.select().from(returnLabels).where(eq(returnLabels.id, created.label.id));
    expect(label!.status).toBe('RECEIVED');
    expect((await server.db.select().from(shopReturns).where(eq(shopReturns.id, created.id)))[0]!.status).toBe('REFUNDED');
  });
});

describe('GET and PUT /api/clients/me/return-mode', () => {
  const point = { id: 'FR-44-001', name: 'Tabac du Port', street: '1 quai de la Fosse', postcode: '44000', city: 'Nantes', country_code: 'FR' };
  const put = (token: string, payload: unknown) => call(server, 'PUT', '/api/clients/me/return-mode', { token, payload });

  it('is the post office by default, with the modes of the client’s country', async () => {
    const shopper = await newShopper(server);
    const res = await call(server, 'GET', '/api/clients/me/return-mode', { token: shopper.token, headers: { 'x-lc-locale': 'es' } });
    expect(res.json()).toEqual({ mode: 'POST_OFFICE', relay_point: null, carrier: 'Colissimo', country_code: 'FR', available_modes: ['POST_OFFICE', 'RELAY', 'HOME_PICKUP'] });
    expectProblem(await call(server, 'GET', '/api/clients/me/return-mode'), 401, 'UNAUTHORIZED');
  });

  it('takes a relay point of the client’s country for RELAY, and the next labels follow it', async () => {
    const shopper = await newShopper(server);
    expectInvalid(await put(shopper.token, { mode: 'RELAY' }), 'relay_point');
    expectInvalid(await put(shopper.token, { mode: 'RELAY', relay_point: { ...point, country_code: 'DE' } }), 'relay_point.country_code');
    expectInvalid(await put(shopper.token, { mode: 'POST_OFFICE', relay_point: point }), 'relay_point');
    expectInvalid(await put(shopper.token, { mode: 'PIGEON' }), 'mode');
    const res = await put(shopper.token, { mode: 'RELAY', relay_point: point });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'RELAY', relay_point: point, carrier: 'Colissimo' });
    expect((await call(server, 'GET', '/api/clients/me/return-mode', { token: shopper.token })).json()).toEqual(res.json());

    const made = await deliveredOrder(shopper, [[shop.boyCap.variants.TU!, 1]]);
    const created = (await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'OTHER' }])).json();
    expect(created.label).toMatchObject({ mode: 'RELAY', relay_point: point });
    expect((await put(shopper.token, { mode: 'HOME_PICKUP' })).json()).toMatchObject({ mode: 'HOME_PICKUP', relay_point: null });
  });

  it('refuses a mode the client’s country does not offer', async () => {
    const client = await newClient(server, { firstname: 'Giulia', lastname: 'Rossi', country: 'IT' });
    await addAddress(server, client.id, 'SHIPPING', 'IT');
    expect((await call(server, 'GET', '/api/clients/me/return-mode', { token: client.token })).json()).toEqual({
      mode: 'POST_OFFICE',
      relay_point: null,
      carrier: 'InPost',
      country_code: 'IT',
      available_modes: ['POST_OFFICE'],
    });
    expectInvalid(await put(client.token, { mode: 'HOME_PICKUP' }), 'mode');
    expectInvalid(await put(client.token, { mode: 'RELAY', relay_point: { ...point, country_code: 'FR' } }), 'mode');
  });
});

/** The text a PDF's page draws: its content streams, inflated. */
async function pageText(bytes: Uint8Array): Promise<{ pdf: PDFDocument; content: string; images: number }> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  let content = '';
  for (const ref of refs) {
    const stream = pdf.context.lookup(ref as PDFRef);
    if (stream instanceof PDFRawStream) content += inflateSync(Buffer.from(stream.contents)).toString('latin1');
  }
  const resources = page.node.Resources();
  const xobjects = resources?.lookup(PDFName.of('XObject'), PDFDict);
  const images = xobjects ? xobjects.keys().filter((key) => (pdf.context.lookup(xobjects.get(key)) as PDFRawStream).dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length : 0;
  return { pdf, content, images };
}
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('return labels', () => {
  it('lists the client’s labels newest first and gives each as an A6 PDF with its barcode', async () => {
    const shopper = await newShopper(server);
    const made = await deliveredOrder(shopper, [[shop.boyTee.variants['4 ans']!, 2]]);
    const first = (await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'OTHER' }])).json();
    const second = (await createReturn(shopper, made.id, [{ position: 0, quantity: 1, reason: 'OTHER' }])).json();
    const list = await call(server, 'GET', '/api/clients/me/return-labels', { token: shopper.token });
    expect(list.json()).toEqual([second.label, first.label]);
    expect(first.label.barcode).not.toBe(second.label.barcode);

    const res = await call(server, 'GET', `/api/clients/me/return-labels/${first.label.id}/pdf`, { token: shopper.token, headers: { 'x-lc-locale': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="little-closet-return-${first.label.barcode}.pdf"`);
    const { pdf, content, images } = await pageText(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([298, 420]);
    expect(images).toBe(1);
    expect(pdf.getSubject()).toBe(first.label.barcode);
    for (const text of [first.label.barcode, 'Rücksendeetikett', 'Colissimo', 'Retours', '14 rue des Ateliers', '59000 Lille', `Bestellung Nr. ${made.id}`, 'Camille Martin', '3 rue du Port']) {
      expect(content, text).toContain(hex(text));
    }
    const other = await newClient(server);
    expectProblem(await call(server, 'GET', `/api/clients/me/return-labels/${first.label.id}/pdf`, { token: other.token }), 404, 'NOT_FOUND');
    expect((await call(server, 'GET', '/api/clients/me/return-labels', { token: other.token })).json()).toEqual([]);
  });
});

describe('a trunk’s return', () => {
  /** A trunk of the client with two pieces at home, then paid: one kept, one to send back (what the trunk checkout does). */
  async function trunkWithReturn(client: Shopper, status: 'DELIVERED' | 'RETURN_PENDING' = 'RETURN_PENDING') {
    // A lastname and a birthdate of their own: two accounts with the same kid would be taken for duplicates.
    await server.db.update(clients).set({ lastname: `Martin-${randomBytes(4).toString('hex')}` }).where(eq(clients.id, client.id));
    const birthdate = `2021-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
    const { profileId, requestId } = await profileWithTrunk(server, client, { ...BOY, birthdate });
    const deadline = new Date(Date.now() + 5 * DAY);
    await server.db.update(requests).set({ statusDetailsCode: status, deliveredAt: new Date(Date.now() - 2 * DAY), returnDeadline: deadline }).where(eq(requests.id, requestId));
    const base = { requestId, lookIndex: 0, size: '4 ans', priceCents: 2990, names: { fr: 'T-shirt', de: 'T-Shirt', nl: 'T-shirt', es: 'Camiseta' } };
    const tee = shop.boyTee.variants['4 ans']!;
    await server.db.insert(trunkPieces).values([
      { ...base, position: 0, itemIndex: 0, productId: shop.boyTee.id, variantId: tee, status: status === 'DELIVERED' ? 'AT_HOME' : 'KEPT_PAID' },
      { ...base, position: 1, itemIndex: 1, productId: shop.boyTee.id, variantId: tee, status: status === 'DELIVERED' ? 'AT_HOME' : 'RETURN_PENDING' },
    ]);
    return { profileId, requestId, tee, deadline };
  }
  const label = (token: string | undefined, rid: number) => call(server, 'POST', `/api/clients/me/trunks/${rid}/return-label`, { ...(token ? { token } : {}) });

  it('makes the label once, lists the trunk in the returns, and takes the parcel back', async () => {
    const shopper = await newShopper(server);
    const { profileId, requestId, tee, deadline } = await trunkWithReturn(shopper);
    const stock = await stockOf(server, tee);
    const res = await label(shopper.token, requestId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'TRUNK', request_id: requestId, order_id: null, return_id: null, carrier: 'Colissimo', mode: 'POST_OFFICE', status: 'CREATED' });
    const [mail] = await mailsTo(server, shopper.email);
    expect(mail!.subject).toBe('Votre étiquette retour est prête');
    expect(mail!.text).toContain('la box de Noé');
    const again = await label(shopper.token, requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());

    const made = await deliveredOrder(shopper, [[shop.boyCap.variants.TU!, 1]]);
    const overview = await call(server, 'GET', '/api/clients/me/returns', { token: shopper.token });
    expect(overview.json()).toEqual({
      trunks: [{ request_id: requestId, profile_id: profileId, profile_firstname: 'Noé', status: 'RETURN_PENDING', return_deadline: deadline.toISOString(), deadline_extended: false, pieces_to_return: 1, label: res.json() }],
      orders: [{ order_id: made.id, delivered_at: expect.any(String), withdrawal_deadline: expect.any(String), returnable_quantity: 1, returns: [] }],
    });

    const pdf = await call(server, 'GET', `/api/clients/me/return-labels/${res.json().id}/pdf`, { token: shopper.token });
    expect((await pageText(pdf.rawPayload)).content).toContain(hex(`Box n° ${requestId}`));

    expect((await receive(res.json().id)).json()).toMatchObject({ status: 'RECEIVED' });
    expect((await server.db.select().from(requests).where(eq(requests.id, requestId)))[0]!.statusDetailsCode).toBe('RETURNED');
    const pieces = await server.db.select().from(trunkPieces).where(eq(trunkPieces.requestId, requestId));
    expect(pieces.map((p) => p.status).sort()).toEqual(['KEPT_PAID', 'RETURNED']);
    expect(await stockOf(server, tee)).toBe(stock + 1);
    expect((await mailsTo(server, shopper.email))[0]!.subject).toBe('Nous avons bien reçu votre colis retour');
    expectProblem(await label(shopper.token, requestId), 409, 'TRUNK_ALREADY_RETURNED');
    expect((await call(server, 'GET', '/api/clients/me/returns', { token: shopper.token })).json().trunks).toEqual([]);
  });

  it('makes one label when the client asks twice at once', async () => {
    const shopper = await newShopper(server);
    const { requestId } = await trunkWithReturn(shopper);
    const both = await Promise.all([label(shopper.token, requestId), label(shopper.token, requestId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json()).toEqual(both[1]!.json());
    expect(await server.db.$count(returnLabels, eq(returnLabels.requestId, requestId))).toBe(1);
    expect((await mailsTo(server, shopper.email)).filter((m) => m.subject === 'Votre étiquette retour est prête')).toHaveLength(1);
  });

  it('takes 20 label and return calls an hour from an account (each may mail a label)', async () => {
    const shopper = await newShopper(server);
    const { requestId } = await trunkWithReturn(shopper);
    for (let i = 0; i < 20; i++) expect((await label(shopper.token, requestId)).statusCode).toBeLessThan(300);
    const refused = expectProblem(await label(shopper.token, requestId), 429, 'TOO_MANY_ATTEMPTS');
    expect(refused.retry_after).toBeGreaterThan(0);
  });

  it('refuses a trunk with nothing to send back, another client’s trunk, and a call without a token', async () => {
    const shopper = await newShopper(server);
    const { requestId, profileId } = await trunkWithReturn(shopper, 'DELIVERED');
    expectProblem(await label(shopper.token, requestId), 409, 'NOTHING_TO_RETURN');
    const overview = await call(server, 'GET', '/api/clients/me/returns', { token: shopper.token, headers: { 'x-lc-locale': 'es' } });
    expect(overview.json().trunks).toEqual([expect.objectContaining({ request_id: requestId, profile_id: profileId, status: 'DELIVERED', pieces_to_return: null, label: null })]);
    const other = await newClient(server);
    expectProblem(await label(other.token, requestId), 404, 'NOT_FOUND');
    expectProblem(await label(undefined, requestId), 401, 'UNAUTHORIZED');
    expectInvalid(await label(shopper.token, 0), 'rid', 'No request id defined', 'path');
  });
});

describe('the demo data', () => {
  it('gives Camille a shop order delivered 3 days ago, to send back and be refunded through the sandbox', async () => {
    const parent = DEMO_ACCOUNTS.find((a) => a.email === 'parent@demo.littlecloset.test')!;
    const signedIn = await signIn(server, parent.email, parent.password);
    const token = signedIn.json().access_token as string;
    const overview = (await call(server, 'GET', '/api/clients/me/returns', { token })).json();
    expect(overview.orders).toHaveLength(1);
    const [demo] = overview.orders;
    expect(demo).toMatchObject({ returnable_quantity: 3, returns: [] });
    const sinceDelivery = (Date.now() - new Date(demo.delivered_at).getTime()) / DAY;
    expect(sinceDelivery).toBeGreaterThan(2.9);
    expect(sinceDelivery).toBeLessThan(3.1);
    const options = (await call(server, 'GET', `/api/clients/me/orders/${demo.order_id}/return`, { token })).json();
    expect(options).toMatchObject({ can_return: true, lines: [{ quantity: 2, size: '6 ans' }, { quantity: 1, size: '6 ans' }] });
    const created = await createReturn({ token }, demo.order_id, [{ position: 1, quantity: 1, reason: 'TOO_SMALL' }]);
    expect(created.statusCode, created.body).toBe(201);
    // Camille has no address book: the label is sent from where the order was delivered.
    const pdf = await call(server, 'GET', `/api/clients/me/return-labels/${created.json().label.id}/pdf`, { token });
    expect((await pageText(pdf.rawPayload)).content).toContain(hex('12 rue des Lilas'));
    expect((await receive(created.json().label.id)).statusCode).toBe(200);
    const after = (await call(server, 'GET', `/api/clients/me/orders/${demo.order_id}/return`, { token })).json();
    expect(after.returns[0]).toMatchObject({ status: 'REFUNDED', refund_amount: options.lines[1].unit_price });
  });
});
