import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, fraudReviews, profiles, requests, subscriptions } from '../db/schema';
import { todayInFrance } from '../lib/birthdate';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, newQuizClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const KID = { firstname: 'Léa', gender: 'GIRL', birthdate: '2020-05-04' };

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function kidOf(client: TestClient, payload: Record<string, unknown> = KID): Promise<{ id: number }> {
  const res = await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function requestTrunk(client: TestClient, id: number, payload: unknown = {}) {
  return call(server, 'POST', `/api/clients/me/kids/${id}/requests`, { token: client.token, payload });
}

function subscribe(client: TestClient, id: number, payload: unknown = { frequency: 2 }) {
  return call(server, 'POST', `/api/clients/me/kids/${id}/subscriptions`, { token: client.token, payload });
}

const getKid = async (client: TestClient, id: number) => (await call(server, 'GET', `/api/clients/me/kids/${id}`, { token: client.token })).json();
const dataLayer = async (client: TestClient) => (await call(server, 'GET', '/api/clients/me/data-layer', { token: client.token })).json();
async function clientRow(client: TestClient) {
  const [row] = await server.db.select().from(clients).where(eq(clients.id, client.id));
  return row!;
}

describe('POST /api/clients/me/kids/{id}/requests', () => {
  it('orders a one-shot trunk: the profile has requested and is ONE_SHOT, and so is the client', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const deliveryDate = shift(todayInFrance(), 10);
    const res = await requestTrunk(client, kid.id, { comment: ' Rain boots please ', delivery_date: deliveryDate });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      profile_id: kid.id,
      subscription_id: null,
      status_details: { code: 'IN_CREATION', actions: ['GO_TO_SUGGESTIONS', 'UPDATE_DELIVERY_DATE'] },
      is_blocked: false,
      wishes: [],
      comment: 'Rain boots please',
      delivery_date: deliveryDate,
      delivered_at: null,
      return_deadline: null,
      created_at: expect.any(String),
    });
    expect(await getKid(client, kid.id)).toMatchObject({ has_requested: true, subscription_status: 'ONE_SHOT', subscriptions: [] });
    expect(await dataLayer(client)).toMatchObject({ client_kind: 'one-shot', subscription_status: 'ONE_SHOT' });
  });

  it('takes an empty body and a delivery today', async () => {
    const client = await newClient(server);
    expect((await requestTrunk(client, (await kidOf(client)).id)).json()).toMatchObject({ comment: null, delivery_date: null });
    expect((await requestTrunk(client, (await kidOf(client)).id, { delivery_date: todayInFrance() })).statusCode).toBe(201);
  });

  it('refuses a second one-shot trunk while one is in creation', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    expect((await requestTrunk(client, kid.id)).statusCode).toBe(201);
    expectProblem(await requestTrunk(client, kid.id), 409, 'REQUEST_IN_PROGRESS');
    expect(await server.db.$count(requests, eq(requests.profileId, kid.id))).toBe(1);
  });

  it.each([
    ['a delivery before today', { delivery_date: shift(todayInFrance(), -1) }, 'delivery_date'],
    ['an unknown field', { frequency: 1 }, 'frequency'],
    ['a comment too long', { comment: 'x'.repeat(2001) }, 'comment'],
  ])('is a 400 for %s, and creates nothing', async (_, payload, field) => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    expectInvalid(await requestTrunk(client, kid.id, payload), field);
    expect(await server.db.$count(requests, eq(requests.profileId, kid.id))).toBe(0);
  });

  it("keeps a subscriber's profile ONGOING_SUBSCRIPTION when it orders a one-shot trunk", async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    expect((await subscribe(client, kid.id)).statusCode).toBe(201);
    expect((await requestTrunk(client, kid.id)).statusCode).toBe(201);
    expect((await getKid(client, kid.id)).subscription_status).toBe('ONGOING_SUBSCRIPTION');
  });

  it("is a 403 for a quiz's temporary account", async () => {
    const quiz = await newQuizClient(server);
    const kid = await kidOf(quiz);
    expectProblem(await requestTrunk(quiz, kid.id), 403, 'FORBIDDEN');
    expectProblem(await subscribe(quiz, kid.id), 403, 'FORBIDDEN');
    expect(await getKid(quiz, kid.id)).toMatchObject({ has_requested: false, subscription_status: 'PROSPECT_WITH_KID' });
  });
});

