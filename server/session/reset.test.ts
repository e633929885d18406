import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, mailOutbox, passwordResets, sessions } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, type TestServer } from '../testing/app';
import { call, expectInvalid, expectProblem, expectTokenPair, getMe, newEmail, newIp, signIn, signUp } from '../testing/http';

// Every sign-up, sign-in and password change runs scrypt (N=2^17): about half a second each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const APP_URL = 'https://app.littlecloset.test';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { appUrl: APP_URL } });
});
afterAll(async () => server?.close());

function askReset(email: string, ip?: string) {
  return call(server, 'POST', '/api/clients/send-reset-password-email', { payload: { email }, ...(ip ? { ip } : {}) });
}

function reset(payload: unknown) {
  return call(server, 'POST', '/api/clients/reset-password', { payload });
}

function mailsTo(email: string) {
  return server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id));
}

/** The client id and token of the newest link mailed to `email`. */
async function linkTo(email: string) {
  const [mail] = await mailsTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return { link, clientId: Number(link.searchParams.get('client_id')), token: link.searchParams.get('token')! };
}

describe('POST /api/clients/send-reset-password-email', () => {
  it('mails a link in the account’s language, with its first name, and stores the token hashed', async () => {
    const { email, pair } = await signUp(server, { firstname: 'Lena' }, 'de');
    const res = await askReset(email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject: 'Ihr Passwort für Little Closet zurücksetzen', html: expect.stringContaining('<a href="https://app.littlecloset.test/de/reset-password?') });
    expect(mail!.text).toContain('Hallo Lena,');
    expect(mail!.text).toContain('1 Stunde');
    const { link, clientId, token } = await linkTo(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/de/reset-password`);
    expect(clientId).toBe(pair.client_id);
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await server.db.select().from(passwordResets).where(eq(passwordResets.clientId, clientId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect((rows[0]!.expiresAt.getTime() - Date.now()) / 1000).toBeGreaterThan(3590);
  });

  it('links French accounts without a language prefix', async () => {
    const { email } = await signUp(server);
    await askReset(email);
    expect((await linkTo(email)).link.pathname).toBe('/reset-password');
    expect((await mailsTo(email))[0]!.text).toMatch(/^Bonjour,/);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const email = newEmail();
    const before = await server.db.$count(passwordResets);
    const res = await askReset(email);
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(await mailsTo(email.toLowerCase())).toEqual([]);
    expect(await server.db.$count(passwordResets)).toBe(before);
  });

  it('keeps only the newest link working', async () => {
    const { email } = await signUp(server);
    await askReset(email);
    const first = await linkTo(email);
    await askReset(email);
    const second = await linkTo(email);
    expectProblem(await reset({ client_id: first.clientId, token: first.token, password: 'New-password-1' }), 400, 'INVALID_RESET_TOKEN');
    expectTokenPair(await reset({ client_id: second.clientId, token: second.token, password: 'New-password-1' }), 200);
  });

  it('allows 3 requests per address per hour, then answers 429 with Retry-After', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++) expect((await askReset(email)).statusCode).toBe(202);
    const res = await askReset(email);
    const problem = expectProblem(res, 429, 'TOO_MANY_ATTEMPTS');
    expect(problem.retry_after).toBeGreaterThan(3500);
    expect(res.headers['retry-after']).toBe(String(problem.retry_after));
  });

  it('allows 10 requests per network address per hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await askReset(newEmail(), ip)).statusCode).toBe(202);
    expectProblem(await askReset(newEmail(), ip), 429, 'TOO_MANY_ATTEMPTS');
    expect((await askReset(newEmail())).statusCode).toBe(202);
  });

  it.each([
    ['without an email', {}, 'An email is required'],
    ['with an invalid email', { email: 'nope' }, undefined],
  ])('is a 400 %s', async (_, payload, detail) => {
    expectInvalid(await call(server, 'POST', '/api/clients/send-reset-password-email', { payload }), 'email', detail);
  });
});

describe('POST /api/clients/reset-password', () => {
  it('sets the password, ends every session and signs in on a new one; the link works once', async () => {
    const { email, password, pair } = await signUp(server);
    await askReset(email);
    const { clientId, token } = await linkTo(email);
    const signedIn = expectTokenPair(await reset({ client_id: clientId, token, password: 'Brand-new-pass' }), 200);
    expect(signedIn.client_id).toBe(clientId);
    expect((await getMe(server, signedIn.access_token)).statusCode).toBe(200);
    expectProblem(await getMe(server, pair.access_token), 401, 'UNAUTHORIZED');
    const revoked = await server.db.select().from(sessions).where(eq(sessions.clientId, clientId));
    expect(revoked.filter((s) => s.revokedReason === 'password-reset')).toHaveLength(1);
    const [row] = await server.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row!.passwordChangedAt).toBeInstanceOf(Date);
    expectProblem(await signIn(server, email, password), 401, 'INVALID_CREDENTIALS');
    expectTokenPair(await signIn(server, email, 'Brand-new-pass'), 200);
    const again = expectProblem(await reset({ client_id: clientId, token, password: 'Other-pass-2' }), 400, 'INVALID_RESET_TOKEN');
    expect(again.errors).toEqual([expect.objectContaining({ field: 'token', in: 'body' })]);
  });

  it('refuses an expired token, and a token of another client, naming token', async () => {
    const { email } = await signUp(server);
    await askReset(email);
    const { clientId, token } = await linkTo(email);
    const other = DEMO_ACCOUNTS[0]!;
    const [demo] = await server.db.select({ id: clients.id }).from(clients).where(eq(clients.email, other.email));
    const wrongClient = expectProblem(await reset({ client_id: demo!.id, token, password: 'Brand-new-pass' }), 400, 'INVALID_RESET_TOKEN');
    expect(wrongClient.errors).toEqual([expect.objectContaining({ field: 'token', in: 'body' })]);
    await server.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.clientId, clientId));
    expectProblem(await reset({ client_id: clientId, token, password: 'Brand-new-pass' }), 400, 'INVALID_RESET_TOKEN');
    expectProblem(await reset({ client_id: clientId, token: 'made-up', password: 'Brand-new-pass' }), 400, 'INVALID_RESET_TOKEN');
  });

  it.each([
    ['without a token', { client_id: 1, password: 'Brand-new-pass' }, 'token', 'client_id, password and token are required'],
    ['with a short password', { client_id: 1, password: 'short', token: 'x' }, 'password', undefined],
    ['with a client_id that is not a number', { client_id: 'one', password: 'Brand-new-pass', token: 'x' }, 'client_id', undefined],
  ])('is a 400 %s', async (_, payload, field, detail) => {
    expectInvalid(await reset(payload), field, detail);
  });
});

describe('GET /api/get_client_hash', () => {
  function clientHash(email: string, ip?: string) {
    return call(server, 'GET', `/api/get_client_hash?email=${encodeURIComponent(email)}`, ip ? { ip } : {});
  }

  it('is a multiple of 17 exactly when the address has an account, and stable for an address', async () => {
    const known = await clientHash(DEMO_ACCOUNTS[1]!.email);
    expect(known.statusCode).toBe(200);
    expect(known.json().hash % 17).toBe(0);
    expect((await clientHash(DEMO_ACCOUNTS[1]!.email.toUpperCase())).json()).toEqual(known.json());
    for (let i = 0; i < 5; i++) {
      const email = newEmail();
      const { hash } = (await clientHash(email)).json();
      expect(Number.isSafeInteger(hash) && hash >= 0).toBe(true);
      expect(hash % 17).not.toBe(0);
      expect((await clientHash(email)).json().hash).toBe(hash);
    }
  });

  it('turns into a multiple of 17 once the address signs up', async () => {
    const { email } = await signUp(server);
    expect((await clientHash(email)).json().hash % 17).toBe(0);
  });

  it('allows 30 checks per network address per 15 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await clientHash(newEmail(), ip)).statusCode).toBe(200);
    const problem = expectProblem(await clientHash(newEmail(), ip), 429, 'TOO_MANY_ATTEMPTS');
    expect(problem.retry_after).toBeGreaterThan(800);
  });

  it('is a 400 naming email without a valid email', async () => {
    expectInvalid(await call(server, 'GET', '/api/get_client_hash'), 'email', undefined, 'query');
    expectInvalid(await clientHash('nope'), 'email', undefined, 'query');
  });
});
