import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/app';
import { call, expectProblem, newEmail } from '../testing/http';

// Each failed sign-in runs scrypt: about half a second, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** Three failed sign-ins per network address; the accounts never reach their own limit. */
const limits = { loginMaxFailuresPerAddress: 3, loginMaxFailuresPerAccount: 100 };

let direct: TestServer;
let behindOne: TestServer;
let hops: TestServer;
beforeAll(async () => {
  // As configured by default: no proxy is trusted.
  direct = await startTestServer({ config: { ...limits, trustProxy: readConfig({}).trustProxy } });
  // Behind a load balancer at 192.0.2.50, as TRUST_PROXY=192.0.2.50 sets it.
  behindOne = await startTestServer({ config: { ...limits, trustProxy: readConfig({ TRUST_PROXY: '192.0.2.50' }).trustProxy } });
  // Behind one proxy whatever its address, as TRUST_PROXY=1 sets it.
  hops = await startTestServer({ config: { ...limits, trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy } });
});
afterAll(async () => {
  await direct?.close();
  await behindOne?.close();
  await hops?.close();
});

/** A failed sign-in from the peer `ip`, with `X-Forwarded-For` when given. */
function failedSignIn(server: TestServer, ip: string, forwardedFor?: string) {
  return call(server, 'POST', '/api/clients/token', {
    ip,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: newEmail(), password: 'not the password' },
  });
}

const refused = (res: Awaited<ReturnType<typeof failedSignIn>>) => expectProblem(res, 429, 'TOO_MANY_ATTEMPTS');
const wrong = (res: Awaited<ReturnType<typeof failedSignIn>>) => expectProblem(res, 401, 'INVALID_CREDENTIALS');

describe('the network address that the sign-in limits count', () => {
  it('is the peer’s own by default, whatever X-Forwarded-For says, even from the machine itself or a private network', async () => {
    expect(readConfig({}).trustProxy).toBe(false);
    for (const peer of ['127.0.0.1', '10.20.30.40']) {
      for (let i = 0; i < 3; i++) wrong(await failedSignIn(direct, peer, `198.51.100.${i + 1}`));
      // The limit of the peer is reached: another forged address changes nothing.
      refused(await failedSignIn(direct, peer, '198.51.100.99'));
      refused(await failedSignIn(direct, peer));
    }
  });

  it('is the forwarded one behind the configured proxy, and nobody else can forge it', async () => {
    const proxy = '192.0.2.50';
    for (let i = 0; i < 3; i++) wrong(await failedSignIn(behindOne, proxy, '198.51.100.10'));
    refused(await failedSignIn(behindOne, proxy, '198.51.100.10'));
    // Another client behind the same proxy still gets in.
    wrong(await failedSignIn(behindOne, proxy, '198.51.100.11'));
    // A caller that is not the proxy is counted by its own address, whatever it forwards.
    wrong(await failedSignIn(behindOne, '203.0.113.8', '198.51.100.11'));
    for (let i = 0; i < 2; i++) wrong(await failedSignIn(behindOne, '203.0.113.8', `198.51.100.${20 + i}`));
    refused(await failedSignIn(behindOne, '203.0.113.8', '198.51.100.30'));
  });

  it('with a hop count, is the address the last proxy saw: what a client writes before it is ignored', async () => {
    const client = '198.51.100.40';
    for (let i = 0; i < 3; i++) wrong(await failedSignIn(hops, '192.0.2.60', `203.0.113.${i + 1}, ${client}`));
    refused(await failedSignIn(hops, '192.0.2.60', `203.0.113.99, ${client}`));
    wrong(await failedSignIn(hops, '192.0.2.60', `${client}, 198.51.100.41`));
  });
});

describe('HSTS', () => {
  const hsts = async (server: TestServer, ip: string, proto: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/version', remoteAddress: ip, headers: { 'x-forwarded-proto': proto } })).headers['strict-transport-security'];

  it('goes only with answers that a trusted proxy says went out over TLS', async () => {
    // By default not even the machine itself is believed.
    expect(await hsts(direct, '127.0.0.1', 'https')).toBeUndefined();
    expect(await hsts(behindOne, '192.0.2.50', 'https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(behindOne, '192.0.2.50', 'http')).toBeUndefined();
    expect(await hsts(behindOne, '203.0.113.8', 'https')).toBeUndefined();
    expect(await hsts(hops, '192.0.2.60', 'https')).toBe('max-age=31536000; includeSubDomains');
  });
});
