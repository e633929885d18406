import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requests, subscriptions } from '../db/schema';
import { addDays, addMonths, todayInFrance } from '../lib/birthdate';
import { outboxMail } from '../mail/port';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectProblem } from '../testing/http';
import { BOY, mailsTo, onlyTestStock, previewKeyOf, profileWithTrunk, requestRow } from '../testing/trunks';
import { gatewayOf } from '../testing/at-home';
import { advanceTrunks } from './clock';
import type { TrunkClockDeps } from './clock';

let server: TestServer;
let mailer: TrunkClockDeps;
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
beforeAll(async () => {
  server = await startTestServer();
  mailer = { mail: outboxMail(server.db), appUrl: server.config.appUrl, previewTokenKey: await previewKeyOf(server), gateway: await gatewayOf(server) };
});
afterAll(async () => server?.close());

const today = todayInFrance();
/** Midday in France on `date`. */
const on = (date: string) => new Date(`${date}T11:00:00Z`);
const advance = (now: Date) => advanceTrunks(server.db, now, mailer, log);

/** What GET clients/me/kids/{id}/requests says of the request. */
async function stage(client: TestClient, profileId: number, requestId: number) {
  const res = await call(server, 'GET', `/api/clients/me/kids/${profileId}/requests`, { token: client.token });
  const request = (res.json() as Array<{ id: number; status_details: unknown; is_blocked: boolean }>).find((r) => r.id === requestId)!;
  return { ...(request.status_details as object), is_blocked: request.is_blocked };
}

