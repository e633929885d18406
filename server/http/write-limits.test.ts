import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectProblem, newEmail, newIp } from '../testing/http';
import { writeLimits, WRITE_LIMITS } from './write-limits';

// Sign-ups run scrypt: about half a second each.
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
beforeAll(async () => {
  // Small limits, so that each is reached in a few calls; the product's own are in WRITE_LIMITS.
  server = await startTestServer({
    config: {
      writeLimits: {
        'sign-up': { max: 2, window: 3600 },
        newsletter: { max: 2, window: 3600 },
        'photo:account': { max: 2, window: 3600 },
        'photo:address': { max: 3, window: 3600 },
        'order:account': { max: 2, window: 3600 },
        'order:address': { max: 3, window: 3600 },
        'code:account': { max: 2, window: 900 },
        'code:address': { max: 3, window: 900 },
        'email-change': { max: 2, window: 3600 },
      },
    },
  });
});
afterAll(async () => server?.close());

type Answer = Awaited<ReturnType<typeof call>>;

/** A 429 that says what was counted and when to come back, in its header and in the problem. */
function expectLimited(res: Answer, what: string, window: number) {
  const problem = expectProblem(res, 429, 'TOO_MANY_ATTEMPTS');
  expect(problem.detail).toMatch(new RegExp(`^Too many ${what}: try again in \\d+ minutes?$`));
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(window - 60);
  expect(retryAfter).toBeLessThanOrEqual(window);
  expect(problem.retry_after).toBe(retryAfter);
}

const signUp = (ip: string) => call(server, 'POST', '/api/clients', { ip, payload: { email: newEmail(), password: 'Une-Malle-Pour-Lea' } });
const subscribe = (ip: string) => call(server, 'POST', '/api/subscribers', { ip, payload: { email: newEmail(), list: 'KID', source: 'footer' } });
const uploadPhoto = (client: TestClient, ip: string) => {
  const boundary = `----limit${randomUUID()}`;
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--${boundary}--\r\n`);
  return call(server, 'POST', '/api/clients/me/kids/999999/photo', { ip, token: client.token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
};
const createOrder = (client: TestClient, ip: string) =>
  call(server, 'POST', '/api/clients/me/orders', { ip, token: client.token, payload: { shipping_mode: 'HOME' }, headers: { 'idempotency-key': randomUUID() } });
const payOrder = (client: TestClient, ip: string) => call(server, 'POST', '/api/clients/me/orders/999999/payment', { ip, token: client.token, payload: {} });
const lookUpCode = (client: TestClient, ip: string) => call(server, 'GET', `/api/clients/me/discounts/GUESS-${randomUUID().slice(0, 8)}`, { ip, token: client.token });
const changeMe = (client: TestClient, payload: Record<string, unknown>) => call(server, 'PATCH', '/api/clients/me', { ip: newIp(), token: client.token, payload });

describe('the limits on writes and lookups', () => {
  it('limit sign-ups per network address; another address goes on', async () => {
    const ip = newIp();
    for (let i = 0; i < 2; i += 1) expect((await signUp(ip)).statusCode).toBe(201);
    expectLimited(await signUp(ip), 'sign-ups from your network', 3600);
    expect((await signUp(newIp())).statusCode).toBe(201);
  });

  it('limit newsletter sign-ups per network address', async () => {
    const ip = newIp();
    for (let i = 0; i < 2; i += 1) expect((await subscribe(ip)).statusCode).toBeLessThan(300);
    expectLimited(await subscribe(ip), 'newsletter sign-ups from your network', 3600);
    expect((await subscribe(newIp())).statusCode).toBeLessThan(300);
  });

  it('limit photo uploads per account, from any address, and per address, whatever the account', async () => {
    const client = await newClient(server);
    for (let i = 0; i < 2; i += 1) expect((await uploadPhoto(client, newIp())).statusCode).toBeLessThan(429);
    expectLimited(await uploadPhoto(client, newIp()), 'photo uploads for this account', 3600);

    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await uploadPhoto(await newClient(server), ip)).statusCode).toBeLessThan(429);
    expectLimited(await uploadPhoto(await newClient(server), ip), 'photo uploads from your network', 3600);
  });

  it('count orders and payments together, per account and per address', async () => {
    const client = await newClient(server);
    expect((await createOrder(client, newIp())).statusCode).toBeLessThan(429);
    expect((await payOrder(client, newIp())).statusCode).toBeLessThan(429);
    expectLimited(await createOrder(client, newIp()), 'orders and payments for this account', 3600);
    expectLimited(await payOrder(client, newIp()), 'orders and payments for this account', 3600);

    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await createOrder(await newClient(server), ip)).statusCode).toBeLessThan(429);
    expectLimited(await payOrder(await newClient(server), ip), 'orders and payments from your network', 3600);
  });

  it('limit code lookups (gift cards, coupons, discounts) per account and per address: codes cannot be guessed', async () => {
    const client = await newClient(server);
    for (let i = 0; i < 2; i += 1) expectProblem(await lookUpCode(client, newIp()), 404, 'DISCOUNT_NOT_FOUND');
    expectLimited(await lookUpCode(client, newIp()), 'code checks for this account', 900);

    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expectProblem(await lookUpCode(await newClient(server), ip), 404, 'DISCOUNT_NOT_FOUND');
    expectLimited(await lookUpCode(await newClient(server), ip), 'code checks from your network', 900);
  });

  it('limit email changes per account, and only them: other changes of the account go on', async () => {
    const client = await newClient(server);
    for (let i = 0; i < 2; i += 1) expect((await changeMe(client, { email: newEmail() })).statusCode).toBe(200);
    expectLimited(await changeMe(client, { email: newEmail() }), 'email changes for this account', 3600);
    expect((await changeMe(client, { firstname: 'Léa' })).statusCode).toBe(200);
  });

  it('count no call the contract refuses, and no forged token for the account it names', async () => {
    const client = await newClient(server);
    const ip = newIp();
    // Refused before any limit: the checks run once the call is valid and its caller known.
    for (let i = 0; i < 5; i += 1) expect((await call(server, 'GET', '/api/clients/me/discounts/x', { ip, token: 'forged.token.value' })).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) expectProblem(await lookUpCode(client, ip), 404, 'DISCOUNT_NOT_FOUND');
  });
});

describe('the settings of the limits', () => {
  it('are the product’s unless WRITE_LIMITS changes them, and an unknown name is said at start', () => {
    expect(writeLimits({}).map(({ max, window }) => ({ max, window }))).toEqual(Object.values(WRITE_LIMITS).map(({ max, window }) => ({ max, window })));
    const changed = writeLimits(readConfig({ WRITE_LIMITS: 'sign-up=50/60, newsletter=off' }).writeLimits);
    expect(changed.find((limit) => limit.operations.includes('createClient'))).toMatchObject({ max: 50, window: 60 });
    expect(changed.some((limit) => limit.operations.includes('createSubscriber'))).toBe(false);
    expect(() => writeLimits(readConfig({ WRITE_LIMITS: 'sign-in=5/60' }).writeLimits)).toThrow('WRITE_LIMITS names "sign-in", which is no limit');
    expect(() => readConfig({ WRITE_LIMITS: 'sign-up=lots' })).toThrow('WRITE_LIMITS takes name=max/seconds or name=off');
  });
});
