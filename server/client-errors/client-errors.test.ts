import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientErrors } from '../db/schema';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { CLIENT_ERROR_RETENTION_DAYS, forgetOldReports } from '.';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem, newIp } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Report = Record<string, unknown>;

/** A report as the app sends it, with a message of its own to find it by. */
function report(fields: Report = {}): Report {
  return {
    kind: 'error',
    message: `TypeError: cannot read properties of undefined (${randomBytes(4).toString('hex')})`,
    stack: 'TypeError: cannot read properties of undefined\n    at render (http://127.0.0.1:3000/assets/index-abc123.js:1:2345)',
    url: '/shop/cart',
    build_id: '9779e21-20261126115400',
    locale: 'fr',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    ...fields,
  };
}

const send = (body: Report, ip = newIp()) => call(server, 'POST', '/api/client-errors', { payload: body, ip });

type Listed = { id: number; created_at: string; kind: string; label: string | null; message: string; stack: string; url: string; build_id: string; locale: string; user_agent: string };

async function list(query = '', token = TEST_ADMIN_TOKEN) {
  const res = await call(server, 'GET', `/api/admin/client-errors${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { value: Listed[]; pagination: { page: number; page_size: number; pages: number; total: number } };
}

/** The stored report whose message contains `marker`, as an administrator reads it. */
async function storedWith(marker: string): Promise<Listed[]> {
  return (await list('?page_size=100')).value.filter((r) => r.message.includes(marker));
}

describe('POST /api/client-errors', () => {
  it('stores a browser error, which an administrator then reads', async () => {
    const body = report({ locale: 'de', url: '/de/shop/cart' });
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const [stored, ...others] = await storedWith(String(body.message));
    expect(others).toEqual([]);
    expect(stored).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      kind: 'error',
      label: null,
      message: body.message,
      stack: body.stack,
      url: '/de/shop/cart',
      build_id: body.build_id,
      locale: 'de',
      user_agent: body.user_agent,
    });
    expect(Date.now() - Date.parse(stored!.created_at)).toBeLessThan(60_000);
  });

  it('scrubs emails, tokens, secrets, numbers and query strings before storing, whatever the app sent', async () => {
    const marker = randomBytes(4).toString('hex');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMiJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
    const res = await send(
      report({
        kind: 'unhandledrejection',
        message: `Error ${marker}: sign-in failed for camille.martin@example.com with Bearer ${jwt} (card 4242 4242 4242 4242, phone +33612345678) password=Secr3t!`,
        stack: `Error\n    at https://littlecloset.test/reset-password?token=abcdef123456&client_id=12:1:20\n    at handle (/connect?connect-as-access-token=${jwt}:3:4) seti_1AbC_secret_XyZ987`,
        url: '/infos/returns/12?token=abc&email=camille.martin@example.com#pay',
        user_agent: 'Mozilla/5.0 (camille.martin@example.com)',
      }),
    );
    expect(res.statusCode, res.body).toBe(204);
    const [stored] = await storedWith(marker);
    expect(stored).toMatchObject({
      kind: 'unhandledrejection',
      message: `Error ${marker}: sign-in failed for [email] with Bearer [token] (card [number], phone [number]) password=[redacted]`,
      stack: 'Error\n    at https://littlecloset.test/reset-password\n    at handle (/connect) [secret]',
      url: '/infos/returns/12',
      user_agent: 'Mozilla/5.0 ([email])',
    });
    const everything = JSON.stringify(stored);
    for (const personal of ['camille', 'eyJ', '4242', '612345678', 'Secr3t', 'abcdef123456', 'XyZ987']) expect(everything).not.toContain(personal);
  });

  it('stores the labelled failures under their label, which the list filters by', async () => {
    const card = report({ kind: 'labelled', label: 'STRIPE_CONFIRM_CARD_SETUP', message: `card_declined ${randomBytes(4).toString('hex')}`, stack: '', locale: 'es', url: '/es/shop/checkout' });
    const geo = report({ kind: 'labelled', label: 'GEO_LOOKUP', message: `Commune lookup failed ${randomBytes(4).toString('hex')}`, stack: '', locale: 'nl' });
    expect((await send(card)).statusCode).toBe(204);
    expect((await send(geo)).statusCode).toBe(204);
    const cards = await list('?label=STRIPE_CONFIRM_CARD_SETUP&page_size=100');
    expect(cards.value.every((r) => r.label === 'STRIPE_CONFIRM_CARD_SETUP' && r.kind === 'labelled')).toBe(true);
    expect(cards.value.map((r) => r.message)).toContain(card.message);
    expect(cards.value.map((r) => r.message)).not.toContain(geo.message);
    const geos = await list('?label=GEO_LOOKUP&page_size=100');
    expect(geos.value.find((r) => r.message === geo.message)).toMatchObject({ label: 'GEO_LOOKUP', locale: 'nl', stack: '' });
  });

  it('refuses a bad field with a 400 naming it, and stores nothing', async () => {
    const cases: Array<[Report, string]> = [
      [report({ kind: 'warning' }), 'kind'],
      [report({ message: '' }), 'message'],
      [report({ message: 'x'.repeat(1001) }), 'message'],
      [report({ stack: 'x'.repeat(8001) }), 'stack'],
      [report({ url: 'https://littlecloset.test/shop' }), 'url'],
      [report({ url: `/${'a'.repeat(500)}` }), 'url'],
      [report({ url: '/shop\n/cart' }), 'url'],
      [report({ build_id: 'a build' }), 'build_id'],
      [report({ build_id: 'b'.repeat(65) }), 'build_id'],
      [report({ locale: 'en' }), 'locale'],
      [report({ user_agent: 'u'.repeat(301) }), 'user_agent'],
      [report({ label: 'GEO_LOOKUP' }), 'label'],
      [report({ kind: 'labelled' }), 'label'],
      [report({ kind: 'labelled', label: 'PAYPAL' }), 'label'],
      [report({ email: 'camille.martin@example.com' }), 'email'],
    ];
    const before = (await list()).pagination.total;
    for (const [body, field] of cases) expectInvalid(await send(body), field);
    for (const field of ['kind', 'message', 'stack', 'url', 'build_id', 'locale', 'user_agent']) {
      const { [field]: _left, ...rest } = report();
      expectInvalid(await send(rest), field);
    }
    expect((await list()).pagination.total).toBe(before);
  });

  it('needs no token, and a signed-in client reports the same way', async () => {
    const client = await newClient(server);
    const body = report();
    const res = await call(server, 'POST', '/api/client-errors', { payload: body, token: client.token });
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedWith(String(body.message))).toHaveLength(1);
  });

  it('takes 30 reports a minute from one network address, then answers 429 with Retry-After', async () => {
    const ip = newIp();
    // Two at once are both counted and both stored.
    const marker = randomBytes(4).toString('hex');
    const pair = await Promise.all([send(report({ message: `first ${marker}` }), ip), send(report({ message: `second ${marker}` }), ip)]);
    expect(pair.map((r) => r.statusCode)).toEqual([204, 204]);
    expect(await storedWith(marker)).toHaveLength(2);
    for (let i = 2; i < 30; i += 1) expect((await send(report(), ip)).statusCode).toBe(204);
    const refused = await send(report({ message: `refused ${marker}` }), ip);
    const problem = expectProblem(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(problem.detail).toContain('error reports');
    expect(await storedWith(`refused ${marker}`)).toEqual([]);
    // Another address is not held back.
    expect((await send(report())).statusCode).toBe(204);
  });
});

