import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/types';
import { seedDemoData } from '../seed';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = await newClient(server);
});
afterAll(async () => server?.close());

type Legal = Schemas['LegalContent'];
type AdminLegal = Schemas['AdminLegalContent'];
type Translation = Schemas['LegalContentTranslation'];

const CODES = ['terms_and_conditions', 'terms_and_conditions_shop', 'terms_and_conditions_recycle', 'terms_and_conditions_little_club', 'legal_notice', 'personal_data_protection'];

async function publicTexts(locale = 'fr', query = ''): Promise<Legal[]> {
  const res = await call(server, 'GET', `/api/website/legal-contents${query}`, { headers: { 'x-lc-locale': locale } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: Legal[] }).value;
}

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = TEST_ADMIN_TOKEN) =>
  call(server, method, `/api/admin/website/legal-contents${url}`, { token, ...(payload === undefined ? {} : { payload }) });

/** A short text in one locale, its articles under `anchors`. */
function text(title: string, anchors: string[]): Translation {
  return { title, intro: `${title}: intro`, sections: anchors.map((anchor, i) => ({ anchor, heading: `${title} ${i + 1}`, text: `${title}, article ${i + 1}.\n\nSecond paragraph.` })) };
}
const fourLocales = (title: string, anchors: string[]) => ({ fr: text(`${title} fr`, anchors), de: text(`${title} de`, anchors), nl: text(`${title} nl`, anchors), es: text(`${title} es`, anchors) });

describe('GET /api/website/legal-contents', () => {
  it('answers the six legal texts in French, in the order of their codes, with their articles', async () => {
    const texts = await publicTexts();
    expect(texts.map((t) => t.code)).toEqual(CODES);
    for (const t of texts) {
      expect(t.title.length, t.code).toBeGreaterThan(5);
      expect(t.sections.length, t.code).toBeGreaterThanOrEqual(4);
      expect(new Date(t.updated_at).getTime()).toBeLessThanOrEqual(Date.now());
    }
    const shop = texts.find((t) => t.code === 'terms_and_conditions_shop')!;
    expect(shop.title).toBe('Conditions générales de vente de la boutique');
    expect(shop.sections.map((s) => s.anchor)).toEqual(['prices', 'order', 'payment', 'delivery', 'withdrawal', 'guarantees', 'service', 'personal-data', 'law', 'withdrawal-form']);
    expect(shop.sections[4]).toMatchObject({ heading: 'Article 5 – Droit de rétractation', text: expect.stringMatching(/^Vous disposez de 14 jours pour vous rétracter/) });
    const notice = texts.find((t) => t.code === 'legal_notice')!;
    expect(notice.title).toBe('Mentions légales');
    expect(notice.sections[0]!.text).toMatch(/Little Closet SAS.*\n.*75010 Paris/);
    const privacy = texts.find((t) => t.code === 'personal_data_protection')!;
    expect(privacy.sections.map((s) => s.text).join('\n')).toContain('dpo@littlecloset.test');
  });

  it('speaks the caller’s language, with the same anchors in every locale and none used twice', async () => {
    const fr = await publicTexts('fr');
    const anchors = fr.flatMap((t) => t.sections.map((s) => s.anchor));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const locale of ['de', 'nl', 'es']) {
      const texts = await publicTexts(locale);
      expect(texts.flatMap((t) => t.sections.map((s) => s.anchor))).toEqual(anchors);
      for (const [i, t] of texts.entries()) expect(t.title, `${locale} ${t.code}`).not.toBe(fr[i]!.title);
    }
    const de = await publicTexts('de');
    expect(de.find((t) => t.code === 'legal_notice')!.title).toBe('Impressum');
    expect(de.find((t) => t.code === 'personal_data_protection')!.title).toBe('Datenschutzerklärung');
    expect((await publicTexts('es')).find((t) => t.code === 'terms_and_conditions_shop')!.sections[4]!.heading).toBe('Artículo 5. Derecho de desistimiento');
  });

  it('answers only the text of `code`', async () => {
    const texts = await publicTexts('nl', '?code=legal_notice');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ code: 'legal_notice', title: 'Colofon' });
  });

  it('is a 400 naming `code` for a code that is none of the six', async () => {
    const res = await call(server, 'GET', '/api/website/legal-contents?code=cookies');
    expectInvalid(res, 'code', undefined, 'query');
  });
});

