import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { render } from '../../src/app/server';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call } from '../testing/http';
import { CONTENT_SECURITY_POLICY } from './security';

describe('the security headers', () => {
  let server: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ renderer: { render, template: readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), manifest: {} } });
    proxied = await startTestServer({ config: { trustProxy: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
  });

  it('go with every page: a strict content policy, the features turned off; with every answer: nosniff, no framing, a referrer that stops at the origin', async () => {
    for (const url of ['/shop', '/de/shop/all-products', '/no-such-page']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
    }
    for (const url of ['/shop', '/api/version', '/api/shop/product-collections', '/api/no-such-call']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // A JSON answer is no document: it goes without the page's policies.
    expect((await server.app.inject({ method: 'GET', url: '/api/version' })).headers['content-security-policy']).toBeUndefined();
    expect(Object.keys(CONTENT_SECURITY_POLICY)).toEqual(expect.arrayContaining(['default-src', 'script-src', 'connect-src', 'frame-src', 'img-src']));
  });

  it("let Google's tag hosts into the pages' policy only while a locale has a tag manager", async () => {
    const admin = (await newClient(server, { role: 'admin' })).token;
    const cspOf = async () => String((await server.app.inject({ method: 'GET', url: '/shop' })).headers['content-security-policy']);
    expect(await cspOf()).not.toContain('googletagmanager');

    const set = await call(server, 'PUT', '/api/admin/website/config/analytics_tag_id', { token: admin, payload: { locale: 'nl', value: 'GTM-NL4C2X' } });
    expect(set.statusCode).toBe(200);
    await server.heard();
    const csp = await cspOf();
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    await call(server, 'PUT', '/api/admin/website/config/analytics_tag_id', { token: admin, payload: { locale: 'nl', value: '' } });
    await server.heard();
    expect(await cspOf()).not.toContain('googletagmanager');
  });

  it('add HSTS when the request came over TLS through a trusted proxy, and only then', async () => {
    const tls = await proxied.app.inject({ method: 'GET', url: '/api/version', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ method: 'GET', url: '/api/version', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A caller the server does not trust cannot say it came over TLS.
    const forged = await server.app.inject({ method: 'GET', url: '/api/version', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
