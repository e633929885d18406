import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, ledgerMovements } from '../db/schema';
import { move } from '../ledger';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** Points given to the client as customer service would (one ADJUSTMENT movement each). */
async function givePoints(client: TestClient, ...amounts: number[]) {
  for (const amount of amounts) {
    await server.db.transaction((tx) => move(tx, { clientId: client.id, account: 'POINTS', amount, reason: 'ADJUSTMENT', key: `test:${randomUUID()}`, note: 'test' }));
  }
}

const loyalty = (client: TestClient, locale = 'fr') => call(server, 'GET', '/api/clients/me/loyalty', { token: client.token, headers: { 'x-lc-locale': locale } });
const history = (client: TestClient, query = '') => call(server, 'GET', `/api/clients/me/loyalty_points${query}`, { token: client.token });
const convert = (client: TestClient, points: unknown, key: string = randomUUID()) =>
  call(server, 'POST', '/api/clients/me/loyalty/coupons', { token: client.token, headers: { 'idempotency-key': key }, payload: { points } });
const coupons = (client: TestClient) => call(server, 'GET', '/api/clients/me/coupon-codes', { token: client.token });
const discount = (client: TestClient, code: string) => call(server, 'GET', `/api/clients/me/discounts/${code}`, { token: client.token });
const pointsOf = async (client: TestClient) => (await loyalty(client)).json().points as number;

