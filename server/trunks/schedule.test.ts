import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, requests, subscriptions } from '../db/schema';
import { addDays, addMonths, todayInFrance } from '../lib/birthdate';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { MAX_DELIVERY_DAYS_AHEAD } from './schedule';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const KID = { firstname: 'Léa', gender: 'GIRL', birthdate: '2020-05-04' };
/** The optimistic delivery delay the seed gives French visitors, in days. */
const DELAY = 3;

type Subscription = { id: number; next_delivery_date: string; next_optimistic_delivery_date: string; current_request_id: number | null; frequency: number; status_details_code: string };

/** A client with a kid subscribed every 2 months. */
async function subscriber(): Promise<{ client: TestClient; kid: number; subscription: Subscription }> {
  const client = await newClient(server);
  const kid = (await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: KID })).json().id as number;
  const res = await call(server, 'POST', `/api/clients/me/kids/${kid}/subscriptions`, { token: client.token, payload: { frequency: 2 } });
  expect(res.statusCode, res.body).toBe(201);
  return { client, kid, subscription: res.json() };
}

const base = (kid: number, sid: number) => `/api/clients/me/kids/${kid}/subscriptions/${sid}`;
const patch = (client: TestClient, kid: number, sid: number, payload: unknown) => call(server, 'PATCH', base(kid, sid), { token: client.token, payload });
const pause = (client: TestClient, kid: number, sid: number, months: unknown) => call(server, 'POST', `${base(kid, sid)}/pause?months=${months}`, { token: client.token });
const resume = (client: TestClient, kid: number, sid: number) => call(server, 'POST', `${base(kid, sid)}/resume`, { token: client.token });
const getKid = async (client: TestClient, kid: number) => (await call(server, 'GET', `/api/clients/me/kids/${kid}`, { token: client.token })).json();
const clientStatus = async (client: TestClient) => (await server.db.select({ status: clients.subscriptionStatus }).from(clients).where(eq(clients.id, client.id)))[0]!.status;
const requestDate = async (id: number) => (await server.db.select({ date: requests.deliveryDate }).from(requests).where(eq(requests.id, id)))[0]!.date;

describe('GET /api/clients/me/kids/{id}/subscriptions', () => {
  it('lists the profile’s subscriptions with their trunk in creation; another client’s profile is not found', async () => {
    const { client, kid, subscription } = await subscriber();
    const res = await call(server, 'GET', `/api/clients/me/kids/${kid}/subscriptions`, { token: client.token });
    expect(res.json()).toEqual([subscription]);
    const other = await newClient(server);
    expectProblem(await call(server, 'GET', `/api/clients/me/kids/${kid}/subscriptions`, { token: other.token }), 404, 'NOT_FOUND');
  });
});

