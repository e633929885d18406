import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, profiles } from '../db/schema';
import { addMonths, todayInFrance } from '../lib/birthdate';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { addAddress, newCode, newGiftCard, newShopper, putLine } from '../testing/shop';

let server: TestServer;
let shop: TestCatalogue['products'];
let looks: TestCatalogue['looks'];
beforeAll(async () => {
  server = await startTestServer();
  ({ products: shop, looks } = await insertTestCatalogue(server.db));
});
afterAll(async () => server?.close());

const getCart = async (client: TestClient) => (await call(server, 'GET', '/api/clients/me/cart', { token: client.token })).json();
const shopStatus = async (client: TestClient) => (await server.db.select({ status: clients.shopStatus }).from(clients).where(eq(clients.id, client.id)))[0]!.status;
const put = (client: TestClient, variantId: number, payload: unknown) => call(server, 'PUT', `/api/clients/me/cart/lines/${variantId}`, { token: client.token, payload });
const merge = (client: TestClient, lines: unknown[]) => call(server, 'POST', '/api/clients/me/cart/merge', { token: client.token, payload: { lines } });
const fees = (client: TestClient, query = '') => call(server, 'GET', `/api/clients/me/shipping_fees${query}`, { token: client.token });
const discount = (client: TestClient, code: string, query = '') => call(server, 'GET', `/api/clients/me/discounts/${encodeURIComponent(code)}${query}`, { token: client.token });

describe('the saved cart', () => {
  it('is empty for a new client, and needs a signed-in client', async () => {
    expect(await getCart(await newClient(server))).toEqual({ lines: [], count: 0, total_amount_ttc: 0 });
    expectProblem(await call(server, 'GET', '/api/clients/me/cart'), 401, 'UNAUTHORIZED');
  });

  it('puts a size in the cart at today’s price, changes its quantity and look, takes it out; shop_status follows', async () => {
    const client = await newClient(server);
    const tee = shop.boyTee.variants['4 ans']!;
    const cart = await putLine(server, client, tee, 2);
    expect(cart).toMatchObject({ count: 2, total_amount_ttc: 59.8 });
    expect(cart.lines).toEqual([
      expect.objectContaining({ variant_id: tee, size: '4 ans', look_id: null, quantity: 2, unit_price_ttc: 29.9, line_amount_ttc: 59.8, available_quantity: 5, is_available: true }),
    ]);
    expect(cart.lines[0].product).toMatchObject({ id: shop.boyTee.id, name: 'T-shirt marin' });
    expect(await shopStatus(client)).toBe('PROSPECT_WITH_CART');

    const changed = (await put(client, tee, { quantity: 3, look_id: looks.boy })).json();
    expect(changed.lines).toEqual([expect.objectContaining({ quantity: 3, look_id: looks.boy })]);
    // A change of quantity alone keeps the look.
    expect((await put(client, tee, { quantity: 1 })).json().lines[0]).toMatchObject({ quantity: 1, look_id: looks.boy });

    const emptied = await call(server, 'DELETE', `/api/clients/me/cart/lines/${tee}`, { token: client.token });
    expect(emptied.json()).toEqual({ lines: [], count: 0, total_amount_ttc: 0 });
    expect(await shopStatus(client)).toBe('PROSPECT');
  });

  it('keeps a size out of stock (or short) as unavailable: counted, not priced in the total', async () => {
    const client = await newClient(server);
    await putLine(server, client, shop.mixedSoldOut.variants['4 ans']!, 1);
    await putLine(server, client, shop.boyTee.variants['5 ans']!, 2);
    const cart = await putLine(server, client, shop.boyCap.variants.TU!, 1);
    expect(cart.lines.map((l: { available_quantity: number; is_available: boolean }) => [l.available_quantity, l.is_available])).toEqual([
      [0, false],
      [1, false],
      [4, true],
    ]);
    expect(cart).toMatchObject({ count: 4, total_amount_ttc: 29.9 });
  });

  it('refuses a quantity outside 1 to 10 naming it, and an unknown size (404)', async () => {
    const client = await newClient(server);
    const tee = shop.boyTee.variants['4 ans']!;
    for (const quantity of [0, 11, 1.5, '2']) expectInvalid(await put(client, tee, { quantity }), 'quantity');
    expectInvalid(await put(client, tee, {}), 'quantity');
    expectInvalid(await put(client, tee, { quantity: 1, colour: 'red' }), 'colour');
    expectProblem(await put(client, 2_000_000_000, { quantity: 1 }), 404, 'NOT_FOUND');
    expect(await getCart(client)).toMatchObject({ lines: [] });
  });

  it('is the client’s own: another client neither sees nor changes it', async () => {
    const owner = await newClient(server);
    const other = await newClient(server);
    const tee = shop.boyTee.variants['4 ans']!;
    await putLine(server, owner, tee, 2);
    expect(await getCart(other)).toMatchObject({ lines: [], count: 0 });
    await call(server, 'DELETE', `/api/clients/me/cart/lines/${tee}`, { token: other.token });
    await putLine(server, other, tee, 5);
    expect((await getCart(owner)).lines).toEqual([expect.objectContaining({ variant_id: tee, quantity: 2 })]);
  });
});

