import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, sessions, subscribers } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, type TestServer } from '../testing/app';
import { call, expectInvalid, expectProblem, expectTokenPair, getMe, newEmail, signIn, signUp } from '../testing/http';

// Every sign-up, sign-in and password change runs scrypt (N=2^17): about half a second each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
/** An account for the calls that must change nothing. */
let unchanged: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer({ config: { loginMaxFailuresPerAccount: 2 } });
  unchanged = await signUp(server);
});
afterAll(async () => server?.close());

function patchMe(token: string, payload: unknown) {
  return call(server, 'PATCH', '/api/clients/me', { token, payload });
}

function changePassword(token: string, payload: unknown) {
  return call(server, 'PUT', '/api/clients/me/password', { token, payload });
}

async function rowOf(id: number) {
  const [row] = await server.db.select().from(clients).where(eq(clients.id, id));
  return row!;
}

describe('GET /api/clients/me', () => {
  it('is the client of the token, and only that client', async () => {
    const a = await signUp(server, { firstname: 'Anna' });
    const b = await signUp(server, { firstname: 'Bert' });
    expect((await getMe(server, a.pair.access_token)).json()).toMatchObject({ id: a.pair.client_id, email: a.email, firstname: 'Anna', impersonated_by: null });
    expect((await getMe(server, b.pair.access_token)).json()).toMatchObject({ id: b.pair.client_id, email: b.email, firstname: 'Bert' });
  });

  it('is a 401 without a token', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me'), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /api/clients/me', () => {
  it('changes only the fields sent and answers the client as it now is', async () => {
    const { email, pair } = await signUp(server, { firstname: 'Anna', lastname: 'Klein', origin: 'quiz-kid' });
    const before = await rowOf(pair.client_id);
    const res = await patchMe(pair.access_token, { lastname: 'Groß', phone: '+49 30 1234 5678', locale: 'de', country: 'AT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, firstname: 'Anna', lastname: 'Groß', phone: '+493012345678', locale: 'de', country: 'AT', origin: 'quiz-kid' });
    expect((await getMe(server, pair.access_token)).json()).toEqual(res.json());
    const after = await rowOf(pair.client_id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await patchMe(pair.access_token, { phone: null })).json().phone).toBeNull();
  });

  it('keeps the email until the new one is confirmed, whether or not it is taken (email-change.test.ts)', async () => {
    const { email, pair } = await signUp(server);
    const address = newEmail('Renamed');
    expect((await patchMe(pair.access_token, { email: address })).json()).toMatchObject({ email, pending_email: address.toLowerCase() });
    // Its own address again is no conflict: it withdraws the waiting change.
    expect((await patchMe(pair.access_token, { email: email.toUpperCase() })).json()).toMatchObject({ email, pending_email: null });
    const taken = await patchMe(pair.access_token, { email: DEMO_ACCOUNTS[0]!.email.toUpperCase() });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ email, pending_email: DEMO_ACCOUNTS[0]!.email });
    expect((await rowOf(pair.client_id)).email).toBe(email);
  });

  it('follows the opt-ins on the newsletter lists', async () => {
    const { email, pair } = await signUp(server, {}, 'es');
    const lists = async () => (await server.db.select().from(subscribers).where(eq(subscribers.email, email))).map((s) => `${s.list}:${s.source}:${s.locale}`).sort();
    expect((await patchMe(pair.access_token, { is_optin_kid: true, is_optin_woman: true })).json()).toMatchObject({ is_optin_kid: true, is_optin_woman: true });
    expect(await lists()).toEqual(['KID:account:es', 'WOMAN:account:es']);
    await patchMe(pair.access_token, { is_optin_woman: false });
    expect(await lists()).toEqual(['KID:account:es']);
  });

  it('never changes another client: the token decides whose account it is', async () => {
    const a = await signUp(server, { firstname: 'Anna' });
    const b = await signUp(server);
    await patchMe(b.pair.access_token, { firstname: 'Mallory' });
    expect((await rowOf(a.pair.client_id)).firstname).toBe('Anna');
    expect((await rowOf(b.pair.client_id)).firstname).toBe('Mallory');
  });

  it.each([
    ['an empty patch', {}, 'body'],
    ['an unknown field', { role: 'admin' }, 'role'],
    ['an invalid email', { email: 'nope' }, 'email'],
    ['an invalid phone', { phone: 'call me' }, 'phone'],
    ['an unknown locale', { locale: 'it' }, 'locale'],
    ['an empty firstname', { firstname: '' }, 'firstname'],
  ])('is a 400 for %s, and changes nothing', async (_, payload, field) => {
    const { pair } = unchanged;
    const before = await rowOf(pair.client_id);
    const problem = expectProblem(await patchMe(pair.access_token, payload), 400, 'VALIDATION_ERROR');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await rowOf(pair.client_id)).toEqual(before);
  });

  it('is a 401 without a token', async () => {
    expectProblem(await call(server, 'PATCH', '/api/clients/me', { payload: { firstname: 'X' } }), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /api/clients/me/password', () => {
  it('changes the password, ends every session and answers a pair of a new one', async () => {
    const { email, password, pair } = await signUp(server);
    const other = expectTokenPair(await signIn(server, email, password), 200);
    const res = await changePassword(pair.access_token, { current_password: password, password: 'A-new-password' });
    const next = expectTokenPair(res, 200);
    expect(next.client_id).toBe(pair.client_id);
    expect((await getMe(server, next.access_token)).statusCode).toBe(200);
    for (const old of [pair, other]) expectProblem(await getMe(server, old.access_token), 401, 'UNAUTHORIZED');
    const ended = await server.db.select().from(sessions).where(and(eq(sessions.clientId, pair.client_id), eq(sessions.revokedReason, 'password-change')));
    expect(ended).toHaveLength(2);
    expectTokenPair(await signIn(server, email, 'A-new-password'), 200);
    expect((await rowOf(pair.client_id)).passwordChangedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong current password with 400 INVALID_PASSWORD, counted like a failed sign-in', async () => {
    const { email, password, pair } = await signUp(server);
    const before = (await rowOf(pair.client_id)).passwordHash;
    for (let i = 0; i < 2; i++) {
      const problem = expectProblem(await changePassword(pair.access_token, { current_password: 'wrong', password: 'A-new-password' }), 400, 'INVALID_PASSWORD');
      expect(problem.errors).toEqual([expect.objectContaining({ field: 'current_password', in: 'body' })]);
    }
    expectProblem(await changePassword(pair.access_token, { current_password: password, password: 'A-new-password' }), 429, 'TOO_MANY_ATTEMPTS');
    expectProblem(await signIn(server, email, password), 429, 'TOO_MANY_ATTEMPTS');
    expect((await rowOf(pair.client_id)).passwordHash).toBe(before);
    expect((await getMe(server, pair.access_token)).statusCode).toBe(200);
  });

  it.each([
    ['without the current password', { password: 'A-new-password' }, 'current_password', 'current_password and password are required'],
    ['with a short new password', { current_password: 'whatever', password: 'short' }, 'password', undefined],
  ])('is a 400 %s', async (_, payload, field, detail) => {
    expectInvalid(await changePassword(unchanged.pair.access_token, payload), field, detail);
  });

  it('is a 401 without a token', async () => {
    expectProblem(await call(server, 'PUT', '/api/clients/me/password', { payload: { current_password: 'x', password: 'A-new-password' } }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/clients/me/data-layer', () => {
  it('gives the analytics data of the client: a prospect without profiles', async () => {
    const { email, pair } = await signUp(server, { country: 'LU' }, 'de');
    const res = await call(server, 'GET', '/api/clients/me/data-layer', { token: pair.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      client_id: pair.client_id,
      email_sha256: createHash('sha256').update(email).digest('hex'),
      locale: 'de',
      country: 'LU',
      client_kind: 'prospect',
      subscription_status: 'PROSPECT',
      woman_subscription_status: null,
      shop_status: 'PROSPECT',
      profiles_count: 0,
      signed_up_at: (await getMe(server, pair.access_token)).json().created_at,
    });
    expect(res.json().email_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is a 401 without a token', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me/data-layer'), 401, 'UNAUTHORIZED');
  });
});
