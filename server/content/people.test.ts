import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { addDays, todayInFrance } from '../lib/birthdate';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { seedPeople } from '.';
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

const get = (url: string, locale?: string) => call(server, 'GET', url, locale ? { headers: { 'x-lc-locale': locale } } : {});

type Page<T> = { value: T[]; pagination: { page: number; page_size: number; pages: number; total: number } };
type Stylist = { id: number; name: string; portrait: { url: string; alt: string }; speciality: string; bio: string; loves: string };
type Brand = { id: number; name: string; country: string; makes: string[]; values: string[]; description: string; in_shop: boolean };
type Testimonial = { id: number; first_name: string; city: string; kid_age_months: number | null; rating: number; text: string; written_in: string; published_on: string };

const texts = <T>(text: T) => ({ fr: text, de: text, nl: text, es: text });
const stylistInput = (name: string, speciality = 'Styliste') => ({
  name,
  portrait: '/people/stylists/camille-roux.svg',
  position: 0,
  translations: {
    ...texts({ speciality, bio: 'Une biographie.', loves: 'Les rayures.', portrait_alt: 'Un portrait' }),
    de: { speciality: 'Stylistin', bio: 'Eine Biografie.', loves: 'Streifen.', portrait_alt: 'Ein Porträt' },
  },
});
const brandInput = (name: string) => ({
  name,
  country: 'DE',
  makes: ['KIDS'],
  values: ['ORGANIC_COTTON'],
  position: 0,
  translations: { ...texts({ description: 'Une marque.' }), nl: { description: 'Een merk.' } },
});
const testimonialInput = (firstName: string) => ({
  first_name: firstName,
  city: 'Gent',
  kid_age_months: 20,
  rating: 2,
  written_in: 'nl',
  published_on: todayInFrance(),
  translations: { ...texts({ text: 'Un avis.' }), es: { text: 'Una opinión.' } },
});

describe('GET /api/website/stylists', () => {
  it('gives the first page of stylists with their portrait, speciality, biography and favourite outfit', async () => {
    const res = await get('/api/website/stylists');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page<Stylist>;
    expect(body.pagination).toEqual({ page: 1, page_size: 6, pages: 2, total: 9 });
    expect(body.value).toHaveLength(6);
    expect(body.value[0]).toMatchObject({ name: 'Camille Roux', portrait: { url: '/people/stylists/camille-roux.svg', alt: expect.stringContaining('Camille') } });
    expect(body.value[0]!.speciality).toContain('Paris');
    for (const stylist of body.value) expect(stylist.bio.length).toBeGreaterThan(40);
  });

  it('gives the second page, and a 404 beyond the last', async () => {
    const second = (await get('/api/website/stylists?page=2')).json() as Page<Stylist>;
    expect(second.value.map((s) => s.name)).toEqual(['Jonas Weber', 'Awa Diallo', 'Élodie Schmit']);
    expectProblem(await get('/api/website/stylists?page=3'), 404, 'NOT_FOUND');
  });

  it('answers in the locale asked for', async () => {
    const [fr, es] = await Promise.all([get('/api/website/stylists', 'fr'), get('/api/website/stylists', 'es')]);
    const [camilleFr, camilleEs] = [(fr.json() as Page<Stylist>).value[0]!, (es.json() as Page<Stylist>).value[0]!];
    expect(camilleEs.name).toBe(camilleFr.name);
    expect(camilleEs.speciality).toBe('Estilista infantil en París, especialista en bebés de 0 a 3 años');
    expect(camilleEs.portrait.alt).toMatch(/^Retrato dibujado/);
    expect(es.headers.vary).toMatch(/x-lc-locale/i);
  });

  it('refuses a page or page size out of bounds, naming the parameter', async () => {
    expectInvalid(await get('/api/website/stylists?page=0'), 'page', undefined, 'query');
    expectInvalid(await get('/api/website/stylists?page_size=49'), 'page_size', undefined, 'query');
    expectInvalid(await get('/api/website/stylists?page=two'), 'page', undefined, 'query');
  });
});

