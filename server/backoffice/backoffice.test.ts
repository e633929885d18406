import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, mailOutbox, sessions } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem, expectTokenPair, getMe, newEmail, signIn, signUp } from '../testing/http';
import { BOY, composeNow, mailsTo, onlyTestStock, profileWithTrunk } from '../testing/trunks';

// Every sign-up, sign-in and password change runs scrypt (N=2^17): about half a second each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const [parent, , administrator] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[number], unknown, (typeof DEMO_ACCOUNTS)[number]];

let server: TestServer;
let adminToken: string;
let clientToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = expectTokenPair(await signIn(server, administrator.email, administrator.password), 200).access_token;
  clientToken = (await signUp(server)).pair.access_token;
});
afterAll(async () => server?.close());

function impersonate(token: string | undefined, email: string) {
  return call(server, 'POST', '/api/admin/impersonations', { ...(token ? { token } : {}), payload: { email } });
}

function listSubscribers(token: string) {
  return call(server, 'GET', '/api/admin/subscribers?list=KID', { token });
}

describe('admin scope', () => {
  it('lets an administrator’s own token and the operator token in', async () => {
    expect(decodeJwt(adminToken).role).toBe('admin');
    expect((await listSubscribers(adminToken)).statusCode).toBe(200);
    expect((await listSubscribers(TEST_ADMIN_TOKEN)).statusCode).toBe(200);
  });

  it('refuses a client’s token with 403 FORBIDDEN', async () => {
    expectProblem(await listSubscribers(clientToken), 403, 'FORBIDDEN');
    expectProblem(await impersonate(clientToken, parent.email), 403, 'FORBIDDEN');
  });

  it('refuses a missing or invalid token with 401 UNAUTHORIZED', async () => {
    expectProblem(await call(server, 'GET', '/api/admin/subscribers'), 401, 'UNAUTHORIZED');
    expectProblem(await listSubscribers('not-a-token'), 401, 'UNAUTHORIZED');
    expectProblem(await impersonate(undefined, parent.email), 401, 'UNAUTHORIZED');
  });

  it('refuses an impersonation token, even of an account that is an administrator', async () => {
    const { email } = await signUp(server);
    const { access_token } = (await impersonate(adminToken, email)).json();
    expectProblem(await listSubscribers(access_token), 403, 'FORBIDDEN');
    await server.db.update(clients).set({ role: 'admin' }).where(eq(clients.email, email));
    expect((await getMe(server, access_token)).json().role).toBe('admin');
    expectProblem(await listSubscribers(access_token), 403, 'FORBIDDEN');
    expectProblem(await impersonate(access_token, parent.email), 403, 'FORBIDDEN');
  });

  it('does not take the operator token as a client’s token', async () => {
    expectProblem(await getMe(server, TEST_ADMIN_TOKEN), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/admin/impersonations', () => {
  it('gives an administrator a token of the client, marked with the administrator, lasting IMPERSONATION_TTL', async () => {
    const { email, password, pair } = await signUp(server);
    const res = await impersonate(adminToken, email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      client_id: pair.client_id,
      expires_in: 3600,
      path: `/infos?connect-as-access-token=${body.access_token}`,
    });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: String(pair.client_id), role: 'client', act: { sub: administrator.email } });
    const [session] = await server.db.select().from(sessions).where(eq(sessions.id, claims.sid as string));
    expect(session).toMatchObject({ kind: 'impersonation', impersonatedBy: administrator.email, clientId: pair.client_id });
    expect(claims.exp).toBe(Math.floor(session!.expiresAt.getTime() / 1000));
    expect(claims.exp! - Date.now() / 1000).toBeGreaterThan(3590);

    const me = await getMe(server, body.access_token);
    expect(me.json()).toMatchObject({ id: pair.client_id, email, impersonated_by: administrator.email });
    // The administrator may act, but not change the password.
    expect((await call(server, 'PATCH', '/api/clients/me', { token: body.access_token, payload: { firstname: 'Helped' } })).statusCode).toBe(200);
    expectProblem(
      await call(server, 'PUT', '/api/clients/me/password', { token: body.access_token, payload: { current_password: password, password: 'Taken-over-1' } }),
      403,
      'FORBIDDEN',
    );
    // The client's own session does not show the administrator.
    expect((await getMe(server, pair.access_token)).json().impersonated_by).toBeNull();
  });

  it('marks the operator’s impersonations with "operator"', async () => {
    const body = (await impersonate(TEST_ADMIN_TOKEN, parent.email)).json();
    expect(decodeJwt(body.access_token).act).toEqual({ sub: 'operator' });
    expect((await getMe(server, body.access_token)).json()).toMatchObject({ email: parent.email, impersonated_by: 'operator' });
  });

  it('is a 404 NOT_FOUND for an unknown email, and a 403 for an administrator account', async () => {
    expectProblem(await impersonate(adminToken, newEmail()), 404, 'NOT_FOUND');
    expectProblem(await impersonate(TEST_ADMIN_TOKEN, administrator.email), 403, 'FORBIDDEN');
  });

  it('is a 400 naming email without a valid one', async () => {
    expectInvalid(await impersonate(adminToken, 'nope'), 'email');
    expectInvalid(await call(server, 'POST', '/api/admin/impersonations', { token: adminToken, payload: {} }), 'email', 'An email is required');
  });
});

