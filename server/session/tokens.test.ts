import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { readConfig } from '../config';
import { refreshTokens, serverSecrets, sessions } from '../db/schema';
import { deriveKey, loadTokenSecret } from '../lib/secret';
import { outboxMail } from '../mail/port';
import { startTestServer, type TestServer } from '../testing/app';
import { call, expectInvalid, expectProblem, expectTokenPair, getMe, signIn, signUp, type TokenPair } from '../testing/http';
import { AUDIENCE, hashToken, ISSUER } from './tokens';

// Every sign-up, sign-in and password change runs scrypt (N=2^17): about half a second each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const SECRET = 'a-test-secret-of-at-least-32-characters';
const key = deriveKey(Buffer.from(SECRET), 'access-token');

let server: TestServer;
let account: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer({ config: { tokenSecret: SECRET } });
  account = await signUp(server);
});
afterAll(async () => server?.close());

/** A new session of the test account. */
async function newSession(): Promise<TokenPair> {
  return expectTokenPair(await signIn(server, account.email, account.password), 200);
}

function refresh(refreshToken: string) {
  return call(server, 'PUT', '/api/clients/token', { payload: { refresh_token: refreshToken } });
}

function revoke(refreshToken: string) {
  return call(server, 'POST', '/api/clients/token/revoke', { payload: { refresh_token: refreshToken } });
}

function sessionOf(pair: TokenPair) {
  return server.db.select().from(sessions).where(eq(sessions.id, decodeJwt(pair.access_token).sid as string));
}

/** Signs claims as the server would, changing what a test needs. */
function forge(claims: Record<string, unknown>, options: { issuer?: string; audience?: string; exp?: number } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject(String(claims.sub ?? account.pair.client_id))
    .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(key);
}

function expectUnauthorized(res: Awaited<ReturnType<typeof getMe>>) {
  expect(expectProblem(res, 401, 'UNAUTHORIZED').detail).toBe('A valid bearer token is required');
  expect(res.body).not.toContain(account.email);
}