describe('GET /api/website/brands', () => {
  it('gives twenty brands over two pages, with country, what they make and their values', async () => {
    const first = (await get('/api/website/brands')).json() as Page<Brand>;
    expect(first.pagination).toEqual({ page: 1, page_size: 12, pages: 2, total: 20 });
    const second = (await get('/api/website/brands?page=2')).json() as Page<Brand>;
    const all = [...first.value, ...second.value];
    expect(new Set(all.map((b) => b.name)).size).toBe(20);
    for (const brand of all) {
      expect(brand.country).toMatch(/^[A-Z]{2}$/);
      expect(brand.makes.length).toBeGreaterThan(0);
      expect(brand.description.length).toBeGreaterThan(40);
    }
    expectProblem(await get('/api/website/brands?page=3'), 404, 'NOT_FOUND');
  });

  it('holds every brand the catalogue sells, each marked as sold in the shop', async () => {
    const all = (await get('/api/website/brands?page_size=48')).json() as Page<Brand>;
    const sold = new Set((await server.db.selectDistinct({ brand: products.brand }).from(products)).map((p) => p.brand));
    expect(sold.size).toBe(7);
    const inShop = all.value.filter((b) => b.in_shop).map((b) => b.name);
    expect(inShop.sort()).toEqual([...sold].sort());
    const search = await get(`/api/shop/products?search=${encodeURIComponent(inShop[0]!)}`);
    expect((search.json() as { products: Array<{ brand: string }> }).products.every((p) => p.brand === inShop[0])).toBe(true);
  });

  it('answers in the locale asked for', async () => {
    const nl = (await get('/api/website/brands', 'nl')).json() as Page<Brand>;
    expect(nl.value.find((b) => b.name === 'Kleine Wolke')!.description).toMatch(/^Kleine Wolke uit Freiburg/);
    expectInvalid(await get('/api/website/brands?page_size=0'), 'page_size', undefined, 'query');
  });
});

describe('GET /api/website/testimonials', () => {
  it('gives ten testimonials newest first, dated from the seeding day, with their average rating', async () => {
    const body = (await get('/api/website/testimonials')).json() as { value: Testimonial[]; rating: { average: number; count: number } };
    expect(body.value).toHaveLength(10);
    expect(body.rating).toEqual({ average: 4.5, count: 10 });
    expect(body.value[0]).toMatchObject({ first_name: 'Claire', city: 'Nantes', kid_age_months: 30, rating: 5, written_in: 'fr', published_on: addDays(todayInFrance(), -6) });
    const dates = body.value.map((t) => t.published_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.value.filter((t) => t.kid_age_months === null).length).toBe(2);
  });

  it('gives each testimonial translated into the locale asked for', async () => {
    const de = (await get('/api/website/testimonials', 'de')).json() as { value: Testimonial[] };
    const mareike = de.value.find((t) => t.first_name === 'Mareike')!;
    expect(mareike).toMatchObject({ written_in: 'de', text: expect.stringMatching(/^Mein Sohn hasst Einkaufen/) });
    expect(de.value.find((t) => t.first_name === 'Claire')!.text).toMatch(/^Die dritte Box/);
  });
});

