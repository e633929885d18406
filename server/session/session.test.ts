import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, rateLimitHits, refreshTokens, sessions, subscribers } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, type TestServer } from '../testing/app';
import { call, expectInvalid, expectProblem, expectTokenPair, getMe, newEmail, newIp, signIn, signUp } from '../testing/http';

// Every sign-up, sign-in and password change runs scrypt (N=2^17): about half a second each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const WINDOW = 900;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { loginMaxFailuresPerAccount: 3, loginMaxFailuresPerAddress: 4, loginWindow: WINDOW } });
});
afterAll(async () => server?.close());

const parent = DEMO_ACCOUNTS[0]!;

/** Counts of every table a sign-up writes to. */
async function counts() {
  const db = server.db;
  return { clients: await db.$count(clients), subscribers: await db.$count(subscribers), sessions: await db.$count(sessions), refreshTokens: await db.$count(refreshTokens) };
}

async function writesNothing(run: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const before = await counts();
  const res = await run();
  expect(await counts()).toEqual(before);
  return res;
}

function signUpWith(payload: unknown, headers: Record<string, string> = {}) {
  return call(server, 'POST', '/api/clients', { payload, headers });
}

describe('POST /api/clients (sign-up)', () => {
  it('creates the account with a lower-cased email, the request locale and its country, and signs it in', async () => {
    const email = newEmail('Sophie');
    const res = await signUpWith({ email, password: 'Malle-2026!', firstname: 'Sophie', lastname: 'Vos', origin: 'login' }, { 'x-lc-locale': 'nl' });
    const pair = expectTokenPair(res, 201);
    expect(pair.expires_in).toBe(900);
    const me = await getMe(server, pair.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: pair.client_id,
      email: email.toLowerCase(),
      pending_email: null,
      firstname: 'Sophie',
      lastname: 'Vos',
      phone: null,
      locale: 'nl',
      country: 'NL',
      role: 'client',
      is_signed_up: true,
      is_optin_kid: false,
      is_optin_woman: false,
      godfather_email: null,
      origin: 'login',
      subscription_status: 'PROSPECT',
      woman_subscription_status: null,
      shop_status: 'PROSPECT',
      gift_card_status: null,
      default_shipping_address: null,
      default_billing_address: null,
      impersonated_by: null,
      created_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(me.json().created_at) - Date.now())).toBeLessThan(60_000);
    const [row] = await server.db.select().from(clients).where(eq(clients.id, pair.client_id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('Malle-2026!');
  });

  it.each([
    ['fr', 'FR'],
    ['de', 'DE'],
    ['es', 'ES'],
  ])('derives the country of the locale %s', async (locale, country) => {
    const { pair } = await signUp(server, {}, locale);
    expect((await getMe(server, pair.access_token)).json()).toMatchObject({ locale, country });
  });

  it('keeps a given country and the normalised godfather email', async () => {
    const godfather = newEmail('Godfather');
    const { pair } = await signUp(server, { country: 'BE', godfather_email: godfather }, 'nl');
    expect((await getMe(server, pair.access_token)).json()).toMatchObject({ locale: 'nl', country: 'BE', godfather_email: godfather.toLowerCase() });
  });

  it('subscribes the opt-ins to their newsletter lists, with their source or "signup"', async () => {
    const { email, pair } = await signUp(server, { is_optin_kid: true, optin_source_kid: 'quiz', is_optin_woman: true }, 'es');
    const rows = await server.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(rows.map(({ list, source, locale }) => ({ list, source, locale })).sort((a, b) => a.list.localeCompare(b.list))).toEqual([
      { list: 'KID', source: 'quiz', locale: 'es' },
      { list: 'WOMAN', source: 'signup', locale: 'es' },
    ]);
    expect((await getMe(server, pair.access_token)).json()).toMatchObject({ is_optin_kid: true, is_optin_woman: true });
  });

  it('subscribes nothing without opt-in', async () => {
    const { email } = await signUp(server, { is_optin_kid: false });
    expect(await server.db.$count(subscribers, eq(subscribers.email, email))).toBe(0);
  });

  it('marks an account with a temporary quiz address as not signed up', async () => {
    const email = `temp${crypto.randomUUID()}@signup-kid.littlecloset.test`;
    const pair = expectTokenPair(await signUpWith({ email, password: 'Malle-2026!' }), 201);
    expect((await getMe(server, pair.access_token)).json()).toMatchObject({ email, is_signed_up: false });
  });

  it('refuses an address that has an account, whatever its case, with 409 EMAIL_TAKEN and writes nothing', async () => {
    const res = await writesNothing(() => signUpWith({ email: parent.email.toUpperCase(), password: 'Another-pass-1', is_optin_kid: true }));
    const problem = expectProblem(res, 409, 'EMAIL_TAKEN');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'email', in: 'body' })]);
  });

  it('refuses the own address as godfather with a 400 naming godfather_email, and writes nothing', async () => {
    const email = newEmail();
    const res = await writesNothing(() => signUpWith({ email, password: 'Malle-2026!', godfather_email: email.toUpperCase() }));
    expectInvalid(res, 'godfather_email');
  });

  it.each([
    ['without a password', { email: 'a@example.com' }, 'password', 'An email and a password are required'],
    ['without an email', { password: 'Malle-2026!' }, 'email', 'An email and a password are required'],
    ['with a short password', { email: 'a@example.com', password: 'short' }, 'password', undefined],
    ['with an invalid email', { email: 'not-an-email', password: 'Malle-2026!' }, 'email', undefined],
    ['with an invalid godfather email', { email: 'a@example.com', password: 'Malle-2026!', godfather_email: 'nope' }, 'godfather_email', undefined],
    ['with an unknown country', { email: 'a@example.com', password: 'Malle-2026!', country: 'US' }, 'country', undefined],
    ['with an opt-in that is not a boolean', { email: 'a@example.com', password: 'Malle-2026!', is_optin_kid: 'yes' }, 'is_optin_kid', undefined],
    ['with an unknown field', { email: 'a@example.com', password: 'Malle-2026!', role: 'admin' }, 'role', undefined],
  ])('is a 400 %s, naming the field, and writes nothing', async (_, payload, field, detail) => {
    expectInvalid(await writesNothing(() => signUpWith(payload)), field, detail);
  });
});

