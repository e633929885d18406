import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMovements } from '../db/schema';
import { move } from '../ledger';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call } from '../testing/http';
import { expirePoints } from './expiry';

// The Little Club terms, article 3: points stay valid 12 months after the last purchase, and each
// new purchase renews the whole balance.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const log = { error: () => undefined };
const DAY = 24 * 60 * 60 * 1000;

/** Points earned `daysAgo` days before `now`, as a paid order earns them (POINTS_ORDER). */
async function earn(client: TestClient, points: number, at: Date) {
  const { movement } = await server.db.transaction((tx) =>
    move(tx, { clientId: client.id, account: 'POINTS', amount: points, reason: 'POINTS_ORDER', key: `test:${randomUUID()}` }),
  );
  await server.db.update(ledgerMovements).set({ createdAt: at }).where(eq(ledgerMovements.id, movement.id));
}

const loyalty = async (client: TestClient) => (await call(server, 'GET', '/api/clients/me/loyalty', { token: client.token })).json();
const expired = (client: TestClient) =>
  server.db.select().from(ledgerMovements).where(and(eq(ledgerMovements.clientId, client.id), eq(ledgerMovements.reason, 'POINTS_EXPIRED')));

describe('Little Club points lapse 12 months after the last purchase', () => {
  it('says when the points lapse: 12 months after the last purchase', async () => {
    const client = await newClient(server);
    await earn(client, 120, new Date('2026-03-10T09:00:00.000Z'));
    await earn(client, 80, new Date('2026-06-02T09:00:00.000Z'));
    expect(await loyalty(client)).toMatchObject({ points: 200, points_expire_at: '2027-06-02T09:00:00.000Z', points_validity_months: 12 });
  });

  it('takes the whole balance once, when the last purchase is 12 months old, and shows it in the history', async () => {
    const client = await newClient(server);
    const now = new Date();
    await earn(client, 150, new Date(now.getTime() - 400 * DAY));
    await earn(client, 90, new Date(now.getTime() - 366 * DAY));
    const [first, second] = await Promise.all([expirePoints(server.db, log, now), expirePoints(server.db, log, now)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await expired(client)).toHaveLength(1);
    expect((await expired(client))[0]!.amount).toBe(-240);
    expect(await loyalty(client)).toMatchObject({ points: 0, points_expire_at: null });
    await expirePoints(server.db, log, now);
    expect(await expired(client)).toHaveLength(1);
    const history = (await call(server, 'GET', '/api/clients/me/loyalty_points', { token: client.token })).json();
    expect(history.items[0]).toMatchObject({ points: -240, reason: 'POINTS_EXPIRED' });
  });

  it('keeps every point when a purchase within the 12 months renewed them', async () => {
    const client = await newClient(server);
    const now = new Date();
    await earn(client, 300, new Date(now.getTime() - 500 * DAY));
    await earn(client, 20, new Date(now.getTime() - 30 * DAY));
    await expirePoints(server.db, log, now);
    expect(await expired(client)).toHaveLength(0);
    expect((await loyalty(client)).points).toBe(320);
  });
});
