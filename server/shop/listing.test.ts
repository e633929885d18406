import { randomBytes } from 'node:crypto';
import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionProducts, collections, lookProducts, looks, products, productVariants } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue, type TestProductKey } from '../testing/catalogue';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
let catalogue: TestCatalogue;
/** A collection kept out of the shop, of the test catalogue's products in this order. */
let slug: string;
const MEMBERS: TestProductKey[] = ['girlDress', 'boyTee', 'mixedSweater', 'mixedSoldOut', 'girlNoPictures', 'womanBlouse', 'boyCap', 'womanDress'];

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await insertTestCatalogue(server.db);
  slug = `picks-${randomBytes(4).toString('hex')}`;
  await server.db.insert(collections).values({ slug, names: { fr: 'Coups de cœur', de: 'Lieblingsstücke', nl: 'Favorieten', es: 'Favoritos' }, isShop: false, position: 99 });
  await server.db.insert(collectionProducts).values(MEMBERS.map((key, position) => ({ slug, productId: catalogue.products[key].id, position })));
});
afterAll(async () => server?.close());

const id = (key: TestProductKey) => catalogue.products[key].id;
const keysOf = (list: Array<{ id: number }>) => list.map((p) => (Object.keys(catalogue.products) as TestProductKey[]).find((key) => id(key) === p.id));
const get = async (url: string, locale = 'fr') => {
  const res = await call(server, 'GET', url, { headers: { 'x-lc-locale': locale } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/shop/product-collections/{slug}/products', () => {
  it('gives the collection’s products in its order, without those lacking pictures or stock, with the filters it offers', async () => {
    const body = await get(`/api/shop/product-collections/${slug}/products`);
    expect(keysOf(body.products)).toEqual(['girlDress', 'boyTee', 'mixedSweater', 'womanBlouse', 'boyCap', 'womanDress']);
    expect(body).toMatchObject({ page: 1, pages: 1, total: 6, page_size: 24 });
    expect(body.filters).toEqual({
      sizes: ['TU', 'S', 'M', 'L', '4 ans', '5 ans'],
      genders: ['GIRL', 'BOY', 'MIXED', 'WOMAN'],
      families: ['TOPS', 'KNITWEAR', 'DRESSES', 'ACCESSORIES'],
    });
  });

  it('adds MIXED to a single kid gender, not to WOMAN, MIXED or several genders', async () => {
    const genders = async (query: string) => keysOf((await get(`/api/shop/product-collections/${slug}/products?${query}`)).products);
    expect(await genders('gender=BOY')).toEqual(['boyTee', 'mixedSweater', 'boyCap']);
    expect(await genders('gender=GIRL')).toEqual(['girlDress', 'mixedSweater']);
    expect(await genders('gender=WOMAN')).toEqual(['womanBlouse', 'womanDress']);
    expect(await genders('gender=MIXED')).toEqual(['mixedSweater']);
    expect(await genders('gender=BOY&gender=GIRL')).toEqual(['girlDress', 'boyTee', 'boyCap']);
  });

  it('keeps products with the size in stock and of the families asked; the filters on offer stay the collection’s', async () => {
    const body = await get(`/api/shop/product-collections/${slug}/products?size=5%20ans`);
    expect(keysOf(body.products)).toEqual(['girlDress', 'boyTee']);
    expect(body.filters.sizes).toEqual(['TU', 'S', 'M', 'L', '4 ans', '5 ans']);
    expect(keysOf((await get(`/api/shop/product-collections/${slug}/products?size=6%20ans`)).products)).toEqual([]);
    const families = await get(`/api/shop/product-collections/${slug}/products?family=TOPS&family=DRESSES&gender=WOMAN`);
    expect(keysOf(families.products)).toEqual(['womanBlouse', 'womanDress']);
  });

  it('pages with the size asked, past the last page gives none', async () => {
    const second = await get(`/api/shop/product-collections/${slug}/products?page=2&page_size=2`);
    expect(keysOf(second.products)).toEqual(['mixedSweater', 'womanBlouse']);
    expect(second).toMatchObject({ page: 2, pages: 3, total: 6, page_size: 2 });
    const beyond = await get(`/api/shop/product-collections/${slug}/products?page=4&page_size=2`);
    expect(beyond).toMatchObject({ products: [], page: 4, pages: 3, total: 6 });
  });

  it('serves every product of the shop as all-products, new ones first, never one without pictures or stock', async () => {
    const stocked = new Set((await server.db.selectDistinct({ id: productVariants.productId }).from(productVariants).where(gt(productVariants.stock, 0))).map((r) => r.id));
    const rows = await server.db.select({ id: products.id, images: products.imageCount }).from(products);
    const sold = rows.filter((row) => row.images > 0 && stocked.has(row.id)).length;
    const first = await get('/api/shop/product-collections/all-products/products?page_size=96');
    expect(first.total).toBe(sold);
    expect(first.total).toBeGreaterThanOrEqual(150);
    const seen: Array<{ id: number; images: string[]; is_available: boolean; is_recent: boolean }> = [...first.products];
    for (let page = 2; page <= first.pages; page++) seen.push(...(await get(`/api/shop/product-collections/all-products/products?page_size=96&page=${page}`)).products);
    expect(new Set(seen.map((p) => p.id)).size).toBe(first.total);
    expect(seen.every((p) => p.images.length > 0 && p.is_available)).toBe(true);
    const firstOld = seen.findIndex((p) => !p.is_recent);
    expect(firstOld).toBeGreaterThan(0);
    expect(seen.slice(firstOld).some((p) => p.is_recent)).toBe(false);
    expect(first.filters.genders).toEqual(['GIRL', 'BOY', 'MIXED', 'WOMAN']);
    expect(first.filters.sizes.slice(0, 3)).toEqual(['TU', 'XS', 'S']);
    expect(first.filters.sizes.indexOf('18 mois')).toBeLessThan(first.filters.sizes.indexOf('2 ans'));
  });

  it('serves the birth gift collection: baby sizes only', async () => {
    const body = await get('/api/shop/product-collections/birth-gift/products');
    expect(body.total).toBeGreaterThan(0);
    expect(body.filters.sizes.every((size: string) => size.endsWith(' mois'))).toBe(true);
    expect(body.filters.sizes[0]).toBe('1 mois');
  });

  it('answers an unknown slug with a 404, an empty one with the seed’s message, a bad filter with a 400 naming it', async () => {
    expectProblem(await call(server, 'GET', '/api/shop/product-collections/no-such-collection/products'), 404, 'NOT_FOUND');
    expectInvalid(await call(server, 'GET', '/api/shop/product-collections//products'), 'slug', 'A collection slug must be defined', 'path');
    expectInvalid(await call(server, 'GET', `/api/shop/product-collections/${slug}/products?gender=ALIEN`), 'gender.0', undefined, 'query');
    expectInvalid(await call(server, 'GET', `/api/shop/product-collections/${slug}/products?page_size=500`), 'page_size', undefined, 'query');
  });
});

describe('GET /api/shop/product-collections and /{slug}', () => {
  it('lists the shop’s collections in order, counted and pictured, names in the language asked', async () => {
    const list = await get('/api/shop/product-collections?is_shop=true&locale=de');
    expect(list.map((c: { slug: string }) => c.slug)).toEqual(['birth-gift', 'new-collection', 'matchy-matchy', 'last-chance']);
    expect(list[0]).toEqual({ slug: 'birth-gift', name: 'Geschenke zur Geburt', is_shop: true, product_count: expect.any(Number), cover_image: expect.stringMatching(/^\/api\/products\/\d+\/images\/1$/) });
    const single = await get('/api/shop/product-collections/birth-gift', 'es');
    expect(single).toEqual({ ...list[0], name: 'Regalos para recién nacidos' });
    const births = await get('/api/shop/product-collections/birth-gift/products');
    expect(single.product_count).toBe(births.total);
    expect(single.cover_image).toBe(`/api/products/${births.products[0].id}/images/1`);
  });

  it('keeps to the collections holding products of a gender', async () => {
    const woman = await get('/api/shop/product-collections?gender=WOMAN');
    expect(woman.map((c: { slug: string }) => c.slug)).not.toContain('birth-gift');
    expect(woman.map((c: { slug: string }) => c.slug)).toContain('new-collection');
  });

  it('lists the collections kept to suggest with is_shop=false and is_suggestion=true only', async () => {
    const suggested = await get('/api/shop/product-collections?is_shop=false&is_suggestion=true');
    expect(suggested).toEqual([{ slug, name: 'Coups de cœur', is_shop: false, product_count: 6, cover_image: `/api/products/${id('girlDress')}/images/1` }]);
    expectInvalid(await call(server, 'GET', '/api/shop/product-collections?is_shop=false'), 'is_suggestion', 'is_shop=false asks for is_suggestion=true', 'query');
  });

  it('gives all-products as a collection; an unknown slug is a 404 and an empty one the seed’s message', async () => {
    expect(await get('/api/shop/product-collections/all-products', 'nl')).toMatchObject({ slug: 'all-products', name: 'Alle producten', is_shop: true });
    expectProblem(await call(server, 'GET', '/api/shop/product-collections/no-such-collection'), 404, 'NOT_FOUND');
    expectInvalid(await call(server, 'GET', '/api/shop/product-collections/'), 'slug', 'You must define a slug', 'path');
  });
});

describe('GET /api/shop/products', () => {
  it('finds the shop’s products by words of their name in the caller’s language, brand or reference', async () => {
    const german = await get(`/api/shop/products?search=${catalogue.brand}%20(de)`, 'de');
    expect(german).toMatchObject({ search: `${catalogue.brand} (de)`, page: 1, pages: 1, total: 18, page_size: 24 });
    expect(keysOf(german.products)).not.toContain('girlNoPictures');
    expect(keysOf(german.products)).not.toContain('mixedSoldOut');
    expect(keysOf(german.products)[0]).toBe('mixedSweater');
    expect((await get(`/api/shop/products?search=${catalogue.brand}%20(de)`, 'fr')).total).toBe(0);
    const reference = await get(`/api/shop/products?search=${catalogue.products.boyTee.reference.toLowerCase()}`);
    expect(keysOf(reference.products)).toEqual(['boyTee']);
    const marin = await get(`/api/shop/products?search=MARIN%20${catalogue.brand}`);
    expect(keysOf(marin.products)).toEqual(['boyTee']);
  });

  it('pages the results', async () => {
    const second = await get(`/api/shop/products?search=${catalogue.brand}&page=2&page_size=10`);
    expect(second).toMatchObject({ page: 2, pages: 2, total: 18, page_size: 10 });
    expect(second.products).toHaveLength(8);
  });
});

describe('GET /api/shop/looks/{lookId}', () => {
  it('gives the look with the products the shop sells, in its order', async () => {
    const [look] = await server.db.insert(looks).values({ gender: 'GIRL', names: { fr: 'Jardin', de: 'Garten', nl: 'Tuin', es: 'Jardín' } }).returning();
    const pieces: TestProductKey[] = ['girlBlouse', 'girlNoPictures', 'mixedSoldOut', 'girlDress'];
    await server.db.insert(lookProducts).values(pieces.map((key, position) => ({ lookId: look!.id, productId: id(key), position })));
    const body = await get(`/api/shop/looks/${look!.id}`, 'es');
    expect(body).toMatchObject({ id: look!.id, name: 'Jardín', gender: 'GIRL' });
    expect(keysOf(body.products)).toEqual(['girlBlouse', 'girlDress']);
  });

  it('answers 0 with the seed’s message and an unknown look with a 404', async () => {
    expectInvalid(await call(server, 'GET', '/api/shop/looks/0'), 'lookId', 'lookId must be defined', 'path');
    expectProblem(await call(server, 'GET', '/api/shop/looks/2147483647'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/products/{productId}?for_shop=true', () => {
  it('is a 404 for a product without pictures or stock, which is still a product outside the shop', async () => {
    for (const key of ['girlNoPictures', 'mixedSoldOut'] as const) {
      expectProblem(await call(server, 'GET', `/api/products/${id(key)}?for_shop=true`), 404, 'NOT_FOUND');
      expect((await call(server, 'GET', `/api/products/${id(key)}`)).statusCode).toBe(200);
    }
    expect((await get(`/api/products/${id('girlDress')}?for_shop=true`)).id).toBe(id('girlDress'));
    expectInvalid(await call(server, 'GET', '/api/products/0?for_shop=true'), 'productId', 'A product_id must be specified', 'path');
  });
});