describe('the administrator’s legal texts', () => {
  it('lists every text in the four locales for an editor', async () => {
    const res = await admin('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    const value = (res.json() as { value: AdminLegal[] }).value;
    expect(value.map((t) => t.code)).toEqual(CODES);
    const notice = value.find((t) => t.code === 'legal_notice')!;
    expect([notice.translations.fr.title, notice.translations.de.title, notice.translations.nl.title, notice.translations.es.title]).toEqual(['Mentions légales', 'Impressum', 'Colofon', 'Aviso legal']);
  });

  it('replaces a text in its four locales, and the public call shows it at once', async () => {
    const before = (await publicTexts('fr', '?code=terms_and_conditions_recycle'))[0]!;
    const translations = fourLocales('Little Geste', ['recycle-label', 'recycle-new']);
    const res = await admin('PUT', '/terms_and_conditions_recycle', { translations });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminLegal;
    expect(saved.translations.de).toEqual(translations.de);
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    await server.heard();
    const [de] = await publicTexts('de', '?code=terms_and_conditions_recycle');
    expect(de).toEqual({ code: 'terms_and_conditions_recycle', title: 'Little Geste de', intro: 'Little Geste de: intro', updated_at: saved.updated_at, sections: translations.de.sections });
    expect((await publicTexts('es')).find((t) => t.code === 'terms_and_conditions_recycle')!.title).toBe('Little Geste es');

    // A new start seeds nothing over it.
    await seedDemoData(server.db);
    expect((await publicTexts('de', '?code=terms_and_conditions_recycle'))[0]!.title).toBe('Little Geste de');
  });

  it('refuses a text that lacks a locale, or whose fields are wrong, naming the field', async () => {
    const { es: _es, ...three } = fourLocales('T', ['club-a']);
    expectInvalid(await admin('PUT', '/terms_and_conditions_little_club', { translations: three }), 'translations.es');
    const bad = fourLocales('T', ['club-a']);
    bad.nl.sections[0]!.anchor = 'Not An Anchor';
    expectInvalid(await admin('PUT', '/terms_and_conditions_little_club', { translations: bad }), 'translations.nl.sections.0.anchor');
    const empty = fourLocales('T', ['club-a']);
    empty.de.title = '';
    expectInvalid(await admin('PUT', '/terms_and_conditions_little_club', { translations: empty }), 'translations.de.title');
    expectInvalid(await admin('PUT', '/terms_and_conditions_little_club', { translations: fourLocales('T', ['club-a']), extra: 1 }), 'extra');
    expectInvalid(await admin('PUT', '/not_a_code', { translations: fourLocales('T', ['club-a']) }), 'code', undefined, 'path');
    // Nothing changed.
    expect((await publicTexts('fr', '?code=terms_and_conditions_little_club'))[0]!.title).toBe('Conditions du Little Club');
  });

  it('refuses anchors that differ between locales or repeat, naming the locale’s sections', async () => {
    const differ = fourLocales('T', ['club-a', 'club-b']);
    differ.nl = text('T nl', ['club-a', 'club-c']);
    expectInvalid(await admin('PUT', '/terms_and_conditions_little_club', { translations: differ }), 'translations.nl.sections');
    expectInvalid(await admin('PUT', '/terms_and_conditions_little_club', { translations: fourLocales('T', ['club-a', 'club-a']) }), 'translations.fr.sections');
  });

  it('refuses an anchor another text uses or the page keeps for a whole text (409)', async () => {
    const taken = expectProblem(await admin('PUT', '/terms_and_conditions_little_club', { translations: fourLocales('T', ['club-a', 'withdrawal']) }), 409, 'LEGAL_ANCHOR_TAKEN');
    expect(taken.detail).toContain('withdrawal');
    expect(taken.detail).toContain('terms_and_conditions_shop');
    expect(expectProblem(await admin('PUT', '/terms_and_conditions_little_club', { translations: fourLocales('T', ['data']) }), 409, 'LEGAL_ANCHOR_TAKEN').detail).toContain('data');
    expect(expectProblem(await admin('PUT', '/terms_and_conditions_little_club', { translations: fourLocales('T', ['main']) }), 409, 'LEGAL_ANCHOR_TAKEN').detail).toContain('main');
  });

  it('withdraws a text, publishes it again, and answers 404 and 409 where the code says otherwise', async () => {
    expect((await admin('DELETE', '/legal_notice')).statusCode).toBe(204);
    await server.heard();
    expect((await publicTexts('fr')).map((t) => t.code)).not.toContain('legal_notice');
    expectProblem(await call(server, 'GET', '/api/website/legal-contents?code=legal_notice'), 404, 'LEGAL_CONTENT_NOT_FOUND');
    expectProblem(await admin('DELETE', '/legal_notice'), 404, 'LEGAL_CONTENT_NOT_FOUND');
    expectProblem(await admin('PUT', '/legal_notice', { translations: fourLocales('Notice', ['publisher']) }), 404, 'LEGAL_CONTENT_NOT_FOUND');

    const translations = fourLocales('Notice', ['publisher', 'host']);
    const created = await admin('POST', '', { code: 'legal_notice', translations });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'legal_notice', translations });
    await server.heard();
    const texts = await publicTexts('nl');
    expect(texts.map((t) => t.code)).toEqual(CODES);
    expect(texts.find((t) => t.code === 'legal_notice')!.title).toBe('Notice nl');

    expectProblem(await admin('POST', '', { code: 'legal_notice', translations }), 409, 'LEGAL_CONTENT_EXISTS');
    expectInvalid(await admin('POST', '', { code: 'imprint', translations }), 'code');
    expectInvalid(await admin('POST', '', { translations }), 'code');
  });

  it('answers a client 403 and a caller without a token 401, changing nothing', async () => {
    const payload = { translations: fourLocales('Hacked', ['hacked']) };
    for (const [method, url, body] of [['GET', '', undefined], ['POST', '', { code: 'legal_notice', ...payload }], ['PUT', '/personal_data_protection', payload], ['DELETE', '/personal_data_protection', undefined]] as const) {
      expectProblem(await admin(method, url, body, client.token), 403, 'FORBIDDEN');
      expectProblem(await call(server, method, `/api/admin/website/legal-contents${url}`, body === undefined ? {} : { payload: body }), 401, 'UNAUTHORIZED');
    }
    expect((await publicTexts('fr', '?code=personal_data_protection'))[0]!.title).toBe('Politique de protection des données personnelles');
  });
});