describe('POST /api/clients/token (sign-in)', () => {
  it('signs in with the right password, whatever the case of the email, with a signed access token', async () => {
    const { email, password, pair: first } = await signUp(server);
    const pair = expectTokenPair(await signIn(server, email.toUpperCase(), password), 200);
    expect(pair.client_id).toBe(first.client_id);
    expect(pair.expires_in).toBe(900);
    const claims = decodeJwt(pair.access_token);
    expect(claims).toMatchObject({ sub: String(pair.client_id), role: 'client', iss: 'little-closet', aud: 'little-closet-app', sid: expect.any(String) });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims.act).toBeUndefined();
    // Each sign-in is a session of its own.
    expect(claims.sid).not.toBe(decodeJwt(first.access_token).sid);
    expect((await getMe(server, pair.access_token)).json().email).toBe(email);
  });

  it('answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown email', async () => {
    const wrong = expectProblem(await signIn(server, parent.email, 'not-the-password'), 401, 'INVALID_CREDENTIALS');
    const unknown = expectProblem(await signIn(server, newEmail(), parent.password), 401, 'INVALID_CREDENTIALS');
    // Nothing tells them apart but the request's own id.
    expect({ ...unknown, request_id: null }).toEqual({ ...wrong, request_id: null });
    expect(unknown.request_id).not.toBe(wrong.request_id);
  });

  it.each([
    ['without a password', { email: 'a@example.com' }, 'password'],
    ['with an invalid email', { email: 'nope', password: 'x' }, 'email'],
    ['with an empty password', { email: 'a@example.com', password: '' }, 'password'],
  ])('is a 400 %s', async (_, payload, field) => {
    expectInvalid(await call(server, 'POST', '/api/clients/token', { payload }), field);
  });
});