describe('the trunk clock', () => {
  it('moves a subscription’s trunk through its life, then opens the next one REQUEST_OPENING_DAYS before its delivery', async () => {
    await onlyTestStock(server);
    const client = await newClient(server);
    const kid = (await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: BOY })).json().id as number;
    const subscribed = await call(server, 'POST', `/api/clients/me/kids/${kid}/subscriptions`, { token: client.token, payload: { frequency: 2 } });
    const { id: sid, current_request_id: rid, next_optimistic_delivery_date: optimistic } = subscribed.json();
    const delivery = addDays(today, 10);
    const moved = await call(server, 'PATCH', `/api/clients/me/kids/${kid}/subscriptions/${sid}`, { token: client.token, payload: { next_delivery_date: delivery } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stage(client, kid, rid)).toEqual({ code: 'IN_CREATION', actions: ['GO_TO_SUGGESTIONS', 'UPDATE_DELIVERY_DATE'], is_blocked: false });

    // Ten days before delivery: too early for the stylist.
    await advance(on(today));
    expect((await requestRow(server, rid)).statusDetailsCode).toBe('IN_CREATION');

    // PREVIEW_LEAD_DAYS before delivery: composed and mailed.
    const composedAt = on(addDays(delivery, -7));
    expect((await advance(composedAt)).composed).toBeGreaterThanOrEqual(1);
    expect(await requestRow(server, rid)).toMatchObject({ statusDetailsCode: 'PREVIEW_READY', previewComposedAt: composedAt });
    expect((await mailsTo(server, client.email))[0]!.text).toContain(`/infos/preview/${kid}/${rid}`);
    // Read at the real time, the preview is still open.
    expect(await stage(client, kid, rid)).toEqual({ code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'], is_blocked: true });
    const blocked = await call(server, 'PATCH', `/api/clients/me/kids/${kid}/subscriptions/${sid}`, { token: client.token, payload: { next_delivery_date: addDays(delivery, 7) } });
    expectProblem(blocked, 409, 'REQUEST_BLOCKED');

    // Past the deadline: validated as it stands, packed until the delivery is the optimistic delay (3 days) away.
    const afterDeadline = new Date(composedAt.getTime() + 49 * 3_600_000);
    expect((await advance(afterDeadline)).validated).toBeGreaterThanOrEqual(1);
    expect(await requestRow(server, rid)).toMatchObject({ statusDetailsCode: 'PREPARING', validatedBy: 'deadline', validatedAt: afterDeadline });
    expect(await stage(client, kid, rid)).toEqual({ code: 'PREPARING', actions: [], is_blocked: true });

    await advance(on(addDays(delivery, -4)));
    expect((await requestRow(server, rid)).statusDetailsCode).toBe('PREPARING');
    const shippedAt = on(addDays(delivery, -3));
    expect((await advance(shippedAt)).shipped).toBeGreaterThanOrEqual(1);
    expect(await requestRow(server, rid)).toMatchObject({ statusDetailsCode: 'SHIPPED', shippedAt });
    expect(await stage(client, kid, rid)).toEqual({ code: 'SHIPPED', actions: [], is_blocked: false });

    // The next trunk two months on; its request opens 21 days before it.
    const next = addMonths(delivery, 2);
    const [subscription] = await server.db.select().from(subscriptions).where(eq(subscriptions.id, sid));
    expect(subscription).toMatchObject({ nextDeliveryDate: next, nextOptimisticDeliveryDate: addMonths(optimistic, 2) });
    const opened = () => server.db.select().from(requests).where(and(eq(requests.subscriptionId, sid), eq(requests.statusDetailsCode, 'IN_CREATION')));
    await advance(on(addDays(next, -22)));
    expect(await opened()).toEqual([]);
    expect((await advance(on(addDays(next, -21)))).opened).toBeGreaterThanOrEqual(1);
    expect(await opened()).toEqual([expect.objectContaining({ profileId: kid, deliveryDate: next, wishes: [] })]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('styles a one-shot trunk without a date two days after it was asked for, and ships it two days after its validation', async () => {
    await onlyTestStock(server);
    const client = await newClient(server);
    const { requestId } = await profileWithTrunk(server, client);
    await advance(on(addDays(today, 1)));
    expect((await requestRow(server, requestId)).statusDetailsCode).toBe('IN_CREATION');
    await advance(on(addDays(today, 2)));
    expect((await requestRow(server, requestId)).statusDetailsCode).toBe('PREVIEW_READY');
    await advance(on(addDays(today, 4)));
    expect(await requestRow(server, requestId)).toMatchObject({ statusDetailsCode: 'PREPARING', validatedBy: 'deadline' });
    await advance(on(addDays(today, 5)));
    expect((await requestRow(server, requestId)).statusDetailsCode).toBe('PREPARING');
    await advance(on(addDays(today, 7)));
    expect((await requestRow(server, requestId)).statusDetailsCode).toBe('SHIPPED');
  });

  it('moves each trunk once, however many runs at once; a second run at the same time moves nothing', async () => {
    const catalogue = await onlyTestStock(server);
    const client = await newClient(server);
    const { requestId } = await profileWithTrunk(server, client, BOY, { delivery_date: addDays(today, 7) });
    const now = new Date();
    const runs = await Promise.all([advance(now), advance(now)]);
    expect(runs.reduce((sum, run) => sum + run.composed, 0)).toBeGreaterThanOrEqual(1);
    expect((await requestRow(server, requestId)).statusDetailsCode).toBe('PREVIEW_READY');
    expect(await mailsTo(server, client.email)).toHaveLength(1);
    expect((await requestRow(server, requestId)).previewLooks![0]!.items[0]!.product_id).toBe(catalogue.products.boyTee.id);
    expect(await advance(now)).toEqual({ opened: 0, composed: 0, validated: 0, shipped: 0, delivered: 0, reminded: 0, charged: 0, charges_failed: 0, orders_shipped: 0, orders_delivered: 0, returns_received: 0, refunds_retried: 0, birthday_offers: 0, points_expired: 0, recycle_labels_expired: 0, recycle_labels_dropped_off: 0, recycle_labels_received: 0 });
  });

  it('leaves a trunk in creation, and says so, when the catalogue has nothing in its sizes', async () => {
    await onlyTestStock(server);
    const client = await newClient(server);
    const { requestId } = await profileWithTrunk(server, client, { ...BOY, quiz: { top_size: '14 ans', bottom_size: '14 ans' } }, { delivery_date: addDays(today, 5) });
    log.warn.mockClear();
    await advance(new Date());
    expect((await requestRow(server, requestId)).statusDetailsCode).toBe('IN_CREATION');
    expect(log.warn).toHaveBeenCalledWith({ requestId }, 'preview not composed: NOT_ENOUGH_STOCK');
    expect(log.error).not.toHaveBeenCalled();
  });
});
