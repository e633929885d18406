import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, cartLines, clients, discountRedemptions, orders, paymentMethods, payments, productVariants, sandboxPaymentMethods } from '../db/schema';
import { addDays, todayInFrance } from '../lib/birthdate';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { addCard, newCode, newGiftCard, newShopper, order, putLine, type Shopper } from '../testing/shop';
import { ORDER_HOLD_HOURS, releaseStaleOrders } from './orders';

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

const stockOf = async (variantId: number) => (await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
const ordersOf = (shopper: Shopper) => server.db.select().from(orders).where(eq(orders.clientId, shopper.id));
const cartOf = (shopper: Shopper) => server.db.select().from(cartLines).where(eq(cartLines.clientId, shopper.id));
const pay = (shopper: Shopper, id: number, payload?: unknown) =>
  call(server, 'POST', `/api/clients/me/orders/${id}/payment`, { token: shopper.token, ...(payload === undefined ? {} : { payload }) });
const getOrder = (shopper: Shopper, id: number, locale = 'fr') => call(server, 'GET', `/api/clients/me/orders/${id}`, { token: shopper.token, headers: { 'x-lc-locale': locale } });

describe('POST /api/clients/me/orders', () => {
  it('orders the cart: stock taken, addresses and names kept, cart emptied, the client ORDERED', async () => {
    const shopper = await newShopper(server);
    const tee = shop.boyTee.variants['4 ans']!;
    const cap = shop.boyCap.variants.TU!;
    const [teeStock, capStock] = [await stockOf(tee), await stockOf(cap)];
    await putLine(server, shopper, tee, 2);
    await putLine(server, shopper, cap, 1);
    const res = await order(server, shopper);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'PENDING_PAYMENT',
      paid_at: null,
      lines: [
        { product_id: shop.boyTee.id, variant_id: tee, size: '4 ans', quantity: 2, unit_price_ttc: 29.9, name: 'T-shirt marin', image: `/api/products/${shop.boyTee.id}/images/1` },
        { product_id: shop.boyCap.id, variant_id: cap, size: 'TU', quantity: 1, unit_price_ttc: 29.9, name: 'Casquette' },
      ],
      items_amount_ttc: 89.7,
      discount_amount_ttc: 0,
      discount_code: null,
      shipping_fee_ttc: 0,
      offer: { shipping_fee_offered: true },
      total_amount_ttc: 89.7,
      shipping_mode: 'HOME',
      carrier: 'Colissimo',
      relay_point: null,
      shipping_address: { firstname: 'Camille', lastname: 'Martin', street: '3 rue du Port', postcode: '44000', city: 'Nantes', country_code: 'FR' },
      billing_address: { firstname: 'Camille', lastname: 'Martin', city: 'Nantes' },
      payment_method_id: shopper.cardId,
      payment: null,
    });
    expect([await stockOf(tee), await stockOf(cap)]).toEqual([teeStock - 2, capStock - 1]);
    expect(await cartOf(shopper)).toEqual([]);
    expect((await server.db.select({ status: clients.shopStatus }).from(clients).where(eq(clients.id, shopper.id)))[0]!.status).toBe('ORDERED');
    // The order keeps the address as it was.
    await server.db.update(addresses).set({ city: 'Rezé' }).where(eq(addresses.id, shopper.shippingId));
    expect((await getOrder(shopper, res.json().id)).json().shipping_address.city).toBe('Nantes');
  });

  it('delivers to a relay point: its address, the carrier of the country and 3.90 €', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    const relay_point = { id: 'MR-4411', name: 'Tabac du Port', street: '1 quai de la Fosse', postcode: '44000', city: 'Nantes', country_code: 'FR' };
    const res = await order(server, shopper, { shipping_mode: 'RELAY', shipping_address_id: null, relay_point });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      relay_point,
      carrier: 'Colissimo',
      shipping_fee_ttc: 3.9,
      total_amount_ttc: 33.8,
      shipping_address: { firstname: 'Camille', lastname: 'Martin', street: '1 quai de la Fosse', street_complement: 'Tabac du Port', phone: '+33600000000' },
    });
  });

  it('uses a discount code, once per client for a coupon', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    const res = await order(server, shopper, { discount_code: ' bienvenue10 ' });
    expect(res.json()).toMatchObject({ discount_code: 'BIENVENUE10', discount_amount_ttc: 2.99, shipping_fee_ttc: 4.9, total_amount_ttc: 31.81 });
    const discount = (query = '') => call(server, 'GET', `/api/clients/me/discounts/BIENVENUE10${query}`, { token: shopper.token });
    expectProblem(await discount(), 409, 'COUPON_CODE_ALREADY_USED');
    expect((await discount(`?order_id=${res.json().id}`)).statusCode).toBe(200);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    expectProblem(await order(server, shopper, { discount_code: 'BIENVENUE10' }), 409, 'COUPON_CODE_ALREADY_USED');
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('checks completeness in the checkout’s order, each a 400 naming the field, and writes nothing', async () => {
    const shopper = await newShopper(server);
    const other = await newShopper(server);
    expectInvalid(await order(server, shopper), 'cart');
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    expectInvalid(await order(server, shopper, { billing_address_id: null, payment_method_id: null }), 'billing_address_id');
    expectInvalid(await order(server, shopper, { billing_address_id: other.billingId }), 'billing_address_id');
    expectInvalid(await order(server, shopper, { billing_address_id: shopper.shippingId }), 'billing_address_id');
    expectInvalid(await order(server, shopper, { payment_method_id: null }), 'payment_method_id');
    expectInvalid(await order(server, shopper, { payment_method_id: other.cardId }), 'payment_method_id');
    const yesterday = await addCard(server, shopper.id, 'succeed', addDays(todayInFrance(), -1));
    expectInvalid(await order(server, shopper, { payment_method_id: yesterday }), 'payment_method_id', 'payment_method_id has expired');
    const removed = await addCard(server, shopper.id);
    await server.db.update(paymentMethods).set({ deletedAt: new Date() }).where(eq(paymentMethods.id, removed));
    expectInvalid(await order(server, shopper, { payment_method_id: removed }), 'payment_method_id');
    await server.db.update(clients).set({ firstname: null }).where(eq(clients.id, shopper.id));
    expectInvalid(await order(server, shopper), 'firstname');
    await server.db.update(clients).set({ firstname: 'Camille', lastname: ' ' }).where(eq(clients.id, shopper.id));
    expectInvalid(await order(server, shopper), 'lastname');
    await server.db.update(clients).set({ lastname: 'Martin' }).where(eq(clients.id, shopper.id));
    expectInvalid(await order(server, shopper, { shipping_address_id: null }), 'shipping_address_id');
    expectInvalid(await order(server, shopper, { shipping_address_id: other.shippingId }), 'shipping_address_id');
    expectInvalid(await order(server, shopper, { shipping_mode: 'RELAY' }), 'relay_point');
    const rome = { id: 'X1', name: 'Edicola', street: 'Via Roma 1', postcode: '00100', city: 'Roma', country_code: 'IT' };
    expectInvalid(await order(server, shopper, { shipping_mode: 'RELAY', relay_point: rome }), 'relay_point');
    expectInvalid(await order(server, shopper, { shipping_mode: 'BIKE' }), 'shipping_mode');
    expectInvalid(await order(server, shopper, { gift_wrap: true }), 'gift_wrap');
    expectInvalid(await order(server, shopper, {}, 'short'), 'idempotency-key', undefined, 'header');
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it('takes no order whose buyer has not accepted the shop terms: a 400 naming terms_accepted, nothing written', async () => {
    const shopper = await newShopper(server);
    const cap = shop.boyCap.variants.TU!;
    await putLine(server, shopper, cap, 1);
    const stock = await stockOf(cap);
    expectInvalid(await order(server, shopper, { terms_accepted: undefined }), 'terms_accepted', 'terms_accepted must be true: the buyer accepts the shop terms before ordering');
    expectInvalid(await order(server, shopper, { terms_accepted: false }), 'terms_accepted', 'terms_accepted must be true: the buyer accepts the shop terms before ordering');
    expectInvalid(await order(server, shopper, { terms_accepted: 'yes' }), 'terms_accepted');
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await cartOf(shopper)).toHaveLength(1);
    expect(await stockOf(cap)).toBe(stock);
  });

  it('records with the order when its buyer accepted the shop terms', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    const before = Date.now();
    const res = await order(server, shopper);
    expect(res.statusCode, res.body).toBe(201);
    const accepted = Date.parse(res.json().terms_accepted_at);
    expect(accepted).toBeGreaterThanOrEqual(before - 1000);
    expect(accepted).toBeLessThanOrEqual(Date.now());
    const [row] = await ordersOf(shopper);
    expect(row!.termsAcceptedAt?.toISOString()).toBe(res.json().terms_accepted_at);
    expect((await getOrder(shopper, row!.id)).json().terms_accepted_at).toBe(res.json().terms_accepted_at);
  });

  it('names each line short of stock in a 409 NOT_ENOUGH_STOCK with its size, and writes nothing', async () => {
    const shopper = await newShopper(server);
    const card = await newCode(server, { kind: 'AMOUNT', amountCents: 1000, singleUse: true });
    const [cap, tee, soldOut] = [shop.boyCap.variants.TU!, shop.boyTee.variants['5 ans']!, shop.mixedSoldOut.variants['4 ans']!];
    await putLine(server, shopper, cap, 1);
    await putLine(server, shopper, tee, 2);
    await putLine(server, shopper, soldOut, 1);
    const [capStock, teeStock] = [await stockOf(cap), await stockOf(tee)];
    const problem = expectProblem(await order(server, shopper, { discount_code: card }), 409, 'NOT_ENOUGH_STOCK');
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: 'lines[1]', variant_id: tee }),
      expect.objectContaining({ field: 'lines[2]', variant_id: soldOut }),
    ]);
    expect([await stockOf(cap), await stockOf(tee), await stockOf(soldOut)]).toEqual([capStock, teeStock, 0]);
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await cartOf(shopper)).toHaveLength(3);
    expect(await server.db.select().from(discountRedemptions).where(eq(discountRedemptions.code, card))).toEqual([]);
  });

  it('gives the last unit to one of two clients ordering at once: the other gets NOT_ENOUGH_STOCK, stock never below 0', async () => {
    const scarf = shop.mixedScarf.variants.TU!;
    const [first, second] = [await newShopper(server), await newShopper(server)];
    await putLine(server, first, scarf, 1);
    await putLine(server, second, scarf, 1);
    const answers = await Promise.all([order(server, first), order(server, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const problem = expectProblem(answers.find((a) => a.statusCode === 409)!, 409, 'NOT_ENOUGH_STOCK');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'lines[0]', variant_id: scarf })]);
    expect(await stockOf(scarf)).toBe(0);
    expect((await ordersOf(first)).length + (await ordersOf(second)).length).toBe(1);
  });

  it('gives a single-use code to one of two clients using it at once: the other gets COUPON_CODE_ALREADY_USED', async () => {
    const card = await newCode(server, { kind: 'AMOUNT', amountCents: 2000, singleUse: true });
    const [first, second] = [await newShopper(server), await newShopper(server)];
    await putLine(server, first, shop.boyCap.variants.TU!, 1);
    await putLine(server, second, shop.boyCap.variants.TU!, 1);
    const answers = await Promise.all([order(server, first, { discount_code: card }), order(server, second, { discount_code: card })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expectProblem(answers.find((a) => a.statusCode === 409)!, 409, 'COUPON_CODE_ALREADY_USED');
    expect(answers.find((a) => a.statusCode === 201)!.json()).toMatchObject({ discount_code: card, discount_amount_ttc: 20 });
  });

  it('takes no gift card as a discount: GIFT_CARD_TO_WALLET, and nothing is written', async () => {
    const card = await newGiftCard(server, { amountCents: 5000 });
    const shopper = await newShopper(server);
    const cap = shop.boyCap.variants.TU!;
    await putLine(server, shopper, cap, 1);
    const stock = await stockOf(cap);
    expectProblem(await order(server, shopper, { discount_code: ` ${card.toLowerCase()}` }), 409, 'GIFT_CARD_TO_WALLET');
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await stockOf(cap)).toBe(stock);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it('makes one order per Idempotency-Key, even for two calls at once: the same key gives it back with 200', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    const key = randomUUID();
    const answers = await Promise.all([order(server, shopper, {}, key), order(server, shopper, {}, key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    const again = await order(server, shopper, {}, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(answers[0]!.json().id);
    expect(await ordersOf(shopper)).toHaveLength(1);
    // Another client with the same key makes an order of their own.
    const other = await newShopper(server);
    await putLine(server, other, shop.boyCap.variants.TU!, 1);
    expect((await order(server, other, {}, key)).statusCode).toBe(201);
  });
});

describe('GET /api/clients/me/orders', () => {
  it('lists the client’s orders newest first in the caller’s language; another client’s order is a 404', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    const older = (await order(server, shopper)).json().id;
    await putLine(server, shopper, shop.boyJeans.variants['5 ans']!, 1);
    const newer = (await order(server, shopper)).json().id;
    const list = await call(server, 'GET', '/api/clients/me/orders', { token: shopper.token, headers: { 'x-lc-locale': 'de' } });
    expect(list.json().orders.map((o: { id: number; lines: Array<{ name: string }> }) => [o.id, o.lines[0]!.name])).toEqual([
      [newer, 'Jean droit (de)'],
      [older, 'Casquette (de)'],
    ]);
    const other = await newShopper(server);
    expect((await call(server, 'GET', '/api/clients/me/orders', { token: other.token })).json()).toEqual({ orders: [] });
    expectProblem(await getOrder(other, older), 404, 'NOT_FOUND');
    expectProblem(await pay(other, older), 404, 'NOT_FOUND');
  });
});

describe('POST /api/clients/me/orders/{orderId}/payment', () => {
  async function placed(card: Parameters<typeof newShopper>[1] = 'succeed') {
    const shopper = await newShopper(server, card);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    return { shopper, id: (await order(server, shopper)).json().id as number };
  }

  it('pays the order with its method: PAID with its date; paying again is a 409 ORDER_ALREADY_PAID', async () => {
    const { shopper, id } = await placed();
    const res = await pay(shopper, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PAID', paid_at: expect.any(String), payment: { status: 'SUCCEEDED', redirect_url: null, decline_code: null, code: null, type: null } });
    expect(await server.db.select().from(payments).where(eq(payments.orderId, id))).toEqual([expect.objectContaining({ status: 'SUCCEEDED', amountCents: 3480 })]);
    expectProblem(await pay(shopper, id), 409, 'ORDER_ALREADY_PAID');
  });

  it('reports a declined card with its decline code; the units stay held and another method pays', async () => {
    const { shopper, id } = await placed('decline:insufficient_funds');
    const res = await pay(shopper, id);
    expect(res.json()).toMatchObject({ status: 'PAYMENT_FAILED', paid_at: null, payment: { status: 'FAILED', decline_code: 'insufficient_funds', code: 'card_declined', type: 'card_error' } });
    expect((await getOrder(shopper, id)).json()).toMatchObject({ status: 'PAYMENT_FAILED', payment: { decline_code: 'insufficient_funds' } });
    const other = await newShopper(server);
    expectInvalid(await pay(shopper, id, { payment_method_id: other.cardId }), 'payment_method_id');
    const good = await addCard(server, shopper.id);
    expect((await pay(shopper, id, { payment_method_id: good })).json()).toMatchObject({ status: 'PAID', payment_method_id: good, payment: { status: 'SUCCEEDED' } });
    expect(await server.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(2);
  });

  it('sends the payer to approve a payment that requires action, back to the payment page in their language; the order settles when read', async () => {
    const { shopper, id } = await placed('require_action');
    const res = await call(server, 'POST', `/api/clients/me/orders/${id}/payment`, { token: shopper.token, headers: { 'x-lc-locale': 'es' } });
    expect(res.json()).toMatchObject({ status: 'PAYMENT_REQUIRES_ACTION', payment: { status: 'REQUIRES_ACTION', redirect_url: expect.stringContaining('/es/sandbox/approve/') } });
    const [attempt] = await server.db.select().from(payments).where(eq(payments.orderId, id));
    const [approval] = await server.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, attempt!.externalId!));
    expect(approval!.returnUrl).toBe(`/es/shop/payment-successful?order_id=${id}`);
    expect((await getOrder(shopper, id)).json()).toMatchObject({ status: 'PAYMENT_REQUIRES_ACTION', payment: { redirect_url: expect.stringContaining('/sandbox/approve/') } });
    // The payer approves on the sandbox's page.
    await server.db.update(sandboxPaymentMethods).set({ behaviour: 'approved' }).where(eq(sandboxPaymentMethods.id, attempt!.externalId!));
    expect((await getOrder(shopper, id)).json()).toMatchObject({ status: 'PAID', payment: { status: 'SUCCEEDED', redirect_url: null } });
    expectProblem(await pay(shopper, id), 409, 'ORDER_ALREADY_PAID');
  });

  it(`cancels an unpaid order ${ORDER_HOLD_HOURS} hours after it was made: units back in stock, its single-use code usable again, no more payment`, async () => {
    const shopper = await newShopper(server, 'decline:card_declined');
    const scarf = shop.mixedScarf.variants.TU!;
    const card = await newCode(server, { kind: 'AMOUNT', amountCents: 500, singleUse: true });
    await putLine(server, shopper, scarf, 1);
    const { id } = (await order(server, shopper, { discount_code: card })).json();
    await pay(shopper, id);
    const paid = await newShopper(server);
    await putLine(server, paid, shop.boyCap.variants.TU!, 1);
    const paidId = (await order(server, paid)).json().id;
    await pay(paid, paidId);
    expect(await stockOf(scarf)).toBe(0);

    const made = (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!.createdAt.getTime();
    expect(await releaseStaleOrders(server.db, new Date(made + (ORDER_HOLD_HOURS - 1) * 3_600_000))).toBe(0);
    expect(await releaseStaleOrders(server.db, new Date(made + (ORDER_HOLD_HOURS + 1) * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await getOrder(shopper, id)).json().status).toBe('CANCELLED');
    expect((await getOrder(paid, paidId)).json().status).toBe('PAID');
    expect(await stockOf(scarf)).toBe(1);
    expect((await call(server, 'GET', `/api/clients/me/discounts/${card}`, { token: paid.token })).statusCode).toBe(200);
    expectProblem(await pay(shopper, id, { payment_method_id: await addCard(server, shopper.id) }), 409, 'ORDER_CANCELLED');
  });
});