describe('GET /api/admin/client-errors', () => {
  it('lists the reports newest first, a page at a time', async () => {
    const first = report();
    const second = report({ locale: 'nl' });
    expect((await send(first)).statusCode).toBe(204);
    expect((await send(second)).statusCode).toBe(204);
    const page = await list('?page_size=2');
    expect(page.value.map((r) => r.message)).toEqual([second.message, first.message]);
    expect(page.pagination).toMatchObject({ page: 1, page_size: 2, pages: Math.ceil(page.pagination.total / 2) });
    const last = page.pagination.pages;
    expect((await list(`?page_size=2&page=${last}`)).value.length).toBeGreaterThan(0);
    expectProblem(await call(server, 'GET', `/api/admin/client-errors?page_size=2&page=${last + 1}`, { token: TEST_ADMIN_TOKEN }), 404, 'NOT_FOUND');
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    expectInvalid(await call(server, 'GET', '/api/admin/client-errors?page_size=500', { token: TEST_ADMIN_TOKEN }), 'page_size', undefined, 'query');
    expectInvalid(await call(server, 'GET', '/api/admin/client-errors?page=0', { token: TEST_ADMIN_TOKEN }), 'page', undefined, 'query');
    expectInvalid(await call(server, 'GET', '/api/admin/client-errors?label=PAYPAL', { token: TEST_ADMIN_TOKEN }), 'label', undefined, 'query');
  });

  it('is read by an administrator account, refused to a client (403) and without a token (401)', async () => {
    const admin = await newClient(server, { role: 'admin' });
    expect((await list('', admin.token)).pagination.total).toBeGreaterThan(0);
    const client = await newClient(server);
    expectProblem(await call(server, 'GET', '/api/admin/client-errors', { token: client.token }), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'GET', '/api/admin/client-errors'), 401, 'UNAUTHORIZED');
  });
});

describe('retention', () => {
  it('deletes the reports older than 90 days (the clock runs it) and keeps the others', async () => {
    const old = report();
    const recent = report();
    expect((await send(old)).statusCode).toBe(204);
    expect((await send(recent)).statusCode).toBe(204);
    const marker = (body: Report) => String(body.message).slice(-10, -1);
    const [stored] = await storedWith(marker(old));
    const day = 24 * 60 * 60 * 1000;
    await server.db.update(clientErrors).set({ createdAt: new Date(Date.now() - (CLIENT_ERROR_RETENTION_DAYS + 1) * day) }).where(eq(clientErrors.id, stored!.id));
    expect(await forgetOldReports(server.db, new Date())).toBe(1);
    expect(await storedWith(marker(old))).toEqual([]);
    expect(await storedWith(marker(recent))).toHaveLength(1);
  });
});

describe('with SENTRY_DSN', () => {
  it("lets the pages send their errors to the DSN's server, and to no other", async () => {
    const Fastify = (await import('fastify')).default;
    const { registerSecurityHeaders } = await import('../http/security');
    const policyWith = async (dsn: string | null) => {
      const app = Fastify();
      await registerSecurityHeaders(app, new Set(), dsn);
      app.get('/', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
      const res = await app.inject({ method: 'GET', url: '/' });
      await app.close();
      return /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
    };
    expect(await policyWith('https://key@o42.ingest.sentry.example/4506')).toEqual(["'self'", 'https://api.stripe.com', 'https://o42.ingest.sentry.example']);
    expect(await policyWith(null)).toEqual(["'self'", 'https://api.stripe.com']);
  });
});
