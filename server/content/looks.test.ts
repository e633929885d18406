import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, seedRuns, websiteConfig, websiteLooks } from '../db/schema';
import { LOOKS_CONTENT_SEED, seedLooksContent } from './index';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
let clientToken: string;
beforeAll(async () => {
  server = await startTestServer();
  clientToken = (await newClient(server)).token;
});
afterAll(async () => server?.close());

const LOCALES = ['fr', 'de', 'nl', 'es'] as const;
const get = (url: string, locale?: string) => call(server, 'GET', url, locale ? { headers: { 'x-lc-locale': locale } } : {});
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = TEST_ADMIN_TOKEN) =>
  call(server, method, url, { token, ...(payload === undefined ? {} : { payload }) });

type Look = { id: number; audience: string; title: string; note: string; look_id: number | null; products: Array<{ id: number; name: string; brand: string; price: number; image: string | null; is_available: boolean }> };

const texts = (title: string, note = 'Une note de styliste.') => Object.fromEntries(LOCALES.map((l) => [l, { title: `${title} (${l})`, note: `${note} ${l}` }]));

async function someProductIds(n: number): Promise<number[]> {
  const rows = await server.db.select({ id: products.id }).from(products).limit(n);
  return rows.map((r) => r.id);
}

describe('GET /api/website/looks', () => {
  it('answers the twelve seeded looks, for girls, boys, babies and women, each made of catalogue products', async () => {
    const res = await get('/api/website/looks');
    expect(res.statusCode).toBe(200);
    const looks = res.json().value as Look[];
    expect(looks).toHaveLength(12);
    expect(new Set(looks.map((l) => l.audience))).toEqual(new Set(['GIRL', 'BOY', 'BABY', 'WOMAN']));
    expect(looks[0]).toMatchObject({ audience: 'GIRL', title: 'Pique-nique entre copines' });
    for (const look of looks) {
      expect(look.note.length).toBeGreaterThan(40);
      expect(look.products.length).toBeGreaterThanOrEqual(2);
    }
    // A product of a look is the catalogue's: same name and price as its own page.
    const product = looks[2]!.products[0]!;
    const page = await get(`/api/products/${product.id}`);
    expect(page.json()).toMatchObject({ id: product.id, name: product.name, lc_price: product.price, brand: product.brand });
    expect(product.image).toBe(`/api/products/${product.id}/images/1`);
  });

  it('links each available product to a page the shop shows', async () => {
    const looks = (await get('/api/website/looks')).json().value as Look[];
    const available = looks.flatMap((l) => l.products).filter((p) => p.is_available);
    expect(available.length).toBeGreaterThan(20);
    for (const product of available.slice(0, 5)) expect((await get(`/api/products/${product.id}?for_shop=true`)).statusCode).toBe(200);
  });

  it('speaks the locale asked for: titles, notes and product names', async () => {
    const [fr, es] = await Promise.all([get('/api/website/looks', 'fr'), get('/api/website/looks', 'es')]);
    expect(es.headers.vary).toMatch(/x-lc-locale/);
    const frLooks = fr.json().value as Look[];
    const esLooks = es.json().value as Look[];
    expect(esLooks[0]).toMatchObject({ id: frLooks[0]!.id, title: 'Pícnic con amigas' });
    expect(esLooks.map((l) => l.id)).toEqual(frLooks.map((l) => l.id));
    const product = esLooks[1]!.products[0]!;
    expect((await get(`/api/products/${product.id}`, 'es')).json().name).toBe(product.name);
  });

  it('refuses an unknown locale with a 400 naming x-lc-locale', async () => {
    expectInvalid(await get('/api/website/looks', 'en'), 'x-lc-locale', undefined, 'header');
  });
});