describe('PATCH /api/clients/me/kids/{id}/subscriptions/{sid}', () => {
  it('postpones the next trunk by two weeks: the date and the trunk in creation move, the optimistic date stays', async () => {
    const { client, kid, subscription } = await subscriber();
    const later = addDays(subscription.next_delivery_date, 14);
    const res = await patch(client, kid, subscription.id, { next_delivery_date: later });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ next_delivery_date: later, next_optimistic_delivery_date: subscription.next_optimistic_delivery_date });
    expect(await requestDate(subscription.current_request_id!)).toBe(later);
  });

  it('brings a postponed trunk forward again, not before today plus the delivery delay nor beyond 120 days (400 naming the field)', async () => {
    const { client, kid, subscription } = await subscriber();
    await patch(client, kid, subscription.id, { next_delivery_date: addDays(subscription.next_delivery_date, 20) });
    const earliest = addDays(todayInFrance(), DELAY);
    expect((await patch(client, kid, subscription.id, { next_delivery_date: earliest })).json()).toMatchObject({ next_delivery_date: earliest });
    expectInvalid(await patch(client, kid, subscription.id, { next_delivery_date: addDays(earliest, -1) }), 'next_delivery_date');
    expectInvalid(await patch(client, kid, subscription.id, { next_delivery_date: addDays(todayInFrance(), MAX_DELIVERY_DAYS_AHEAD + 1) }), 'next_delivery_date');
    expectInvalid(await patch(client, kid, subscription.id, { next_delivery_date: 'next week' }), 'next_delivery_date');
  });

  it('changes the frequency; for a paused subscription that is a resume', async () => {
    const { client, kid, subscription } = await subscriber();
    expect((await patch(client, kid, subscription.id, { frequency: 3 })).json()).toMatchObject({ frequency: 3, status_details_code: 'active' });
    await pause(client, kid, subscription.id, 1);
    expect((await patch(client, kid, subscription.id, { frequency: 1 })).json()).toMatchObject({ frequency: 1, status_details_code: 'active' });
    expect(await getKid(client, kid)).toMatchObject({ subscription_status: 'ONGOING_SUBSCRIPTION' });
  });

  it('refuses to move the date while a trunk is being packed (409 REQUEST_BLOCKED), and changes nothing', async () => {
    const { client, kid, subscription } = await subscriber();
    await server.db.update(requests).set({ statusDetailsCode: 'PREPARING' }).where(eq(requests.id, subscription.current_request_id!));
    expectProblem(await patch(client, kid, subscription.id, { next_delivery_date: addDays(subscription.next_delivery_date, 7) }), 409, 'REQUEST_BLOCKED');
    expectProblem(await pause(client, kid, subscription.id, 2), 409, 'REQUEST_BLOCKED');
    expect((await call(server, 'GET', `/api/clients/me/kids/${kid}/subscriptions`, { token: client.token })).json()).toEqual([subscription]);
  });

  it.each([
    ['nothing', {}, undefined],
    ['an unknown frequency', { frequency: 4 }, 'frequency'],
    ['an unknown field', { status: 'paused' }, 'status'],
  ])('refuses %s with a 400', async (_case, payload, field) => {
    const { client, kid, subscription } = await subscriber();
    const res = await patch(client, kid, subscription.id, payload);
    if (field) expectInvalid(res, field);
    else expectProblem(res, 400, 'VALIDATION_ERROR');
  });

  it('finds no subscription of another profile, nor of another client', async () => {
    const { client, kid, subscription } = await subscriber();
    const mine = await subscriber();
    expectProblem(await patch(client, kid, mine.subscription.id, { frequency: 1 }), 404, 'NOT_FOUND');
    expectProblem(await patch(mine.client, kid, subscription.id, { frequency: 1 }), 404, 'NOT_FOUND');
  });
});

describe('pause and resume', () => {
  it('pauses for some months: the trunk comes that much later, the profile and the client are paused', async () => {
    const { client, kid, subscription } = await subscriber();
    const res = await pause(client, kid, subscription.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    const later = addMonths(subscription.next_delivery_date, 2);
    expect(res.json()).toMatchObject({ status_details_code: 'paused', is_active: true, next_delivery_date: later, next_optimistic_delivery_date: later });
    expect(await getKid(client, kid)).toMatchObject({ subscription_status: 'PAUSED_SUBSCRIPTION' });
    expect(await clientStatus(client)).toBe('PAUSED_SUBSCRIPTION');
    expectProblem(await pause(client, kid, subscription.id, 1), 409, 'SUBSCRIPTION_NOT_ONGOING');

    const resumed = await resume(client, kid, subscription.id);
    expect(resumed.json()).toMatchObject({ status_details_code: 'active', next_delivery_date: later });
    expect(await getKid(client, kid)).toMatchObject({ subscription_status: 'ONGOING_SUBSCRIPTION' });
    expect(await clientStatus(client)).toBe('ONGOING_SUBSCRIPTION');
    expectProblem(await resume(client, kid, subscription.id), 409, 'SUBSCRIPTION_NOT_PAUSED');
  });

  it.each([0, 7, 'soon', ''])('refuses a pause of %j months with a 400 naming months', async (months) => {
    const { client, kid, subscription } = await subscriber();
    const problem = expectProblem(await pause(client, kid, subscription.id, months), 400, 'VALIDATION_ERROR');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'months', in: 'query' })]);
  });

  it('resumes a pause whose date has passed on the earliest delivery', async () => {
    const { client, kid, subscription } = await subscriber();
    await pause(client, kid, subscription.id, 1);
    await server.db.update(subscriptions).set({ nextDeliveryDate: addDays(todayInFrance(), -5) }).where(eq(subscriptions.id, subscription.id));
    const earliest = addDays(todayInFrance(), DELAY);
    expect((await resume(client, kid, subscription.id)).json()).toMatchObject({ next_delivery_date: earliest, next_optimistic_delivery_date: earliest });
  });
});