describe('GET /api/clients/me/loyalty', () => {
  it('gives a new client 0 points, both offers out of reach, no codes', async () => {
    const client = await newClient(server);
    const res = await loyalty(client);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      points: 0,
      points_expire_at: null,
      points_validity_months: 12,
      offers: [
        { points: 200, amount: 10, available: false },
        { points: 600, amount: 40, available: false },
      ],
      active_codes: [],
      euros_per_point: 1,
      code_validity_months: 6,
    });
  });

  it('shows the balance and the offers it reaches, in any locale', async () => {
    const client = await newClient(server);
    await givePoints(client, 250, 70);
    const res = await loyalty(client, 'de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ points: 320, offers: [{ points: 200, available: true }, { points: 600, available: false }] });
  });

  it('shows customer service’s adjustment at once, in the points and the history', async () => {
    const client = await newClient(server);
    const res = await call(server, 'POST', `/api/admin/clients/${client.id}/ledger_adjustments`, {
      token: TEST_ADMIN_TOKEN,
      payload: { account: 'POINTS', amount: 600, note: 'Geste commercial', key: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await loyalty(client)).json()).toMatchObject({ points: 600, offers: [{ available: true }, { available: true }] });
    expect((await history(client)).json().items).toEqual([expect.objectContaining({ points: 600, reason: 'ADJUSTMENT', source: { type: null, id: null, name: 'Geste commercial' } })]);
  });

  it('refuses a client’s token on customer service’s adjustment (403)', async () => {
    const client = await newClient(server);
    const res = await call(server, 'POST', `/api/admin/clients/${client.id}/ledger_adjustments`, { token: client.token, payload: { account: 'POINTS', amount: 600, note: 'x', key: randomUUID() } });
    expectProblem(res, 403, 'FORBIDDEN');
    expect(await pointsOf(client)).toBe(0);
  });

  it('is refused without a token', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me/loyalty'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/clients/me/loyalty_points', () => {
  it('pages the history newest first, 30 a page by default', async () => {
    const client = await newClient(server);
    await givePoints(client, ...Array.from({ length: 32 }, (_, i) => i + 1));
    const first = await history(client);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page_size: 30, currentPage: 1, pages: 2, total: 32 });
    expect(body.items).toHaveLength(30);
    expect(body.items[0]).toEqual({ id: expect.any(Number), created_at: expect.any(String), points: 32, reason: 'ADJUSTMENT', source: { type: null, id: null, name: 'test' } });
    const second = (await history(client, '?page=2')).json();
    expect(second).toMatchObject({ currentPage: 2, pages: 2, total: 32 });
    expect(second.items.map((item: { points: number }) => item.points)).toEqual([2, 1]);
    expect((await history(client, '?page=3&page_size=20')).json()).toMatchObject({ items: [], page_size: 20, currentPage: 3, pages: 2, total: 32 });
  });

  it('shows a conversion with its code, and another client sees none of it', async () => {
    const client = await newClient(server);
    await givePoints(client, 200);
    const code = (await convert(client, 200)).json().code;
    const items = (await history(client)).json().items;
    expect(items[0]).toMatchObject({ points: -200, reason: 'POINTS_CONVERTED', source: { type: 'COUPON', id: null, name: code } });
    const other = await newClient(server);
    expect((await history(other)).json()).toEqual({ items: [], page_size: 30, currentPage: 1, pages: 1, total: 0 });
  });

  it('refuses page_size 0 and 101 and page 0, naming them', async () => {
    const client = await newClient(server);
    expectInvalid(await history(client, '?page_size=0'), 'page_size', undefined, 'query');
    expectInvalid(await history(client, '?page_size=101'), 'page_size', undefined, 'query');
    expectInvalid(await history(client, '?page=0'), 'page', undefined, 'query');
  });

  it('is refused without a token', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me/loyalty_points'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/clients/me/loyalty/coupons', () => {
  it('turns 200 points into a 10 € code valid 6 months, listed and accepted by getDiscount', async () => {
    const client = await newClient(server);
    await givePoints(client, 320);
    const res = await convert(client, 200);
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json();
    expect(coupon).toEqual({
      code: expect.stringMatching(/^CLUB-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/),
      kind: 'LOYALTY',
      amount: 10,
      percent: null,
      free_shipping: false,
      origin: 'LOYALTY',
      expires_at: expect.any(String),
      created_at: expect.any(String),
    });
    const months = (Date.parse(coupon.expires_at) - Date.parse(coupon.created_at)) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.1);
    expect(await pointsOf(client)).toBe(120);
    expect((await coupons(client)).json()).toEqual({ coupons: [coupon] });
    expect((await loyalty(client)).json().active_codes).toEqual([coupon]);
    const checked = await discount(client, coupon.code.toLowerCase());
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ code: coupon.code, kind: 'LOYALTY', percent: null, amount_ttc: 10, free_shipping: false });
  });

  it('turns 600 points into a 40 € code', async () => {
    const client = await newClient(server);
    await givePoints(client, 650);
    const res = await convert(client, 600);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'LOYALTY', amount: 40, origin: 'LOYALTY' });
    expect(await pointsOf(client)).toBe(50);
    expect((await discount(client, res.json().code)).json()).toMatchObject({ amount_ttc: 40 });
  });

  it('refuses below 200 points with the seed words, and writes nothing', async () => {
    const client = await newClient(server);
    await givePoints(client, 199);
    const problem = expectProblem(await convert(client, 200), 409, 'DISCOUNT_NOT_ELIGIBLE');
    expect(problem.detail).toBe('Not enough loyalty points. Minimum: 200.00');
    expect(expectProblem(await convert(client, 600), 409, 'DISCOUNT_NOT_ELIGIBLE').detail).toBe('Not enough loyalty points. Minimum: 200.00');
    expect(await pointsOf(client)).toBe(199);
    expect(await server.db.$count(discountCodes, eq(discountCodes.clientId, client.id))).toBe(0);
  });

  it('refuses 600 with 200 to 599 points: "Minimum: 600.00"', async () => {
    const client = await newClient(server);
    await givePoints(client, 599);
    expect(expectProblem(await convert(client, 600), 409, 'DISCOUNT_NOT_ELIGIBLE').detail).toBe('Minimum: 600.00');
    expect(await pointsOf(client)).toBe(599);
  });

  it('gives the same code for the same Idempotency-Key, also twice at once, and takes the points once', async () => {
    const client = await newClient(server);
    await givePoints(client, 450);
    const key = randomUUID();
    const [a, b] = await Promise.all([convert(client, 200, key), convert(client, 200, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().code).toBe(b.json().code);
    const again = await convert(client, 200, key);
    expect(again.json().code).toBe(a.json().code);
    expect(await pointsOf(client)).toBe(250);
    expect((await coupons(client)).json().coupons).toHaveLength(1);
  });

  it('serves two conversions at once on 250 points one after the other: one code, one refusal', async () => {
    const client = await newClient(server);
    await givePoints(client, 250);
    const results = await Promise.all([convert(client, 200), convert(client, 200)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json().detail).toBe('Not enough loyalty points. Minimum: 200.00');
    expect(await pointsOf(client)).toBe(50);
    expect((await coupons(client)).json().coupons).toHaveLength(1);
    const movements = await server.db
      .select()
      .from(ledgerMovements)
      .where(and(eq(ledgerMovements.clientId, client.id), eq(ledgerMovements.reason, 'POINTS_CONVERTED')));
    expect(movements).toHaveLength(1);
  });

  it('refuses other amounts, a missing key and a missing body, naming them', async () => {
    const client = await newClient(server);
    await givePoints(client, 700);
    expectInvalid(await convert(client, 300), 'points');
    expectInvalid(await convert(client, '200'), 'points');
    const noKey = await call(server, 'POST', '/api/clients/me/loyalty/coupons', { token: client.token, payload: { points: 200 } });
    expectInvalid(noKey, 'idempotency-key', undefined, 'header');
    expect(await pointsOf(client)).toBe(700);
  });

  it('is refused without a token', async () => {
    expectProblem(await call(server, 'POST', '/api/clients/me/loyalty/coupons', { headers: { 'idempotency-key': randomUUID() }, payload: { points: 200 } }), 401, 'UNAUTHORIZED');
  });
});

describe('codes owned by a client', () => {
  it('are unknown to another client (404 like an unknown code) and absent from their list', async () => {
    const owner = await newClient(server);
    await givePoints(owner, 200);
    const code = (await convert(owner, 200)).json().code;
    const other = await newClient(server);
    expectProblem(await discount(other, code), 404, 'DISCOUNT_NOT_FOUND');
    expect((await coupons(other)).json()).toEqual({ coupons: [] });
  });

  it('leave the list once expired', async () => {
    const client = await newClient(server);
    await givePoints(client, 400);
    const kept = (await convert(client, 200)).json();
    const expired = (await convert(client, 200)).json();
    await server.db.update(discountCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(discountCodes.code, expired.code));
    expect((await coupons(client)).json().coupons.map((c: { code: string }) => c.code)).toEqual([kept.code]);
    expectProblem(await discount(client, expired.code), 409, 'COUPON_CODE_EXPIRED');
  });

  it('GET /api/clients/me/coupon-codes is refused without a token', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me/coupon-codes'), 401, 'UNAUTHORIZED');
  });
});

describe('the seeded loyalty codes without owner', () => {
  it('read the real points balance: the seed words below 200 and between offers, accepted once reached', async () => {
    const client = await newClient(server);
    expect(expectProblem(await discount(client, 'FIDELITE200'), 409, 'DISCOUNT_NOT_ELIGIBLE').detail).toBe('Not enough loyalty points. Minimum: 200.00');
    await givePoints(client, 250);
    expect((await discount(client, 'FIDELITE200')).statusCode).toBe(200);
    expect(expectProblem(await discount(client, 'FIDELITE600'), 409, 'DISCOUNT_NOT_ELIGIBLE').detail).toBe('Minimum: 600.00');
    await givePoints(client, 350);
    expect((await discount(client, 'FIDELITE600')).statusCode).toBe(200);
  });
});