describe('the looks for an administrator', () => {
  it('lists every look with its texts in the four languages', async () => {
    const res = await admin('GET', '/api/admin/website/looks');
    expect(res.statusCode).toBe(200);
    const looks = res.json().value;
    expect(looks.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(looks[0].translations).sort()).toEqual(['de', 'es', 'fr', 'nl']);
    expect(looks[0].products[0]).toEqual({ product_id: expect.any(Number) });
  });

  it('creates a look that the website shows at once, in each language, last by default', async () => {
    const ids = await someProductIds(3);
    const created = await admin('POST', '/api/admin/website/looks', { audience: 'BABY', products: ids.map((product_id) => ({ product_id })), translations: texts('Premier Noël') });
    expect(created.statusCode, created.body).toBe(201);
    const look = created.json();
    expect(look).toMatchObject({ audience: 'BABY', look_id: null, products: ids.map((product_id) => ({ product_id })) });
    await server.heard();
    const shown = ((await get('/api/website/looks', 'nl')).json().value as Look[]).at(-1)!;
    expect(shown).toMatchObject({ id: look.id, title: 'Premier Noël (nl)', audience: 'BABY' });
    expect(shown.products.map((p) => p.id)).toEqual(ids);
    await admin('DELETE', `/api/admin/website/looks/${look.id}`);
  });

  it('changes a look and removes it, and the website follows', async () => {
    const ids = await someProductIds(2);
    const look = (await admin('POST', '/api/admin/website/looks', { audience: 'GIRL', position: 0, products: [{ product_id: ids[0] }], translations: texts('Avant') })).json();
    const changed = await admin('PUT', `/api/admin/website/looks/${look.id}`, { audience: 'WOMAN', products: [{ product_id: ids[1] }], translations: texts('Après') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: look.id, audience: 'WOMAN', position: 0, translations: { de: { title: 'Après (de)' } } });
    await server.heard();
    const first = ((await get('/api/website/looks', 'de')).json().value as Look[]).find((l) => l.id === look.id)!;
    expect(first).toMatchObject({ title: 'Après (de)', audience: 'WOMAN' });
    expect(first.products.map((p) => p.id)).toEqual([ids[1]]);

    expect((await admin('DELETE', `/api/admin/website/looks/${look.id}`)).statusCode).toBe(204);
    await server.heard();
    expect(((await get('/api/website/looks', 'de')).json().value as Look[]).some((l) => l.id === look.id)).toBe(false);
    expectProblem(await admin('DELETE', `/api/admin/website/looks/${look.id}`), 404, 'NOT_FOUND');
    expectProblem(await admin('PUT', `/api/admin/website/looks/${look.id}`, { audience: 'BOY', products: [{ product_id: ids[0] }], translations: texts('x') }), 404, 'NOT_FOUND');
  });

  it('refuses a look that is not whole or not right, naming the field, and stores nothing', async () => {
    const [id] = await someProductIds(1);
    const before = (await admin('GET', '/api/admin/website/looks')).json().value.length;
    const { es: _es, ...threeLanguages } = texts('Sans espagnol');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'BOY', products: [{ product_id: id }], translations: threeLanguages }), 'translations.es');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'TEEN', products: [{ product_id: id }], translations: texts('x') }), 'audience');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'BOY', products: [{ product_id: '12' }], translations: texts('x') }), 'products.0.product_id');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'BOY', products: [], translations: texts('x') }), 'products');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'BOY', products: [{ product_id: id }], translations: { ...texts('x'), fr: { title: 'Nul\u0000', note: 'n' } } }), 'translations.fr.title');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'BOY', products: [{ product_id: id }], translations: { ...texts('x'), de: { title: 'x'.repeat(81), note: 'n' } } }), 'translations.de.title');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'BOY', products: [{ product_id: id }, { product_id: 2147483647 }], translations: texts('x') }), 'products.1.product_id');
    expectInvalid(await admin('POST', '/api/admin/website/looks', { audience: 'BOY', look_id: 2147483647, products: [{ product_id: id }], translations: texts('x') }), 'look_id');
    expect((await admin('GET', '/api/admin/website/looks')).json().value.length).toBe(before);
  });

  it('is for administrators only: a client gets 403, no token 401', async () => {
    const body = { audience: 'BOY', products: [{ product_id: 1 }], translations: texts('x') };
    expectProblem(await admin('GET', '/api/admin/website/looks', undefined, clientToken), 403, 'FORBIDDEN');
    expectProblem(await admin('POST', '/api/admin/website/looks', body, clientToken), 403, 'FORBIDDEN');
    expectProblem(await admin('PUT', '/api/admin/website/looks/1', body, clientToken), 403, 'FORBIDDEN');
    expectProblem(await admin('DELETE', '/api/admin/website/looks/1', undefined, clientToken), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'GET', '/api/admin/website/looks'), 401, 'UNAUTHORIZED');
    expectProblem(await call(server, 'POST', '/api/admin/website/looks', { payload: body }), 401, 'UNAUTHORIZED');
    expectProblem(await call(server, 'DELETE', '/api/admin/website/looks/1'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/website/instagram/selected-media', () => {
  type Media = { id: number; image_url: string; alt: string; caption: string; link: string };

  it('answers the seeded drawings with their alt text and caption in the locale, linking to the account', async () => {
    const fr = (await get('/api/website/instagram/selected-media')).json().value as Media[];
    const nl = (await get('/api/website/instagram/selected-media', 'nl')).json().value as Media[];
    expect(fr.length).toBeGreaterThanOrEqual(6);
    expect(fr.length).toBeLessThanOrEqual(9);
    expect(fr[0]).toMatchObject({ image_url: '/instagram/trunk.svg', link: 'https://www.instagram.com/littlecloset' });
    expect(fr[0]!.alt).toMatch(/malle/);
    expect(nl[0]).toMatchObject({ id: fr[0]!.id, image_url: fr[0]!.image_url });
    expect(nl[0]!.alt).toMatch(/box/);
    expect(nl[0]!.caption).not.toBe(fr[0]!.caption);
  });

  it('shows an administrator’s new medium and change, never more than nine', async () => {
    const media = (n: number) => ({ image_url: `/instagram/new-${n}.svg`, position: 0, translations: Object.fromEntries(LOCALES.map((l) => [l, { alt: `Alt ${n} ${l}`, caption: `Caption ${n} ${l}` }])) });
    const created = await admin('POST', '/api/admin/website/instagram/selected-media', media(1));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await server.heard();
    expect(((await get('/api/website/instagram/selected-media', 'es')).json().value as Media[]).find((m) => m.id === id)).toMatchObject({ alt: 'Alt 1 es', caption: 'Caption 1 es' });
    const changed = await admin('PUT', `/api/admin/website/instagram/selected-media/${id}`, { ...media(2), position: 0 });
    expect(changed.json()).toMatchObject({ id, image_url: '/instagram/new-2.svg' });
    const more = [];
    for (let n = 3; n < 6; n++) more.push((await admin('POST', '/api/admin/website/instagram/selected-media', media(n))).json().id);
    await server.heard();
    expect((await admin('GET', '/api/admin/website/instagram/selected-media')).json().value.length).toBeGreaterThan(9);
    const shown = (await get('/api/website/instagram/selected-media', 'de')).json().value as Media[];
    expect(shown).toHaveLength(9);
    expect(shown.map((m) => m.id)).toContain(id);
    for (const other of [id, ...more]) expect((await admin('DELETE', `/api/admin/website/instagram/selected-media/${other}`)).statusCode).toBe(204);
    expectProblem(await admin('DELETE', `/api/admin/website/instagram/selected-media/${id}`), 404, 'NOT_FOUND');
  });

  it('refuses a picture the website does not serve itself, and texts missing a language', async () => {
    const translations = Object.fromEntries(LOCALES.map((l) => [l, { alt: 'a', caption: 'c' }]));
    expectInvalid(await admin('POST', '/api/admin/website/instagram/selected-media', { image_url: 'javascript:alert(1)', translations }), 'image_url');
    expectInvalid(await admin('POST', '/api/admin/website/instagram/selected-media', { image_url: 'https://cdn.example.com/a.jpg', translations }), 'image_url');
    expectInvalid(await admin('POST', '/api/admin/website/instagram/selected-media', { image_url: '//cdn.example.com/a.jpg', translations }), 'image_url');
    expectInvalid(await admin('POST', '/api/admin/website/instagram/selected-media', { image_url: '/a.svg', translations: { fr: translations.fr } }), 'translations.de');
    expectInvalid(await admin('POST', '/api/admin/website/instagram/selected-media', { image_url: '/a.svg', position: -1, translations }), 'position');
    expectProblem(await admin('POST', '/api/admin/website/instagram/selected-media', { image_url: '/a.svg', translations }, clientToken), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'GET', '/api/admin/website/instagram/selected-media'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/website/concept', () => {
  type Section = { id: number; illustration: string | null; title: string; body: string };

  it('tells how the service works, from the quiz to recycling, in the locale', async () => {
    const fr = (await get('/api/website/concept')).json().value.sections as Section[];
    const de = (await get('/api/website/concept', 'de')).json().value.sections as Section[];
    expect(fr.map((s) => s.illustration)).toEqual(['quiz', 'stylist', 'trunk', 'keep', 'formula', 'shop', 'recycle']);
    expect(fr[0]!.title).toBe('Un quiz pour faire connaissance');
    expect(de[0]!.title).toBe('Ein Quiz zum Kennenlernen');
    expect(de[3]!.body).toMatch(/\n\n/);
  });

  it('shows an administrator’s change and new section; refuses an unknown drawing', async () => {
    const sections = (await admin('GET', '/api/admin/website/concept/sections')).json().value;
    const first = sections[0];
    const translations = { ...first.translations, es: { title: 'Un test para conocerte', body: 'Cinco minutos.\n\nY listo.' } };
    const changed = await admin('PUT', `/api/admin/website/concept/sections/${first.id}`, { illustration: 'quiz', translations });
    expect(changed.statusCode, changed.body).toBe(200);
    const created = await admin('POST', '/api/admin/website/concept/sections', { illustration: null, translations });
    expect(created.statusCode).toBe(201);
    await server.heard();
    const es = (await get('/api/website/concept', 'es')).json().value.sections as Section[];
    expect(es[0]).toMatchObject({ id: first.id, title: 'Un test para conocerte', body: 'Cinco minutos.\n\nY listo.' });
    expect(es.at(-1)).toMatchObject({ id: created.json().id, illustration: null });
    expect((await admin('DELETE', `/api/admin/website/concept/sections/${created.json().id}`)).statusCode).toBe(204);
    await admin('PUT', `/api/admin/website/concept/sections/${first.id}`, { illustration: 'quiz', translations: first.translations });

    expectInvalid(await admin('POST', '/api/admin/website/concept/sections', { illustration: 'unicorn', translations }), 'illustration');
    expectInvalid(await admin('POST', '/api/admin/website/concept/sections', { illustration: 'quiz', translations: { ...translations, nl: { title: '', body: 'b' } } }), 'translations.nl.title');
    expectProblem(await admin('PUT', '/api/admin/website/concept/sections/2147483647', { illustration: 'quiz', translations }), 404, 'NOT_FOUND');
    expectProblem(await admin('PUT', `/api/admin/website/concept/sections/${first.id}`, { illustration: 'quiz', translations }, clientToken), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'DELETE', `/api/admin/website/concept/sections/${first.id}`), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/website/is_sales', () => {
  it('is on in French only, as seeded, and follows the configuration of a locale', async () => {
    expect((await get('/api/website/is_sales')).json()).toEqual({ value: true });
    expect((await get('/api/website/is_sales', 'de')).json()).toEqual({ value: false });
    await server.db.insert(websiteConfig).values({ key: 'is_sales', locale: 'nl', value: 'true' });
    await server.heard();
    expect((await get('/api/website/is_sales', 'nl')).json()).toEqual({ value: true });
    await server.db.delete(websiteConfig).where(and(eq(websiteConfig.key, 'is_sales'), eq(websiteConfig.locale, 'nl')));
    await server.heard();
    expect((await get('/api/website/is_sales', 'nl')).json()).toEqual({ value: false });
  });

  it('refuses an unknown locale with a 400 naming x-lc-locale', async () => {
    expectInvalid(await get('/api/website/is_sales', 'pt'), 'x-lc-locale', undefined, 'header');
  });
});

describe('the seed of the looks, media, concept page and sales status', () => {
  it('runs once: a second start, or one that lost its record, keeps what the administrators changed', async () => {
    const [first] = (await admin('GET', '/api/admin/website/looks')).json().value;
    const body = { audience: first.audience, products: first.products, translations: { ...first.translations, fr: { title: 'Changé par l’équipe', note: 'Une note.' } } };
    expect((await admin('PUT', `/api/admin/website/looks/${first.id}`, body)).statusCode).toBe(200);
    const count = await server.db.$count(websiteLooks);
    expect(await seedLooksContent(server.db)).toBe(false);
    await server.db.delete(seedRuns).where(eq(seedRuns.name, LOOKS_CONTENT_SEED));
    expect(await seedLooksContent(server.db)).toBe(false);
    expect(await server.db.$count(websiteLooks)).toBe(count);
    await server.heard();
    expect(((await get('/api/website/looks')).json().value as Look[]).find((l) => l.id === first.id)?.title).toBe('Changé par l’équipe');
  });
});