describe('npm run admin', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'lc-admin-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the command as an operator would, with only the given settings. */
  function admin(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
    const { ADMIN_TOKEN: _t, ADMIN_URL: _u, DATA_DIR: _d, PORT: _p, ...inherited } = process.env;
    return new Promise((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], { cwd: root, env: { ...inherited, ...env } }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      });
    });
  }

  it('prints a link that signs in as the client, and its lifetime', async () => {
    const run = await admin(['impersonate', parent.email], { ADMIN_URL: url, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('60 minutes');
    const link = new URL(/http\S+/.exec(run.stdout)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${url}/infos`);
    const me = await getMe(server, link.searchParams.get('connect-as-access-token')!);
    expect(me.json()).toMatchObject({ email: parent.email, impersonated_by: 'operator' });
  });

  it('reads the operator token from the file the server writes in DATA_DIR', async () => {
    writeFileSync(join(dataDir, 'operator-token'), `${TEST_ADMIN_TOKEN}\n`, { mode: 0o600 });
    const run = await admin(['impersonate', parent.email], { ADMIN_URL: url, DATA_DIR: dataDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('/infos?connect-as-access-token=');
  });

  it.each([
    ['a wrong token', ['impersonate', 'parent@demo.littlecloset.test'], { ADMIN_TOKEN: 'wrong' }, /refused the operator token/],
    ['an unknown email', ['impersonate', 'nobody@example.com'], { ADMIN_TOKEN: TEST_ADMIN_TOKEN }, /^No account has the email nobody@example\.com$/],
    ['no email', ['impersonate'], { ADMIN_TOKEN: TEST_ADMIN_TOKEN }, /needs one email/],
    ['an unknown command', ['promote'], { ADMIN_TOKEN: TEST_ADMIN_TOKEN }, /Unknown command promote/],
  ])('fails with one clear line for %s', async (_, args, env, message) => {
    const run = await admin(args, { ADMIN_URL: url, ...env });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr.trim()).toMatch(message);
  });

  it('fails clearly when no server answers, or without a token', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await admin(['impersonate', parent.email], { ADMIN_URL: `http://127.0.0.1:${port}`, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    expect(down).toMatchObject({ code: 1, stderr: `No server answers at http://127.0.0.1:${port}: start it with npm start, or set ADMIN_URL\n` });
    const empty = mkdtempSync(join(tmpdir(), 'lc-admin-empty-'));
    const tokenless = await admin(['impersonate', parent.email], { ADMIN_URL: url, DATA_DIR: empty });
    rmSync(empty, { recursive: true, force: true });
    expect(tokenless.code).toBe(1);
    expect(tokenless.stderr).toMatch(/^No operator token: set ADMIN_TOKEN/);
  });

  it('prints its usage with help', async () => {
    const run = await admin(['help'], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('impersonate <email>');
    expect(run.stdout).toContain('ADMIN_URL');
  });
});

describe('trunk administration', () => {
  it('runs the trunk clock for the operator and administrators, and refuses clients', async () => {
    const run = await call(server, 'POST', '/api/admin/trunk-clock', { token: TEST_ADMIN_TOKEN });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ opened: expect.any(Number), composed: expect.any(Number), validated: expect.any(Number), shipped: expect.any(Number), delivered: expect.any(Number), reminded: expect.any(Number), charged: expect.any(Number), charges_failed: expect.any(Number), orders_shipped: expect.any(Number), orders_delivered: expect.any(Number), returns_received: expect.any(Number), refunds_retried: expect.any(Number), birthday_offers: expect.any(Number), points_expired: expect.any(Number), recycle_labels_expired: expect.any(Number), recycle_labels_dropped_off: expect.any(Number), recycle_labels_received: expect.any(Number) });
    expectProblem(await call(server, 'POST', '/api/admin/trunk-clock', { token: clientToken }), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'POST', '/api/admin/requests/1/preview', { token: clientToken }), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'GET', '/api/admin/mails?recipient=x@example.com', { token: clientToken }), 403, 'FORBIDDEN');
  });

  it.each([
    ['fr', BOY, '', '/preview/confirmation?preview_token=', 'La malle de Noé est prête'],
    ['de', BOY, '/de', '/preview/confirmation?preview_token=', 'Die Box für Noé ist fertig'],
    ['es', { firstname: 'Ana', gender: 'WOMAN' }, '/es', '/preview/confirmation/woman?preview_token=', 'Tu caja está lista'],
  ] as const)('composes a preview (201) and mails it in the client’s language (%s), with its link and skip link', async (locale, profile, prefix, skipPath, subject) => {
    await onlyTestStock(server);
    const client = await newClient(server, { locale, firstname: 'Camille' });
    const { profileId, requestId } = await profileWithTrunk(server, client, profile);
    const res = await composeNow(server, requestId, locale);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ request_id: requestId, profile_id: profileId, status: 'PREVIEW_READY', is_open: true });
    const [mail] = await mailsTo(server, client.email.toUpperCase());
    expect(mail!.subject).toContain(subject);
    expect(mail!.text).toContain(`\n${server.config.appUrl}${prefix}/infos/preview/${profileId}/${requestId}\n`);
    expect(mail!.text).toContain(`\n${server.config.appUrl}${prefix}${skipPath}`);
  });

  it('lists the mails of a recipient, newest first, at most 50; the recipient is required', async () => {
    const recipient = newEmail().toLowerCase();
    await server.db.insert(mailOutbox).values(Array.from({ length: 52 }, (_, i) => ({ recipient, subject: `Mail ${i}`, text: 'Bonjour', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })));
    const res = await call(server, 'GET', `/api/admin/mails?recipient=${encodeURIComponent(recipient)}`, { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const { mails } = res.json();
    expect(mails).toHaveLength(50);
    expect(mails[0]).toEqual({ recipient, subject: 'Mail 51', text: 'Bonjour', html: null, attachments: [], created_at: '2026-01-01T00:51:00.000Z' });
    expect(mails[49].subject).toBe('Mail 2');
    expectInvalid(await call(server, 'GET', '/api/admin/mails', { token: adminToken }), 'recipient', undefined, 'query');
  });
});