describe('POST /api/clients/me/kids/{id}/subscriptions', () => {
  it('subscribes a profile with its first trunk in creation; profile and client are ONGOING_SUBSCRIPTION', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const res = await subscribe(client, kid.id, { frequency: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const firstDelivery = shift(todayInFrance(), 3);
    const subscription = res.json();
    expect(subscription).toEqual({
      id: expect.any(Number),
      profile_id: kid.id,
      status_details_code: 'active',
      frequency: 3,
      is_active: true,
      next_at: expect.any(String),
      next_optimistic_delivery_date: firstDelivery,
      next_delivery_date: firstDelivery,
      is_conversion: false,
      current_request_id: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(await getKid(client, kid.id)).toMatchObject({ has_requested: true, subscription_status: 'ONGOING_SUBSCRIPTION', subscriptions: [subscription] });
    const [first] = await server.db.select().from(requests).where(eq(requests.id, subscription.current_request_id));
    expect(first).toMatchObject({ profileId: kid.id, subscriptionId: subscription.id, statusDetailsCode: 'IN_CREATION' });
    const trunks = await server.db.select().from(requests).where(eq(requests.profileId, kid.id));
    expect(trunks).toEqual([expect.objectContaining({ subscriptionId: subscription.id, statusDetailsCode: 'IN_CREATION' })]);
    expect(await dataLayer(client)).toMatchObject({ client_kind: 'subscriber', subscription_status: 'ONGOING_SUBSCRIPTION', woman_subscription_status: null });
  });

  it('records the conversion of a profile that had ordered a one-shot trunk', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    await requestTrunk(client, kid.id);
    expect((await subscribe(client, kid.id)).json()).toMatchObject({ is_conversion: true });
  });

  it("moves the client's woman status for a woman profile, and leaves the kid status", async () => {
    const client = await newClient(server);
    await kidOf(client);
    const woman = await kidOf(client, { firstname: 'Julia', gender: 'WOMAN' });
    await subscribe(client, woman.id, { frequency: 1 });
    expect(await clientRow(client)).toMatchObject({ subscriptionStatus: 'PROSPECT_WITH_KID', womanSubscriptionStatus: 'ONGOING_SUBSCRIPTION' });
  });

  it('refuses a second subscription of one profile', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    await subscribe(client, kid.id);
    expectProblem(await subscribe(client, kid.id), 409, 'SUBSCRIPTION_EXISTS');
    expect(await server.db.$count(subscriptions, eq(subscriptions.profileId, kid.id))).toBe(1);
  });

  it.each([
    ['no frequency', {}, 'frequency', 'A frequency is required'],
    ['a frequency of 4 months', { frequency: 4 }, 'frequency', undefined],
    ['a frequency as text', { frequency: '2' }, 'frequency', undefined],
  ])('is a 400 for %s', async (_, payload, field, detail) => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    expectInvalid(await subscribe(client, kid.id, payload), field, detail);
    expect(await server.db.$count(subscriptions, eq(subscriptions.profileId, kid.id))).toBe(0);
  });

  it('keeps a profile with an active subscription from being deleted', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    await subscribe(client, kid.id);
    expectProblem(await call(server, 'DELETE', `/api/clients/me/kids/${kid.id}`, { token: client.token }), 409, 'PROFILE_HAS_SUBSCRIPTION');
    expect((await getKid(client, kid.id)).subscriptions).toHaveLength(1);
    const oneShot = await kidOf(client, { ...KID, firstname: 'Zoé' });
    await requestTrunk(client, oneShot.id);
    expect((await call(server, 'DELETE', `/api/clients/me/kids/${oneShot.id}`, { token: client.token })).statusCode).toBe(204);
    expect(await server.db.$count(requests, eq(requests.profileId, oneShot.id))).toBe(0);
  });
});

