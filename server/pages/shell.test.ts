import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/app/server';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ renderer: { render, template: readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), manifest: {} } });
});
afterAll(() => server.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const open = (url: string, cookie?: string, userAgent = BROWSER) => server.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });

describe('/ for a returning visitor', () => {
  it('sends a visitor whose locale cookie says German to /de, even once the French home is kept', async () => {
    // The French home, rendered and kept for everybody else.
    expect((await open('/')).statusCode).toBe(200);
    const answer = await open('/', 'lc_locale=de; lc_country=AT');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/de');
    expect(answer.headers['cache-control']).toBe('no-store');
    const spanish = await open('/?utm_source=newsletter', 'lc_locale=es');
    expect(spanish.headers.location).toBe('/es?utm_source=newsletter');
  });

  it('shows the French home for French, for ?lang=fr, for a crawler and on other pages', async () => {
    expect((await open('/', 'lc_locale=fr')).statusCode).toBe(200);
    const asked = await open('/?lang=fr', 'lc_locale=de');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="fr-FR"');
    expect((await open('/', 'lc_locale=de', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).statusCode).toBe(200);
    expect((await open('/shop', 'lc_locale=de')).statusCode).toBe(200);
    expect((await open('/de', 'lc_locale=nl')).statusCode).toBe(200);
  });
});

/** The markup the app rendered, without the head and the page data. */
const markup = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="lc-page">'));

describe('the dynamic banner, rendered with the page', () => {
  it('shows an administrator’s text on the next load of a page, in that locale only, and never on the checkout', async () => {
    const token = (await newClient(server, { role: 'admin' })).token;
    const put = (key: string, value: string) =>
      server.app.inject({ method: 'PUT', url: `/api/admin/website/config/${key}`, headers: { authorization: `Bearer ${token}` }, payload: { locale: 'nl', value } });
    const region = /<section[^>]*aria-label="Mededeling"[^>]*>[\s\S]*?Gratis verzending dit weekend/;
    expect((await open('/nl/shop')).body).not.toMatch(region);

    expect((await put('dynamic_banner_text', 'Gratis verzending dit weekend')).statusCode).toBe(200);
    expect((await put('dynamic_banner_switch', 'true')).statusCode).toBe(200);
    await server.heard();
    expect((await open('/nl/shop')).body).toMatch(region);
    expect((await open('/nl')).body).toMatch(region);
    expect(markup((await open('/nl/shop/checkout')).body)).not.toContain('Gratis verzending dit weekend');
    expect(markup((await open('/nl/shop/cart')).body)).not.toContain('Gratis verzending dit weekend');
    expect(markup((await open('/shop')).body)).not.toContain('Gratis verzending dit weekend');

    expect((await put('dynamic_banner_switch', 'false')).statusCode).toBe(200);
    await server.heard();
    expect(markup((await open('/nl/shop')).body)).not.toContain('Gratis verzending dit weekend');
  });
});
