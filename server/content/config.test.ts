import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../seed';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
let adminToken: string;
let clientToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await newClient(server, { role: 'admin' })).token;
  clientToken = (await newClient(server)).token;
});
afterAll(async () => server?.close());

const put = (key: string, payload: unknown, token: string | null = adminToken) =>
  call(server, 'PUT', `/api/admin/website/config/${key}`, { payload, ...(token ? { token } : {}) });

const read = async (key: string, locale: string) => {
  const res = await call(server, 'GET', `/api/website/config/${key}`, { headers: { 'x-lc-locale': locale } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: string }).value;
};

describe('PUT /api/admin/website/config/{configKey}', () => {
  it("sets one locale's banner: that locale reads it at once, the others keep the value for every locale", async () => {
    const res = await put('dynamic_banner_text', { locale: 'nl', value: 'Gratis verzending dit weekend' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'dynamic_banner_text', locale: 'nl', value: 'Gratis verzending dit weekend' });
    expect(await read('dynamic_banner_text', 'nl')).toBe('Gratis verzending dit weekend');
    expect(await read('dynamic_banner_text', 'de')).toBe('');

    // Changed again: the public read follows (its read cache follows the content version).
    await put('dynamic_banner_text', { locale: 'nl', value: 'Nog één dag gratis verzending' });
    await server.heard();
    expect(await read('dynamic_banner_text', 'nl')).toBe('Nog één dag gratis verzending');
  });

  it('sets the value for every locale with *, which a locale of its own overrides', async () => {
    expect((await put('dynamic_banner_switch', { locale: '*', value: 'true' })).statusCode).toBe(200);
    await put('dynamic_banner_switch', { locale: 'es', value: 'false' });
    await server.heard();
    expect(await read('dynamic_banner_switch', 'fr')).toBe('true');
    expect(await read('dynamic_banner_switch', 'es')).toBe('false');
    await put('dynamic_banner_switch', { locale: '*', value: 'false' });
  });

  it("keeps an administrator's value when the reference data is written again at the next start", async () => {
    await put('dynamic_banner_text', { locale: '*', value: 'Soldes : −30 % sur la boutique' });
    await seedReferenceData(server.db);
    await server.heard();
    expect(await read('dynamic_banner_text', 'fr')).toBe('Soldes : −30 % sur la boutique');
    await put('dynamic_banner_text', { locale: '*', value: '' });
  });

  it('accepts the sales status, another editable key', async () => {
    expect((await put('is_sales', { locale: 'de', value: 'true' })).json()).toEqual({ key: 'is_sales', locale: 'de', value: 'true' });
  });

  it("takes a locale's tag manager container ID, readable by that locale, and refuses anything else naming the value", async () => {
    expect((await put('analytics_tag_id', { locale: 'de', value: 'GTM-K7QX2P' })).json()).toEqual({ key: 'analytics_tag_id', locale: 'de', value: 'GTM-K7QX2P' });
    await server.heard();
    expect(await read('analytics_tag_id', 'de')).toBe('GTM-K7QX2P');
    expect(await read('analytics_tag_id', 'fr')).toBe('');
    for (const value of ['G-12345678', 'gtm-k7qx2p', 'GTM-K7QX2P"><script>', 'https://evil.example/gtm.js']) {
      expectInvalid(await put('analytics_tag_id', { locale: 'de', value }), 'value');
    }
    await server.heard();
    expect(await read('analytics_tag_id', 'de')).toBe('GTM-K7QX2P');
    expect((await put('analytics_tag_id', { locale: 'de', value: '' })).statusCode).toBe(200);
  });

  it('is a 404 for a key an administrator may not change, and changes nothing', async () => {
    expectProblem(await put('phone_number', { locale: 'fr', value: '0' }), 404, 'CONFIG_NOT_FOUND');
    expectProblem(await put('no_such_key', { locale: 'fr', value: '0' }), 404, 'CONFIG_NOT_FOUND');
    expect(await read('phone_number', 'fr')).toBe('+33 1 99 00 12 34');
  });

  it('is a 400 naming the field for a bad locale, a missing or too long value, a NUL or a wrong type', async () => {
    expectInvalid(await put('dynamic_banner_text', { locale: 'it', value: 'Ciao' }), 'locale');
    expectInvalid(await put('dynamic_banner_text', { locale: 'fr' }), 'value');
    expectInvalid(await put('dynamic_banner_text', { locale: 'fr', value: 'x'.repeat(1001) }), 'value');
    expectInvalid(await put('dynamic_banner_text', { locale: 'fr', value: 'a\u0000b' }), 'value');
    expectInvalid(await put('dynamic_banner_text', { locale: 'fr', value: 12 }), 'value');
    expectInvalid(await put('dynamic_banner_text', { locale: 'fr', value: 'x', extra: 1 }), 'extra');
    expect((await call(server, 'PUT', '/api/admin/website/config/Bad-Key', { token: adminToken, payload: { locale: 'fr', value: 'x' } })).statusCode).toBe(400);
    expect(await read('dynamic_banner_text', 'fr')).toBe('');
  });

  it("refuses a client's token (403) and a call without one (401)", async () => {
    expectProblem(await put('dynamic_banner_switch', { locale: 'fr', value: 'true' }, clientToken), 403, 'FORBIDDEN');
    expect((await put('dynamic_banner_switch', { locale: 'fr', value: 'true' }, null)).statusCode).toBe(401);
    expect(await read('dynamic_banner_switch', 'fr')).toBe('false');
  });
});