describe('the fraud check', () => {
  async function nothingCreated(kidId: number) {
    expect(await server.db.$count(requests, eq(requests.profileId, kidId))).toBe(0);
    expect(await server.db.$count(subscriptions, eq(subscriptions.profileId, kidId))).toBe(0);
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, kidId));
    expect(profile).toMatchObject({ hasRequested: false, subscriptionStatus: 'PROSPECT_WITH_KID' });
  }

  const reviewsOf = (client: TestClient) => server.db.select().from(fraudReviews).where(eq(fraudReviews.clientId, client.id));

  it('answers PRESUMED_FRAUDSTER to an account at a disposable-mail provider, creates nothing and records it', async () => {
    const client = await newClient(server, { email: 'someone@eu.yopmail.com' });
    const kid = await kidOf(client);
    expectProblem(await requestTrunk(client, kid.id), 409, 'PRESUMED_FRAUDSTER');
    expectProblem(await subscribe(client, kid.id), 409, 'PRESUMED_FRAUDSTER');
    await nothingCreated(kid.id);
    expect((await clientRow(client)).subscriptionStatus).toBe('PROSPECT_WITH_KID');
    const reviews = await reviewsOf(client);
    expect(reviews.map((r) => [r.reason, r.attempted, r.email, r.profileId, r.details])).toEqual([
      ['PRESUMED_FRAUDSTER', 'request', 'someone@eu.yopmail.com', kid.id, { domain: 'yopmail.com' }],
      ['PRESUMED_FRAUDSTER', 'subscription', 'someone@eu.yopmail.com', kid.id, { domain: 'yopmail.com' }],
    ]);
  });

  it('answers DUPLICATE_ACCOUNTS when another account of the same lastname has the same kid', async () => {
    const first = await newClient(server, { lastname: 'Dubois' });
    await kidOf(first);
    const second = await newClient(server, { lastname: ' DUBOIS ' });
    const kid = await kidOf(second, { ...KID, firstname: 'LÉA' });
    expectProblem(await subscribe(second, kid.id), 409, 'DUPLICATE_ACCOUNTS');
    await nothingCreated(kid.id);
    expect((await reviewsOf(second)).map((r) => [r.reason, r.attempted, r.details])).toEqual([['DUPLICATE_ACCOUNTS', 'subscription', { client_ids: [first.id] }]]);
  });

  it('answers DUPLICATE_ACCOUNTS when another account of the same phone number has the same kid', async () => {
    const first = await newClient(server, { lastname: 'Dubois', phone: '+33612345678' });
    await kidOf(first, { ...KID, firstname: 'Inès', birthdate: '2018-01-02' });
    const second = await newClient(server, { lastname: 'Moreau', phone: '+33612345678' });
    const kid = await kidOf(second, { ...KID, firstname: 'Inès', birthdate: '2018-01-02' });
    expectProblem(await requestTrunk(second, kid.id), 409, 'DUPLICATE_ACCOUNTS');
    await nothingCreated(kid.id);
  });

  it('lets through the same kid in an account of another lastname and phone, and another kid of the same family name', async () => {
    const first = await newClient(server, { lastname: 'Lefèvre', phone: '+33699999999' });
    await kidOf(first, { ...KID, firstname: 'Noah', birthdate: '2019-09-09' });
    const stranger = await newClient(server, { lastname: 'Girard', phone: '+33611111111' });
    expect((await requestTrunk(stranger, (await kidOf(stranger, { ...KID, firstname: 'Noah', birthdate: '2019-09-09' })).id)).statusCode).toBe(201);
    const cousin = await newClient(server, { lastname: 'Lefèvre' });
    expect((await requestTrunk(cousin, (await kidOf(cousin, { ...KID, firstname: 'Noah', birthdate: '2019-09-10' })).id)).statusCode).toBe(201);
    expect(await reviewsOf(stranger)).toEqual([]);
    expect(await reviewsOf(cousin)).toEqual([]);
  });
});
