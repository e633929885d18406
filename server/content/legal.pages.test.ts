import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/app/server';
import type { Schemas } from '../http/types';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { call } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ renderer: { render, template: readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), manifest: {} } });
});
afterAll(() => server.close());

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The markup the app renders, without the head and the page data. */
async function pageBody(url: string): Promise<string> {
  const answer = await server.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  const html = answer.body;
  return decode(html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="lc-page">')));
}

async function texts(locale: string): Promise<Schemas['LegalContent'][]> {
  const answer = await call(server, 'GET', '/api/website/legal-contents', { headers: { 'x-lc-locale': locale } });
  return (answer.json() as { value: Schemas['LegalContent'][] }).value;
}

describe('/terms-and-conditions rendered on the server', () => {
  it('sends every legal text with its articles, the general terms marked as the one shown without a fragment', async () => {
    const body = await pageBody('/nl/terms-and-conditions');
    for (const text of await texts('nl')) {
      expect(body).toContain(`>${text.title}</h1>`);
      for (const section of text.sections) expect(body).toContain(`id="${section.anchor}"`);
    }
    expect(body).toMatch(/<article id="terms"[^>]*data-default=""/);
    expect(body).toMatch(/<article id="data"(?![^>]*data-default)[^>]*>/);
    expect(body).not.toMatch(/<article[^>]* hidden/);
  });

  it('shows an administrator’s change at the next load', async () => {
    expect(await pageBody('/es/terms-and-conditions')).toContain('>Aviso legal</h1>');
    const [notice] = (await (await call(server, 'GET', '/api/admin/website/legal-contents', { token: TEST_ADMIN_TOKEN })).json()).value.filter((t: Schemas['AdminLegalContent']) => t.code === 'legal_notice');
    const translations = { ...notice.translations, es: { ...notice.translations.es, title: 'Aviso legal y editor' } };
    expect((await call(server, 'PUT', '/api/admin/website/legal-contents/legal_notice', { token: TEST_ADMIN_TOKEN, payload: { translations } })).statusCode).toBe(200);
    await server.heard();
    const body = await pageBody('/es/terms-and-conditions');
    expect(body).toContain('>Aviso legal y editor</h1>');
    expect(body).not.toContain('>Aviso legal</h1>');
  });
});