describe('POST /api/clients/me/cart/merge (at sign-in)', () => {
  it('adds the visitor’s lines: the same size gets the quantities added up to 10, unknown sizes and looks are dropped', async () => {
    const client = await newClient(server);
    const tee = shop.boyTee.variants['4 ans']!;
    const jeans = shop.boyJeans.variants['5 ans']!;
    await putLine(server, client, tee, 7);
    const res = await merge(client, [
      { variant_id: tee, quantity: 5 },
      { variant_id: jeans, quantity: 1, look_id: 2_000_000_000 },
      { variant_id: jeans, quantity: 1, look_id: looks.boy },
      { variant_id: 2_000_000_000, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((l: { variant_id: number; quantity: number; look_id: number | null }) => [l.variant_id, l.quantity, l.look_id])).toEqual([
      [tee, 10, null],
      [jeans, 2, looks.boy],
    ]);
    expect(res.json().count).toBe(12);
  });

  it('keeps the order in which the visitor added the lines, oldest first', async () => {
    const client = await newClient(server);
    const jeans = shop.boyJeans.variants['5 ans']!;
    const tee = shop.boyTee.variants['4 ans']!;
    const [first, second] = jeans > tee ? [jeans, tee] : [tee, jeans];
    const res = await merge(client, [
      { variant_id: first, quantity: 1 },
      { variant_id: second, quantity: 1 },
    ]);
    expect(res.json().lines.map((line: { variant_id: number }) => line.variant_id)).toEqual([first, second]);
  });

  it('makes a PROSPECT a PROSPECT_WITH_CART when the cart holds something; a client who ordered stays ORDERED', async () => {
    const prospect = await newClient(server);
    await merge(prospect, []);
    expect(await shopStatus(prospect)).toBe('PROSPECT');
    await merge(prospect, [{ variant_id: shop.boyCap.variants.TU!, quantity: 1 }]);
    expect(await shopStatus(prospect)).toBe('PROSPECT_WITH_CART');
    const customer = await newClient(server, { shopStatus: 'ORDERED' });
    await merge(customer, [{ variant_id: shop.boyCap.variants.TU!, quantity: 1 }]);
    expect(await shopStatus(customer)).toBe('ORDERED');
  });

  it('refuses lines without a size or a quantity, naming the field', async () => {
    const client = await newClient(server);
    expectInvalid(await merge(client, [{ quantity: 1 }]), 'lines.0.variant_id');
    expectInvalid(await merge(client, [{ variant_id: 1, quantity: 0 }]), 'lines.0.quantity');
    expectInvalid(await call(server, 'POST', '/api/clients/me/cart/merge', { token: client.token, payload: {} }), 'lines');
  });
});

describe('POST /api/shop/cart-quote (visitors)', () => {
  it('prices the local lines in the visitor’s language, one line per size, unknown sizes dropped', async () => {
    const tee = shop.boyTee.variants['4 ans']!;
    const res = await call(server, 'POST', '/api/shop/cart-quote', {
      headers: { 'x-lc-locale': 'es' },
      payload: { lines: [{ variant_id: tee, quantity: 1 }, { variant_id: 2_000_000_000, quantity: 3 }, { variant_id: tee, quantity: 2, look_id: looks.boy }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 3, total_amount_ttc: 89.7, lines: [{ variant_id: tee, quantity: 3, look_id: looks.boy, product: { name: 'T-shirt marin (es)' } }] });
    expectInvalid(await call(server, 'POST', '/api/shop/cart-quote', { payload: { lines: [{ variant_id: tee, quantity: 11 }] } }), 'lines.0.quantity');
  });
});

describe('GET /api/clients/me/shipping_fees', () => {
  it('charges 4.90 € home in France, 6.90 € home abroad, 3.90 € to a relay point', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    expect((await fees(shopper)).json()).toEqual({ total_amount_ttc: 34.8, shipping_fee_ttc: 4.9, items_amount_ttc: 29.9, discount_amount_ttc: 0, offer: { shipping_fee_offered: false } });
    const berlin = await addAddress(server, shopper.id, 'SHIPPING', 'DE');
    expect((await fees(shopper, `?shipping_address_id=${berlin}`)).json()).toMatchObject({ shipping_fee_ttc: 6.9, total_amount_ttc: 36.8 });
    expect((await fees(shopper, '?shipping_mode=RELAY')).json()).toMatchObject({ shipping_fee_ttc: 3.9, total_amount_ttc: 33.8 });
  });

  it('follows the default shipping address, else the client’s country', async () => {
    const client = await newClient(server, { country: 'BE' });
    await putLine(server, client, shop.boyCap.variants.TU!, 1);
    expect((await fees(client)).json()).toMatchObject({ shipping_fee_ttc: 6.9 });
    const paris = await addAddress(server, client.id, 'SHIPPING', 'FR');
    await server.db.update(clients).set({ defaultShippingAddressId: paris }).where(eq(clients.id, client.id));
    expect((await fees(client)).json()).toMatchObject({ shipping_fee_ttc: 4.9 });
  });

  it('offers shipping from 60 € of items after the discount, and with a free-shipping code', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyTee.variants['4 ans']!, 2);
    expect((await fees(shopper)).json()).toEqual({ total_amount_ttc: 64.7, shipping_fee_ttc: 4.9, items_amount_ttc: 59.8, discount_amount_ttc: 0, offer: { shipping_fee_offered: false } });
    await putLine(server, shopper, shop.boyTee.variants['4 ans']!, 3);
    expect((await fees(shopper)).json()).toEqual({ total_amount_ttc: 89.7, shipping_fee_ttc: 0, items_amount_ttc: 89.7, discount_amount_ttc: 0, offer: { shipping_fee_offered: true } });
    // 10 % off 89.70 € leaves 80.73 €: still free.
    expect((await fees(shopper, '?discount_code=bienvenue10')).json()).toMatchObject({ discount_amount_ttc: 8.97, shipping_fee_ttc: 0, total_amount_ttc: 80.73 });
    // 35 € off leaves 54.70 €: shipping is charged again.
    const big = await newCode(server, { kind: 'AMOUNT', amountCents: 3500 });
    expect((await fees(shopper, `?discount_code=${big}`)).json()).toMatchObject({ discount_amount_ttc: 35, shipping_fee_ttc: 4.9, total_amount_ttc: 59.6, offer: { shipping_fee_offered: false } });
    await putLine(server, shopper, shop.boyTee.variants['4 ans']!, 1);
    expect((await fees(shopper, '?discount_code=%20LivraisonOfferte%20')).json()).toMatchObject({ shipping_fee_ttc: 0, total_amount_ttc: 29.9, offer: { shipping_fee_offered: true } });
  });

  it('never takes the items below 0, and refuses another client’s address, a bad mode or an unusable code', async () => {
    const shopper = await newShopper(server);
    await putLine(server, shopper, shop.boyCap.variants.TU!, 1);
    const fifty = await newCode(server, { kind: 'AMOUNT', amountCents: 5000 });
    expect((await fees(shopper, `?discount_code=${fifty}`)).json()).toMatchObject({ items_amount_ttc: 29.9, discount_amount_ttc: 29.9, shipping_fee_ttc: 4.9, total_amount_ttc: 4.9 });
    // A gift card is no discount: it goes to the wallet.
    expectProblem(await fees(shopper, '?discount_code=CADEAU-50-DEMO'), 409, 'GIFT_CARD_TO_WALLET');
    const other = await newShopper(server);
    expectProblem(await fees(shopper, `?shipping_address_id=${other.shippingId}`), 404, 'NOT_FOUND');
    expectProblem(await fees(shopper, `?shipping_address_id=${shopper.billingId}`), 404, 'NOT_FOUND');
    expectInvalid(await fees(shopper, '?shipping_mode=DRONE'), 'shipping_mode', undefined, 'query');
    expectProblem(await fees(shopper, '?discount_code=ETE2024'), 409, 'COUPON_CODE_EXPIRED');
  });
});

describe('GET /api/clients/me/discounts/{code}', () => {
  it('gives each kind of code, trimmed and whatever the case', async () => {
    const client = await newClient(server);
    expect((await discount(client, ' bienvenue10 ')).json()).toEqual({ code: 'BIENVENUE10', kind: 'PERCENT', percent: 10, amount_ttc: null, free_shipping: false });
    expect((await discount(client, 'merci15')).json()).toEqual({ code: 'MERCI15', kind: 'AMOUNT', percent: null, amount_ttc: 15, free_shipping: false });
    expect((await discount(client, 'LIVRAISONOFFERTE')).json()).toMatchObject({ kind: 'FREE_SHIPPING', free_shipping: true });
  });

  it('sends a gift card’s code, trimmed and whatever the case, to the wallet', async () => {
    const client = await newClient(server);
    expectProblem(await discount(client, ' cadeau-50-demo '), 409, 'GIFT_CARD_TO_WALLET');
    const card = await newGiftCard(server);
    expectProblem(await discount(client, card.toLowerCase()), 409, 'GIFT_CARD_TO_WALLET');
  });

  it('answers an unknown code with 404 DISCOUNT_NOT_FOUND', async () => {
    expectProblem(await discount(await newClient(server), 'NOPE-2026'), 404, 'DISCOUNT_NOT_FOUND');
  });

  it('says when a coupon or a gift card has expired, and when a gift card was already used by anyone', async () => {
    const client = await newClient(server);
    expectProblem(await discount(client, 'ete2024'), 409, 'COUPON_CODE_EXPIRED');
    const card = await newGiftCard(server, { expiresAt: new Date(Date.now() - 1000) });
    expectProblem(await discount(client, card), 409, 'GIFT_CARD_EXPIRED');
    const used = await newGiftCard(server, { redeemedByClientId: client.id, redeemedAt: new Date() });
    expectProblem(await discount(client, used), 409, 'GIFT_CARD_ALREADY_USED');
    // The old gift card code a past order used stays used.
    expectProblem(await discount(client, 'CADEAU-30-UTILISE'), 409, 'GIFT_CARD_ALREADY_USED');
  });

  it('gives the birthday offer only to a client with a kid born this month', async () => {
    const client = await newClient(server);
    const problem = expectProblem(await discount(client, 'JOYEUXANNIV'), 409, 'DISCOUNT_NOT_ELIGIBLE');
    expect(problem.detail).toBe('No eligible kid for birthday offer');
    const base = { clientId: client.id, gender: 'GIRL', profileType: 'KID', subscriptionStatus: 'PROSPECT_WITH_KID', colorIndex: 0 };
    await server.db.insert(profiles).values({ ...base, firstname: 'Lou', birthdate: addMonths(todayInFrance(), -13) });
    expect((await discount(client, 'JOYEUXANNIV')).statusCode).toBe(409);
    await server.db.insert(profiles).values({ ...base, firstname: 'Zoé', birthdate: addMonths(todayInFrance(), -36) });
    expect((await discount(client, 'JOYEUXANNIV')).json()).toMatchObject({ kind: 'BIRTHDAY', amount_ttc: 10 });
  });

  it('asks for loyalty points: a client without any is told the first minimum', async () => {
    const client = await newClient(server);
    for (const code of ['FIDELITE200', 'FIDELITE600']) {
      expect(expectProblem(await discount(client, code), 409, 'DISCOUNT_NOT_ELIGIBLE').detail).toBe('Not enough loyalty points. Minimum: 200.00');
    }
  });

  it('looks at one of the client’s own orders only', async () => {
    expectProblem(await discount(await newClient(server), 'BIENVENUE10', '?order_id=2000000000'), 404, 'NOT_FOUND');
  });
});
