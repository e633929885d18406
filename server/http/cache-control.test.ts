import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { expectTokenPair, signIn } from '../testing/http';
import { specPath } from './spec';

// A sign-in runs scrypt: about half a second, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const parent = DEMO_ACCOUNTS[0]!;
  token = expectTokenPair(await signIn(server, parent.email, parent.password), 200).access_token;
});
afterAll(() => server?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { 'x-lc-locale': 'fr', ...headers } });
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

/** Every operation of the contract behind a security scheme, as a request with its path filled in. */
function securedCalls(): Array<{ method: Method; url: string }> {
  const spec = parse(readFileSync(specPath, 'utf8')) as { security?: Array<Record<string, unknown>>; paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>> };
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(([, operation]) => (operation.security ?? spec.security ?? []).some((requirement) => Object.keys(requirement).length > 0))
      .map(([method]) => ({ method: method.toUpperCase() as Method, url: `/api${path.replace(/\{\w+\}/g, '1')}` })),
  );
}

function expectNoStore(res: LightMyRequestResponse, what: string) {
  expect(res.headers['cache-control'], what).toBe('no-store');
  expect(res.headers.etag, what).toBeUndefined();
}

describe('an answer that is the caller’s own', () => {
  it('is never stored: every call behind a security scheme says no-store, with a token, a wrong one or none', async () => {
    const calls = securedCalls();
    expect(calls.length).toBeGreaterThan(50);
    expect(calls).toContainEqual({ method: 'GET', url: '/api/clients/me' });
    expect(calls).toContainEqual({ method: 'GET', url: '/api/admin/mails' });
    for (const { method, url } of calls) {
      // A valid token only for the reads: a write with it could close the session the test uses.
      for (const headers of [{}, bearer('not-a-token'), ...(method === 'GET' ? [bearer(token)] : [])]) {
        const res = await server.app.inject({ method, url, headers });
        expect(res.headers['cache-control'], `${method} ${url} ${Object.keys(headers).join()} → ${res.statusCode}`).toBe('no-store');
      }
    }
    const me = await get('/api/clients/me', bearer(token));
    expect(me.statusCode).toBe(200);
    expectNoStore(me, 'GET /api/clients/me');
    const mails = await get('/api/admin/mails?recipient=parent%40demo.littlecloset.test', bearer(TEST_ADMIN_TOKEN));
    expect(mails.statusCode).toBe(200);
    expectNoStore(mails, 'GET /api/admin/mails');
  });

  it('is never stored either when a public call is made with credentials, even one kept in memory', async () => {
    const listing = '/api/shop/product-collections/all-products/products';
    for (const url of [listing, '/api/website/translations/de', '/api/website/seo-metadata', '/api/version', '/api/no-such-call']) {
      for (const headers of [bearer(token), bearer('not-a-token'), { authorization: 'Basic dXNlcjpwYXNz' }]) {
        expectNoStore(await get(url, headers), `${url} with ${headers.authorization}`);
      }
    }
    // Kept from an anonymous read, the same answer goes to a signed-in client unkept, and without a 304.
    const anonymous = await get(listing);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    const signedIn = await get(listing, { ...bearer(token), 'if-none-match': String(anonymous.headers.etag) });
    expect(signedIn.statusCode).toBe(200);
    expectNoStore(signedIn, 'a kept listing with a token');
    expect(signedIn.json()).toEqual(anonymous.json());
    // … and the anonymous answer stays public.
    const again = await get(listing);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.headers.etag).toBe(anonymous.headers.etag);
  });
});

describe('a public read of the catalogue or the content', () => {
  it('varies by encoding, and by the locale header exactly when its content depends on it', async () => {
    const { products } = (await get('/api/shop/product-collections/all-products/products')).json() as { products: Array<{ id: number }> };
    const reads = [
      '/api/website/seo-metadata',
      '/api/website/translations/fr',
      '/api/website/translations/de?format=ast',
      '/api/delays',
      '/api/shop/product-collections',
      '/api/shop/product-collections?locale=de',
      '/api/shop/product-collections/all-products/products?page=2',
      `/api/products/${products[0]!.id}`,
    ];
    for (const url of reads) {
      const fr = await get(url, { 'accept-encoding': 'br' });
      const de = await get(url, { 'x-lc-locale': 'de' });
      for (const [res, what] of [[fr, 'first, compressed'], [de, 'in German']] as const) {
        expect(res.statusCode, `${url} ${what}`).toBe(200);
        expect(res.headers.etag, `${url} ${what}`).toMatch(/^"/);
        expect(String(res.headers['cache-control']), `${url} ${what}`).toMatch(/^public/);
      }
      // Sent compressed, then kept, then revalidated: the same Vary each time, naming each header once.
      const kept = await get(url, { 'accept-encoding': 'gzip' });
      const revalidated = await get(url, { 'if-none-match': String(fr.headers.etag) });
      expect(revalidated.statusCode, url).toBe(304);
      const vary = fr.headers.vary;
      for (const res of [de, kept, revalidated]) expect(res.headers.vary, url).toBe(vary);
      expect(['accept-encoding', 'accept-encoding, x-lc-locale'], url).toContain(vary);
      if ((await get(url)).body !== de.body) expect(vary, `${url} answers each language its own`).toBe('accept-encoding, x-lc-locale');
    }
    // The locale in the address, not in the header: one answer for every header.
    expect((await get('/api/website/translations/fr', { 'x-lc-locale': 'nl' })).headers.vary).toBe('accept-encoding');
    expect((await get('/api/shop/product-collections?locale=de', { 'x-lc-locale': 'nl' })).headers.vary).toBe('accept-encoding');
    expect((await get('/api/shop/product-collections/all-products/products', { 'x-lc-locale': 'nl' })).headers.vary).toBe('accept-encoding, x-lc-locale');
    expect((await get('/api/website/seo-metadata', { 'x-lc-locale': 'nl' })).headers.vary).toBe('accept-encoding, x-lc-locale');
  });
});