describe('POST /api/clients/me/kids/{id}/subscriptions/reactivate', () => {
  const reactivate = (client: TestClient, kid: number, payload?: unknown) =>
    call(server, 'POST', `/api/clients/me/kids/${kid}/subscriptions/reactivate`, { token: client.token, ...(payload !== undefined && { payload }) });

  it('starts a terminated subscription again with a new trunk in creation', async () => {
    const { client, kid, subscription } = await subscriber();
    expectProblem(await reactivate(client, kid), 409, 'SUBSCRIPTION_EXISTS');
    await server.db.update(subscriptions).set({ statusDetailsCode: 'terminated', isActive: false }).where(eq(subscriptions.id, subscription.id));
    await server.db.update(requests).set({ statusDetailsCode: 'DELIVERED' }).where(eq(requests.id, subscription.current_request_id!));
    const res = await reactivate(client, kid, { frequency: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const earliest = addDays(todayInFrance(), DELAY);
    expect(res.json()).toMatchObject({ id: subscription.id, status_details_code: 'active', is_active: true, frequency: 3, next_delivery_date: earliest, current_request_id: expect.any(Number) });
    expect(res.json().current_request_id).not.toBe(subscription.current_request_id);
    expect(await getKid(client, kid)).toMatchObject({ subscription_status: 'ONGOING_SUBSCRIPTION' });
  });

  it('has nothing to reactivate for a profile that never subscribed (409 NO_SUBSCRIPTION)', async () => {
    const client = await newClient(server);
    const kid = (await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: KID })).json().id as number;
    expectProblem(await reactivate(client, kid), 409, 'NO_SUBSCRIPTION');
  });
});

describe('the trunk requests', () => {
  const get = (client: TestClient, path: string) => call(server, 'GET', `/api/clients/me/${path}`, { token: client.token });

  it('lists a profile’s requests newest first, and the client’s across profiles, by status', async () => {
    const { client, kid, subscription } = await subscriber();
    const other = (await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: { ...KID, firstname: 'Noé', gender: 'BOY' } })).json().id as number;
    const oneShot = (await call(server, 'POST', `/api/clients/me/kids/${other}/requests`, { token: client.token, payload: {} })).json();
    await server.db.update(requests).set({ statusDetailsCode: 'DELIVERED' }).where(eq(requests.id, oneShot.id));

    expect((await get(client, `kids/${kid}/requests`)).json()).toEqual([expect.objectContaining({ id: subscription.current_request_id, subscription_id: subscription.id })]);
    expect((await get(client, 'requests')).json().map((r: { id: number }) => r.id)).toEqual([oneShot.id, subscription.current_request_id]);
    expect((await get(client, 'requests?status=IN_CREATION')).json().map((r: { id: number }) => r.id)).toEqual([subscription.current_request_id]);
    expectProblem(await get(client, 'requests?status=in%20creation'), 400, 'VALIDATION_ERROR');
    const stranger = await newClient(server);
    expect((await get(stranger, 'requests')).json()).toEqual([]);
    expectProblem(await get(stranger, `kids/${kid}/requests`), 404, 'NOT_FOUND');
  });

  it('gives the next trunk: the request in creation, else the subscription’s upcoming trunk as id 0, else none', async () => {
    const { client, kid, subscription } = await subscriber();
    expect((await get(client, `kids/${kid}/next-request`)).json()).toMatchObject({ id: subscription.current_request_id, status_details: { code: 'IN_CREATION' } });

    await server.db.update(requests).set({ statusDetailsCode: 'DELIVERED' }).where(eq(requests.id, subscription.current_request_id!));
    expect((await get(client, `kids/${kid}/next-request`)).json()).toEqual({
      id: 0,
      profile_id: kid,
      subscription_id: subscription.id,
      status_details: { code: 'UPCOMING', actions: ['UPDATE_DELIVERY_DATE'] },
      is_blocked: false,
      wishes: [],
      comment: null,
      delivery_date: subscription.next_delivery_date,
      created_at: expect.any(String),
      delivered_at: null,
      return_deadline: null,
    });

    await pause(client, kid, subscription.id, 1);
    const none = await get(client, `kids/${kid}/next-request`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });
});
