import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalances, ledgerMovements } from '../db/schema';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { balanceOf, move, movements } from '.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const rowsOf = (clientId: number) => server.db.select().from(ledgerMovements).where(eq(ledgerMovements.clientId, clientId));
const credit = (clientId: number, amount: number, key: string) =>
  server.db.transaction((tx) => move(tx, { clientId, account: 'WALLET', amount, reason: 'ADJUSTMENT', key, note: 'test' }));

describe('the ledger', () => {
  it('moves a balance, writes the balance after each movement, and gives back the first movement for the same key', async () => {
    const client = await newClient(server);
    const first = await credit(client.id, 2500, 'k1');
    expect(first.replayed).toBe(false);
    expect(first.movement).toMatchObject({ amount: 2500, balanceAfter: 2500, reason: 'ADJUSTMENT' });
    const again = await credit(client.id, 2500, 'k1');
    expect(again).toMatchObject({ replayed: true, movement: { id: first.movement.id } });
    const debit = await server.db.transaction((tx) => move(tx, { clientId: client.id, account: 'WALLET', amount: -1000, reason: 'ORDER_PAYMENT', key: 'k2' }));
    expect(debit.movement.balanceAfter).toBe(1500);
    expect(await balanceOf(server.db, client.id, 'WALLET')).toBe(1500);
    expect(await balanceOf(server.db, client.id, 'POINTS')).toBe(0);
    expect(await rowsOf(client.id)).toHaveLength(2);
    const page = await movements(server.db, client.id, 'WALLET', 1, 30);
    expect(page.total).toBe(2);
    expect(page.items.map((row) => row.amount)).toEqual([-1000, 2500]);
  });

  it('refuses an overdraw with a 409 and writes nothing of the transaction', async () => {
    const client = await newClient(server);
    await credit(client.id, 500, 'seed');
    const attempt = server.db.transaction(async (tx) => {
      await move(tx, { clientId: client.id, account: 'POINTS', amount: 10, reason: 'POINTS_ORDER', key: 'points-first' });
      await move(tx, { clientId: client.id, account: 'WALLET', amount: -501, reason: 'ORDER_PAYMENT', key: 'too-much' });
    });
    await expect(attempt).rejects.toMatchObject({ status: 409, type: 'WALLET_INSUFFICIENT' });
    expect(await balanceOf(server.db, client.id, 'WALLET')).toBe(500);
    expect(await balanceOf(server.db, client.id, 'POINTS')).toBe(0);
    expect(await rowsOf(client.id)).toHaveLength(1);
    const points = server.db.transaction((tx) => move(tx, { clientId: client.id, account: 'POINTS', amount: -1, reason: 'POINTS_CONVERTED', key: 'p' }));
    await expect(points).rejects.toMatchObject({ status: 409, type: 'POINTS_INSUFFICIENT' });
  });

  it('the database itself refuses a balance below zero', async () => {
    const client = await newClient(server);
    await credit(client.id, 100, 'seed');
    const write = server.db
      .update(ledgerBalances)
      .set({ balance: -1 })
      .where(and(eq(ledgerBalances.clientId, client.id), eq(ledgerBalances.account, 'WALLET')));
    await expect(write).rejects.toThrow();
    expect(await balanceOf(server.db, client.id, 'WALLET')).toBe(100);
  });

  it('two debits of one balance at once: one passes, the other is refused, never below zero', async () => {
    const client = await newClient(server);
    await credit(client.id, 1000, 'seed');
    const debit = (key: string) =>
      server.db.transaction((tx) => move(tx, { clientId: client.id, account: 'WALLET', amount: -700, reason: 'ORDER_PAYMENT', key }));
    const results = await Promise.allSettled([debit('a'), debit('b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, type: 'WALLET_INSUFFICIENT' });
    expect(await balanceOf(server.db, client.id, 'WALLET')).toBe(300);
    expect(await rowsOf(client.id)).toHaveLength(2);
  });

  it('the same key twice at once moves once', async () => {
    const client = await newClient(server);
    const results = await Promise.all([credit(client.id, 300, 'same'), credit(client.id, 300, 'same')]);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(await balanceOf(server.db, client.id, 'WALLET')).toBe(300);
  });

  it('a gift card is credited once, even to two clients', async () => {
    const [a, b] = [await newClient(server), await newClient(server)];
    const redeem = (clientId: number) =>
      server.db.transaction((tx) => move(tx, { clientId, account: 'WALLET', amount: 5000, reason: 'GIFT_CARD_REDEEMED', key: 'gift-card:987654:redeem', giftCardId: 987654, note: 'AB7K' }));
    await redeem(a.id);
    await expect(redeem(b.id)).rejects.toMatchObject({ status: 409, type: 'GIFT_CARD_ALREADY_USED' });
    expect(await balanceOf(server.db, b.id, 'WALLET')).toBe(0);
    const page = await movements(server.db, a.id, 'WALLET', 1, 30);
    expect(page.items[0]!.source).toEqual({ type: 'GIFT_CARD', id: 987654, name: 'AB7K' });
  });
});

describe('GET /clients/me/wallet', () => {
  it('gives the balance and the movements newest first, by pages, only the caller’s own', async () => {
    const [a, b] = [await newClient(server), await newClient(server)];
    for (let i = 1; i <= 3; i++) await credit(a.id, 1000 * i, `a${i}`);
    await credit(b.id, 777, 'b1');
    const first = await call(server, 'GET', '/api/clients/me/wallet?page=1&page_size=2', { token: a.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ amount: 60, page_size: 2, currentPage: 1, pages: 2, total: 3 });
    expect(first.json().transactions.map((t: { amount: number }) => t.amount)).toEqual([30, 20]);
    expect(first.json().transactions[0]).toMatchObject({ reason: 'ADJUSTMENT', source: { type: null, id: null, name: 'test' } });
    const second = await call(server, 'GET', '/api/clients/me/wallet?page=2&page_size=2', { token: a.token });
    expect(second.json().transactions.map((t: { amount: number }) => t.amount)).toEqual([10]);
    const other = await call(server, 'GET', '/api/clients/me/wallet', { token: b.token });
    expect(other.json()).toMatchObject({ amount: 7.77, page_size: 30, total: 1, pages: 1 });
    expect(other.json().transactions.map((t: { amount: number }) => t.amount)).toEqual([7.77]);
  });

  it('is empty for a new client, whatever the language asked', async () => {
    const client = await newClient(server);
    const res = await call(server, 'GET', '/api/clients/me/wallet', { token: client.token, headers: { 'x-lc-locale': 'de' } });
    expect(res.json()).toEqual({ amount: 0, transactions: [], page_size: 30, currentPage: 1, pages: 0, total: 0 });
  });

  it('refuses a bad page or page size naming it, and a call without a token', async () => {
    const client = await newClient(server);
    expectInvalid(await call(server, 'GET', '/api/clients/me/wallet?page_size=101', { token: client.token }), 'page_size', undefined, 'query');
    expectInvalid(await call(server, 'GET', '/api/clients/me/wallet?page=0', { token: client.token }), 'page', undefined, 'query');
    expectProblem(await call(server, 'GET', '/api/clients/me/wallet'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /admin/clients/{id}/ledger_adjustments', () => {
  const adjust = (clientId: number, payload: unknown, token = TEST_ADMIN_TOKEN) => call(server, 'POST', `/api/admin/clients/${clientId}/ledger_adjustments`, { token, payload });

  it('credits the wallet or the points once per key, shown in the client’s wallet', async () => {
    const client = await newClient(server);
    const made = await adjust(client.id, { account: 'WALLET', amount: 25, note: 'Geste commercial', key: 'goodwill-1' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ account: 'WALLET', amount: 25, balance_after: 25, reason: 'ADJUSTMENT', source: { type: null, name: 'Geste commercial' } });
    const again = await adjust(client.id, { account: 'WALLET', amount: 25, note: 'Geste commercial', key: 'goodwill-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(made.json().id);
    const points = await adjust(client.id, { account: 'POINTS', amount: 320, note: 'Points d’avant le programme', key: 'points-1' });
    expect(points.json()).toMatchObject({ account: 'POINTS', amount: 320, balance_after: 320 });
    const wallet = await call(server, 'GET', '/api/clients/me/wallet', { token: client.token });
    expect(wallet.json()).toMatchObject({ amount: 25, total: 1, transactions: [{ amount: 25, reason: 'ADJUSTMENT', source: { name: 'Geste commercial' } }] });
    const debit = await adjust(client.id, { account: 'WALLET', amount: -10.5, note: 'Correction', key: 'fix-1' });
    expect(debit.json()).toMatchObject({ amount: -10.5, balance_after: 14.5 });
    const cents = await adjust(client.id, { account: 'WALLET', amount: 0.07, note: 'Centimes', key: 'cents-1' });
    expect(cents.json()).toMatchObject({ amount: 0.07, balance_after: 14.57 });
  });

  it('refuses an overdraw (409), a bad amount or note (400 naming it), another than the administrator (403), no token (401), an unknown client (404)', async () => {
    const client = await newClient(server);
    expectProblem(await adjust(client.id, { account: 'WALLET', amount: -1, note: 'x', key: 'k' }), 409, 'WALLET_INSUFFICIENT');
    expectProblem(await adjust(client.id, { account: 'POINTS', amount: -1, note: 'x', key: 'k' }), 409, 'POINTS_INSUFFICIENT');
    expectInvalid(await adjust(client.id, { account: 'POINTS', amount: 1.5, note: 'x', key: 'k' }), 'amount');
    expectInvalid(await adjust(client.id, { account: 'WALLET', amount: 0, note: 'x', key: 'k' }), 'amount');
    expectInvalid(await adjust(client.id, { account: 'WALLET', amount: 1.234, note: 'x', key: 'k' }), 'amount');
    expectInvalid(await adjust(client.id, { account: 'WALLET', amount: 1, note: 'x'.repeat(201), key: 'k' }), 'note');
    expectInvalid(await adjust(client.id, { account: 'WALLET', amount: 1, note: 'x', key: 'k'.repeat(81) }), 'key');
    expectProblem(await adjust(client.id, { account: 'WALLET', amount: 1, note: 'x', key: 'k' }, client.token), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'POST', `/api/admin/clients/${client.id}/ledger_adjustments`, { payload: { account: 'WALLET', amount: 1, note: 'x', key: 'k' } }), 401, 'UNAUTHORIZED');
    expectProblem(await adjust(2_000_000_000, { account: 'WALLET', amount: 1, note: 'x', key: 'k' }), 404, 'NOT_FOUND');
    expect(await rowsOf(client.id)).toHaveLength(0);
  });
});