describe('administrator calls', () => {
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token: string | null = adminToken) =>
    call(server, method, url, { ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload }) });

  it('lists every stylist, brand and testimonial with the texts of the four locales', async () => {
    for (const [area, count] of [['stylists', 9], ['brands', 20], ['testimonials', 10]] as const) {
      const res = await admin('GET', `/api/admin/website/${area}`);
      expect(res.statusCode).toBe(200);
      const { value } = res.json() as { value: Array<{ translations: Record<string, unknown> }> };
      expect(value.length).toBeGreaterThanOrEqual(count);
      expect(Object.keys(value[0]!.translations).sort()).toEqual(['de', 'es', 'fr', 'nl']);
    }
  });

  it('adds, changes and removes a stylist, and the public list follows', async () => {
    const created = await admin('POST', '/api/admin/website/stylists', stylistInput('Zoé Martin'));
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    let first = (await get('/api/website/stylists', 'de')).json() as Page<Stylist>;
    expect(first.pagination.total).toBe(10);
    expect(first.value[0]).toMatchObject({ id, name: 'Zoé Martin', speciality: 'Stylistin' });

    const changed = await admin('PUT', `/api/admin/website/stylists/${id}`, { ...stylistInput('Zoé Martin', 'Styliste à Lille'), position: 50 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, position: 50, translations: { fr: { speciality: 'Styliste à Lille' } } });
    const last = (await get('/api/website/stylists?page=2')).json() as Page<Stylist>;
    expect(last.value.at(-1)).toMatchObject({ id, speciality: 'Styliste à Lille' });

    expect((await admin('DELETE', `/api/admin/website/stylists/${id}`)).statusCode).toBe(204);
    first = (await get('/api/website/stylists')).json() as Page<Stylist>;
    expect(first.pagination.total).toBe(9);
    expectProblem(await admin('DELETE', `/api/admin/website/stylists/${id}`), 404, 'NOT_FOUND');
    expectProblem(await admin('PUT', `/api/admin/website/stylists/${id}`, stylistInput('Zoé Martin')), 404, 'NOT_FOUND');
  });

  it('adds, changes and removes a brand; a brand is linked to the shop once the catalogue sells it', async () => {
    const created = await admin('POST', '/api/admin/website/brands', brandInput('Sonnenkind'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Sonnenkind', in_shop: false });
    const { id } = created.json() as { id: number };
    expectProblem(await admin('POST', '/api/admin/website/brands', brandInput('sonnenkind')), 409, 'BRAND_EXISTS');

    const nl = (await get('/api/website/brands?page_size=48', 'nl')).json() as Page<Brand>;
    expect(nl.value.find((b) => b.id === id)).toMatchObject({ description: 'Een merk.', in_shop: false });

    const renamed = await admin('PUT', `/api/admin/website/brands/${id}`, brandInput('Rivage Studio ')).then((r) => r);
    expectProblem(renamed, 409, 'BRAND_EXISTS');
    await admin('DELETE', `/api/admin/website/brands/${(nl.value.find((b) => b.name === 'Rivage Studio')!).id}`);
    const now = await admin('PUT', `/api/admin/website/brands/${id}`, brandInput('Rivage Studio'));
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ name: 'Rivage Studio', in_shop: true });

    expect((await admin('DELETE', `/api/admin/website/brands/${id}`)).statusCode).toBe(204);
    const after = (await get('/api/website/brands?page_size=48')).json() as Page<Brand>;
    expect(after.pagination.total).toBe(19);
  });

  it('adds, changes and removes a testimonial, and the average follows', async () => {
    const created = await admin('POST', '/api/admin/website/testimonials', testimonialInput('Lotte'));
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    let body = (await get('/api/website/testimonials', 'es')).json() as { value: Testimonial[]; rating: { average: number; count: number } };
    expect(body.rating).toEqual({ average: 4.3, count: 11 });
    expect(body.value.find((t) => t.id === id)).toMatchObject({ text: 'Una opinión.', written_in: 'nl', rating: 2 });

    const changed = await admin('PUT', `/api/admin/website/testimonials/${id}`, { ...testimonialInput('Lotte'), rating: 5, kid_age_months: null });
    expect(changed.json()).toMatchObject({ rating: 5, kid_age_months: null });
    body = (await get('/api/website/testimonials')).json() as typeof body;
    expect(body.rating.average).toBe(4.5);

    expect((await admin('DELETE', `/api/admin/website/testimonials/${id}`)).statusCode).toBe(204);
    expectProblem(await admin('DELETE', `/api/admin/website/testimonials/${id}`), 404, 'NOT_FOUND');
  });

  it('keeps an administrator’s changes when the server starts again: the content is seeded once', async () => {
    const [first] = ((await admin('GET', '/api/admin/website/stylists')).json() as { value: Array<{ id: number }> }).value;
    const removed = await admin('DELETE', `/api/admin/website/stylists/${first!.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await seedPeople(server.db)).toBe(false);
    const after = ((await admin('GET', '/api/admin/website/stylists')).json() as { value: Array<{ id: number }> }).value;
    expect(after.map((s) => s.id)).not.toContain(first!.id);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = ((await admin('GET', '/api/admin/website/stylists')).json() as { value: unknown[] }).value.length;
    const { es: _missing, ...threeLocales } = stylistInput('Ana').translations;
    expectInvalid(await admin('POST', '/api/admin/website/stylists', { ...stylistInput('Ana'), translations: threeLocales }), 'translations.es');
    expectInvalid(await admin('POST', '/api/admin/website/stylists', { ...stylistInput('Ana'), portrait: 'https://example.com/a.png' }), 'portrait');
    expectInvalid(await admin('POST', '/api/admin/website/stylists', { ...stylistInput('Ana'), name: 'A'.repeat(81) }), 'name');
    expectInvalid(await admin('POST', '/api/admin/website/stylists', { ...stylistInput('Ana'), name: 'Ana\u0000' }), 'name');
    expectInvalid(await admin('POST', '/api/admin/website/stylists', { ...stylistInput('Ana'), position: 'first' }), 'position');
    expectInvalid(await admin('POST', '/api/admin/website/brands', { ...brandInput('Neu'), values: ['CHEAP'] }), 'values.0');
    expectInvalid(await admin('POST', '/api/admin/website/brands', { ...brandInput('Neu'), country: 'Deutschland' }), 'country');
    expectInvalid(await admin('POST', '/api/admin/website/testimonials', { ...testimonialInput('Eva'), rating: 6 }), 'rating');
    expectInvalid(await admin('POST', '/api/admin/website/testimonials', { ...testimonialInput('Eva'), published_on: 'yesterday' }), 'published_on');
    expectInvalid(await admin('PUT', '/api/admin/website/testimonials/0', testimonialInput('Eva')), 'id', undefined, 'path');
    const after = ((await admin('GET', '/api/admin/website/stylists')).json() as { value: unknown[] }).value.length;
    expect(after).toBe(before);
  });

  it('refuses a client’s token with 403 and a call without token with 401', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/website/stylists', undefined],
      ['POST', '/api/admin/website/brands', brandInput('Refusé')],
      ['PUT', '/api/admin/website/testimonials/1', testimonialInput('Refusée')],
      ['DELETE', '/api/admin/website/stylists/1', undefined],
    ] as const) {
      expectProblem(await admin(method, url, payload, clientToken), 403, 'FORBIDDEN');
      expectProblem(await admin(method, url, payload, null), 401, 'UNAUTHORIZED');
    }
    expect((await admin('GET', '/api/admin/website/testimonials', undefined, TEST_ADMIN_TOKEN)).statusCode).toBe(200);
  });
});