describe('access tokens', () => {
  it('authenticate clients/me with their session', async () => {
    expect((await getMe(server, account.pair.access_token)).json().email).toBe(account.email);
  });

  it('are signed with the configured secret: a token signed the same way is accepted', async () => {
    const { sid } = decodeJwt(account.pair.access_token);
    expect((await getMe(server, await forge({ sid, role: 'client' }))).statusCode).toBe(200);
  });

  it('refuse a call without a token, or with another scheme', async () => {
    expectUnauthorized(await call(server, 'GET', '/api/clients/me'));
    expectUnauthorized(await call(server, 'GET', '/api/clients/me', { headers: { authorization: `Basic ${account.pair.access_token}` } }));
  });

  it('refuse a tampered signature', async () => {
    const [header, payload, signature] = account.pair.access_token.split('.');
    const flipped = (signature![0] === 'A' ? 'B' : 'A') + signature!.slice(1);
    expectUnauthorized(await getMe(server, `${header}.${payload}.${flipped}`));
  });

  it('refuse a payload changed to another client', async () => {
    const [header, , signature] = account.pair.access_token.split('.');
    const claims = { ...decodeJwt(account.pair.access_token), sub: '1' };
    expectUnauthorized(await getMe(server, `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`));
  });

  it('refuse an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = account.pair.access_token.split('.')[1];
    expectUnauthorized(await getMe(server, `${header}.${payload}.`));
  });

  it('refuse an expired token', async () => {
    const { sid } = decodeJwt(account.pair.access_token);
    expectUnauthorized(await getMe(server, await forge({ sid, role: 'client' }, { exp: Math.floor(Date.now() / 1000) - 5 })));
  });

  it('refuse a token of another issuer or audience, or signed with another key', async () => {
    const { sid } = decodeJwt(account.pair.access_token);
    expectUnauthorized(await getMe(server, await forge({ sid, role: 'client' }, { issuer: 'someone-else' })));
    expectUnauthorized(await getMe(server, await forge({ sid, role: 'client' }, { audience: 'another-app' })));
    const foreign = await new SignJWT({ sid, role: 'client' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(account.pair.client_id))
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    expectUnauthorized(await getMe(server, foreign));
  });

  it('refuse a session of another client, and an unknown session', async () => {
    const { sid } = decodeJwt(account.pair.access_token);
    expectUnauthorized(await getMe(server, await forge({ sid, role: 'client', sub: '1' })));
    expectUnauthorized(await getMe(server, await forge({ sid: crypto.randomUUID(), role: 'client' })));
  });

  it('stop working when their session reaches its absolute end, before their own expiry', async () => {
    const pair = await newSession();
    await server.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, decodeJwt(pair.access_token).sid as string));
    expectUnauthorized(await getMe(server, pair.access_token));
    expectProblem(await refresh(pair.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('last ACCESS_TOKEN_TTL seconds', async () => {
    // Expiry is in whole seconds: a 3-second token lasts at least 2 s after it is made, whatever the load.
    const short = await startTestServer({ config: { accessTokenTtl: 3 } });
    try {
      const { pair } = await signUp(short);
      expect(pair.expires_in).toBe(3);
      const { iat, exp } = decodeJwt(pair.access_token);
      expect(exp! - iat!).toBe(3);
      expect((await getMe(short, pair.access_token)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 4100));
      expectProblem(await getMe(short, pair.access_token), 401, 'UNAUTHORIZED');
      // The refresh token still gives a new one.
      const renewed = expectTokenPair(await call(short, 'PUT', '/api/clients/token', { payload: { refresh_token: pair.refresh_token } }), 200);
      expect((await getMe(short, renewed.access_token)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('the generated token secret', () => {
  it('is created once, kept in the database and shared by every server on it', async () => {
    // Two nodes (or a restart) on one database without TOKEN_SECRET.
    const config = { ...readConfig({}), appDir: null, logLevel: 'silent' };
    const nodes = await Promise.all([0, 1].map(() => buildServer({ db: server.db, config, build: { version: '0', build: 'test', built_at: null }, mail: outboxMail(server.db) })));
    try {
      const stored = await server.db.select().from(serverSecrets);
      expect(stored).toHaveLength(1);
      expect(Buffer.from(stored[0]!.value, 'base64url')).toHaveLength(32);
      expect((await loadTokenSecret(server.db, null)).toString('base64url')).toBe(stored[0]!.value);
      const first = await signUp({ ...server, app: nodes[0]! });
      expect((await getMe({ ...server, app: nodes[1]! }, first.pair.access_token)).statusCode).toBe(200);
      // This server signs with TOKEN_SECRET instead.
      expectUnauthorized(await getMe(server, first.pair.access_token));
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});

describe('PUT /api/clients/token (refresh)', () => {
  it('exchanges a refresh token for a new pair of the same session, and stores it hashed', async () => {
    const pair = await newSession();
    const next = expectTokenPair(await refresh(pair.refresh_token), 200);
    expect(next.client_id).toBe(account.pair.client_id);
    expect(next.refresh_token).not.toBe(pair.refresh_token);
    expect(decodeJwt(next.access_token).sid).toBe(decodeJwt(pair.access_token).sid);
    expect((await getMe(server, next.access_token)).statusCode).toBe(200);
    expect(await server.db.$count(refreshTokens, eq(refreshTokens.tokenHash, next.refresh_token))).toBe(0);
    expect(await server.db.$count(refreshTokens, eq(refreshTokens.tokenHash, hashToken(next.refresh_token)))).toBe(1);
  });

  it('exchanges a spent token again within the reuse interval (two tabs refreshing at once)', async () => {
    const pair = await newSession();
    const first = expectTokenPair(await refresh(pair.refresh_token), 200);
    const second = expectTokenPair(await refresh(pair.refresh_token), 200);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await getMe(server, first.access_token)).statusCode).toBe(200);
    expect((await getMe(server, second.access_token)).statusCode).toBe(200);
  });

  it('lets two concurrent exchanges of one token through', async () => {
    const pair = await newSession();
    const [a, b] = await Promise.all([refresh(pair.refresh_token), refresh(pair.refresh_token)]);
    expect(expectTokenPair(a!, 200).refresh_token).not.toBe(expectTokenPair(b!, 200).refresh_token);
    expect((await sessionOf(pair))[0]!.revokedAt).toBeNull();
  });

  it('ends the whole session when a token spent before the reuse interval comes back', async () => {
    const pair = await newSession();
    const next = expectTokenPair(await refresh(pair.refresh_token), 200);
    await server.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '31 seconds'` })
      .where(eq(refreshTokens.sessionId, decodeJwt(pair.access_token).sid as string));
    expectProblem(await refresh(pair.refresh_token), 401, 'REFRESH_TOKEN_REUSED');
    expect((await sessionOf(pair))[0]).toMatchObject({ revokedAt: expect.any(Date), revokedReason: 'reuse' });
    // Every token of the family is dead: old and new refresh tokens, and the access tokens.
    expectProblem(await refresh(pair.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    expectProblem(await refresh(next.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    expectUnauthorized(await getMe(server, next.access_token));
    expectUnauthorized(await getMe(server, pair.access_token));
    // Other sessions of the client go on.
    expect((await getMe(server, account.pair.access_token)).statusCode).toBe(200);
  });

  it('refuses an unknown token and an expired one with 401 INVALID_REFRESH_TOKEN', async () => {
    expectProblem(await refresh('not-a-token'), 401, 'INVALID_REFRESH_TOKEN');
    const pair = await newSession();
    await server.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.sessionId, decodeJwt(pair.access_token).sid as string));
    expectProblem(await refresh(pair.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('gives refresh tokens REFRESH_TOKEN_TTL and sessions SESSION_MAX_AGE', async () => {
    const pair = await newSession();
    const [session] = await sessionOf(pair);
    const [token] = await server.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session!.id));
    const days = (date: Date) => Math.round((date.getTime() - Date.now()) / 86_400_000);
    expect(days(token!.expiresAt)).toBe(30);
    expect(days(session!.expiresAt)).toBe(180);
    expect(session).toMatchObject({ kind: 'password', impersonatedBy: null, revokedAt: null, clientId: account.pair.client_id });
  });

  it.each([
    ['with an empty refresh_token', { refresh_token: '' }],
    ['with a refresh_token that is no string', { refresh_token: 42 }],
  ])('is a 400 %s', async (_, payload) => {
    expectInvalid(await call(server, 'PUT', '/api/clients/token', { payload }), 'refresh_token');
  });

  it('is a 401 INVALID_REFRESH_TOKEN without any refresh token, in the body or a cookie', async () => {
    expectProblem(await call(server, 'PUT', '/api/clients/token', { payload: {} }), 401, 'INVALID_REFRESH_TOKEN');
  });
});

describe('POST /api/clients/token/revoke (sign-out)', () => {
  it('ends the session: its refresh and access tokens stop working, other sessions go on', async () => {
    const pair = await newSession();
    const other = await newSession();
    const res = await revoke(pair.refresh_token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectUnauthorized(await getMe(server, pair.access_token));
    expectProblem(await refresh(pair.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    expect((await sessionOf(pair))[0]!.revokedReason).toBe('signout');
    expect((await getMe(server, other.access_token)).statusCode).toBe(200);
  });

  it('answers 204 for an unknown token, and for one already revoked', async () => {
    expect((await revoke('unknown-token')).statusCode).toBe(204);
    const pair = await newSession();
    expect((await revoke(pair.refresh_token)).statusCode).toBe(204);
    expect((await revoke(pair.refresh_token)).statusCode).toBe(204);
  });

  it('answers 204 without a refresh token (nothing to end), and is a 400 for one that is no string', async () => {
    expect((await call(server, 'POST', '/api/clients/token/revoke', { payload: {} })).statusCode).toBe(204);
    expectInvalid(await call(server, 'POST', '/api/clients/token/revoke', { payload: { refresh_token: 42 } }), 'refresh_token');
  });
});

describe('the refresh token of a browser', () => {
  /** A call as a browser's fetch sends it: with Sec-Fetch-Site, which no script of a page can take off. */
  const fromBrowser = (method: 'POST' | 'PUT', url: string, payload: unknown, cookie?: string, host?: string) =>
    call(server, method, url, { payload, headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) } });
  const refreshCookieOf = (res: Awaited<ReturnType<typeof call>>) => res.cookies.find((cookie) => cookie.name === 'lc_refresh');
  const browserSignIn = (host?: string) => fromBrowser('POST', '/api/clients/token', { email: account.email, password: account.password }, undefined, host);

  it('comes in an HttpOnly, SameSite=Strict cookie for the token calls only, and never in the body', async () => {
    const res = await browserSignIn();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: expect.any(String), client_id: account.pair.client_id, expires_in: expect.any(Number), token_type: 'Bearer' });
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ value: expect.stringMatching(/^[\w-]{43}$/), httpOnly: true, sameSite: 'Strict', path: '/api/clients/token', maxAge: server.config.refreshTokenTtl });
    // Plain http on localhost: a developer's machine, where a Secure cookie would not be kept.
    expect(cookie!.secure).toBeUndefined();
    expect(refreshCookieOf(await browserSignIn('shop.example.fr'))).toMatchObject({ secure: true, httpOnly: true });
  });

  it('is exchanged from the cookie alone: a new one in its place, the session goes on', async () => {
    const first = refreshCookieOf(await browserSignIn())!.value;
    const res = await fromBrowser('PUT', '/api/clients/token', {}, `lc_refresh=${first}`);
    expect(res.statusCode).toBe(200);
    const pair = res.json() as TokenPair;
    expect(pair.refresh_token).toBeUndefined();
    const next = refreshCookieOf(res)!.value;
    expect(next).not.toBe(first);
    expect((await getMe(server, pair.access_token)).statusCode).toBe(200);
    // A client that is not a browser, with the body form, still gets its token in the body.
    const api = expectTokenPair(await refresh(next), 200);
    expect((await getMe(server, api.access_token)).statusCode).toBe(200);
  });

  it('is a 401 when there is none, and a refused one is cleared from the browser', async () => {
    expectProblem(await fromBrowser('PUT', '/api/clients/token', {}), 401, 'INVALID_REFRESH_TOKEN');
    const refused = await fromBrowser('PUT', '/api/clients/token', {}, 'lc_refresh=not-a-token-of-ours');
    expectProblem(refused, 401, 'INVALID_REFRESH_TOKEN');
    expect(refreshCookieOf(refused)).toMatchObject({ value: '', path: '/api/clients/token' });
    expect(refreshCookieOf(refused)!.expires!.getTime()).toBeLessThan(Date.now());
    // A cookie longer than any token is no token (and no work for the database).
    expectProblem(await fromBrowser('PUT', '/api/clients/token', {}, `lc_refresh=${'x'.repeat(4000)}`), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('ends its session at sign-out, from the cookie, which is cleared', async () => {
    const signedIn = await browserSignIn();
    const token = refreshCookieOf(signedIn)!.value;
    const { access_token: accessToken } = signedIn.json() as TokenPair;
    const res = await fromBrowser('POST', '/api/clients/token/revoke', {}, `lc_refresh=${token}`);
    expect(res.statusCode).toBe(204);
    expect(refreshCookieOf(res)).toMatchObject({ value: '', path: '/api/clients/token' });
    expectUnauthorized(await getMe(server, accessToken));
    expectProblem(await refresh(token), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('comes as a cookie from a sign-up and a password change too', async () => {
    const email = `cookie-${Date.now()}@example.fr`;
    const signedUp = await fromBrowser('POST', '/api/clients', { email, password: 'Une-Malle-Pour-Lea' });
    expect(signedUp.statusCode).toBe(201);
    expect((signedUp.json() as TokenPair).refresh_token).toBeUndefined();
    expect(refreshCookieOf(signedUp)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const { access_token: accessToken } = signedUp.json() as TokenPair;
    const changed = await call(server, 'PUT', '/api/clients/me/password', {
      token: accessToken,
      payload: { current_password: 'Une-Malle-Pour-Lea', password: 'Une-Autre-Malle-2026' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as TokenPair).refresh_token).toBeUndefined();
    expect(refreshCookieOf(changed)).toMatchObject({ httpOnly: true, path: '/api/clients/token' });
  });
});