describe('failed sign-ins', () => {
  function expectTooMany(res: LightMyRequestResponse) {
    const problem = expectProblem(res, 429, 'TOO_MANY_ATTEMPTS');
    expect(problem.retry_after).toBeGreaterThan(0);
    expect(problem.retry_after).toBeLessThanOrEqual(WINDOW);
    expect(res.headers['retry-after']).toBe(String(problem.retry_after));
    expect(problem.detail).toMatch(/try again in \d+ minutes?/);
    return problem;
  }

  it('lock the account at the limit, even against the right password, from any address', async () => {
    const { email, password } = await signUp(server);
    for (let i = 0; i < 3; i++) expectProblem(await signIn(server, email, `wrong-${i}`), 401, 'INVALID_CREDENTIALS');
    expectTooMany(await signIn(server, email, password));
    expectTooMany(await signIn(server, email.toUpperCase(), password, newIp()));
  });

  it('count for an unknown email too', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++) expectProblem(await signIn(server, email, 'whatever'), 401, 'INVALID_CREDENTIALS');
    expectTooMany(await signIn(server, email, 'whatever'));
  });

  it('are forgotten after a successful sign-in', async () => {
    const { email, password } = await signUp(server);
    const failures = () => server.db.$count(rateLimitHits, and(eq(rateLimitHits.bucket, 'sign-in:account'), eq(rateLimitHits.key, email)));
    for (let i = 0; i < 2; i++) await signIn(server, email, 'wrong');
    expect(await failures()).toBe(2);
    expectTokenPair(await signIn(server, email, password), 200);
    expect(await failures()).toBe(0);
  });

  it('lock a network address at its limit, whatever the email, but not the others', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) expectProblem(await signIn(server, newEmail(), 'whatever', ip), 401, 'INVALID_CREDENTIALS');
    expectTooMany(await signIn(server, parent.email, parent.password, ip));
    expectProblem(await signIn(server, newEmail(), 'whatever'), 401, 'INVALID_CREDENTIALS');
  });

  it('count per address whatever X-Forwarded-For a client on the internet sends', async () => {
    const ip = '203.0.113.7';
    const attempt = (forwardedFor: string) =>
      call(server, 'POST', '/api/clients/token', { ip, headers: { 'x-forwarded-for': forwardedFor }, payload: { email: newEmail(), password: 'whatever' } });
    for (let i = 0; i < 4; i++) expectProblem(await attempt(`198.51.100.${i}`), 401, 'INVALID_CREDENTIALS');
    expectTooMany(await attempt('198.51.100.99'));
  });

  it('tell to wait until the oldest counted failure leaves the window, then let the account in', async () => {
    const { email, password } = await signUp(server);
    for (let i = 0; i < 3; i++) await signIn(server, email, 'wrong');
    const account = and(eq(rateLimitHits.bucket, 'sign-in:account'), eq(rateLimitHits.key, email));
    const [oldest] = await server.db.select({ id: rateLimitHits.id }).from(rateLimitHits).where(account).orderBy(rateLimitHits.at).limit(1);
    // The oldest failure happened 100 s before the end of the window.
    await server.db.update(rateLimitHits).set({ at: sql`now() - make_interval(secs => ${WINDOW - 100})` }).where(eq(rateLimitHits.id, oldest!.id));
    const problem = expectTooMany(await signIn(server, email, password));
    expect(problem.retry_after).toBeGreaterThanOrEqual(95);
    expect(problem.retry_after).toBeLessThanOrEqual(101);
    await server.db.update(rateLimitHits).set({ at: sql`now() - make_interval(secs => ${WINDOW + 1})` }).where(eq(rateLimitHits.id, oldest!.id));
    expectTokenPair(await signIn(server, email, password), 200);
  });
});
