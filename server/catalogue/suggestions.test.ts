import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue, type TestProductKey } from '../testing/catalogue';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
let catalogue: TestCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  catalogue = await insertTestCatalogue(server.db);
});
afterAll(async () => server?.close());

const LEO = { firstname: 'Léo', gender: 'BOY', birthdate: '2021-01-10', quiz: { top_size: '4 ans', bottom_size: '4 ans', styles: ['casual'], dislikes: ['hoods'] } };

async function kidOf(client: TestClient, payload: Record<string, unknown> = LEO): Promise<number> {
  const res = await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const id = (key: TestProductKey) => catalogue.products[key].id;
const keysOf = (list: Array<{ id: number }>) => list.map((p) => (Object.keys(catalogue.products) as TestProductKey[]).find((key) => id(key) === p.id));

describe('GET /api/products/{productId}', () => {
  it('gives the product in the asked language, sizes in the guide’s order, its look and pictures', async () => {
    const { boyTee, boyJeans, boyCap } = catalogue.products;
    const res = await call(server, 'GET', `/api/products/${boyTee.id}`, { headers: { 'x-lc-locale': 'de' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: boyTee.id,
      reference: boyTee.reference,
      brand: catalogue.brand,
      name: 'T-shirt marin (de)',
      clean_name_fr: 'T-shirt marin',
      clean_name_de: 'T-shirt marin (de)',
      clean_name_nl: 'T-shirt marin (nl)',
      clean_name_es: 'T-shirt marin (es)',
      description: 'Beschreibung',
      gender: 'BOY',
      family: 'TOPS',
      color: 'blue',
      lc_price: 29.9,
      original_price: null,
      images: [`/api/products/${boyTee.id}/images/1`, `/api/products/${boyTee.id}/images/2`],
      variants: [
        { variant_id: boyTee.variants['4 ans'], size: '4 ans', is_available: true, is_low_stock: false },
        { variant_id: boyTee.variants['5 ans'], size: '5 ans', is_available: true, is_low_stock: true },
        { variant_id: boyTee.variants['6 ans'], size: '6 ans', is_available: false, is_low_stock: false },
      ],
      sizes: ['4 ans', '5 ans'],
      label: null,
      is_low_stock: false,
      is_recent: false,
      is_available: true,
      look: { id: catalogue.looks.boy, name: 'Petit mousse', product_ids: [boyTee.id, boyJeans.id, boyCap.id] },
      look_variant_ids: [],
    });
  });

  it('says low stock when every size in stock is down to two, and gives the price before markdown', async () => {
    const res = await call(server, 'GET', `/api/products/${id('girlDress')}`);
    expect(res.json()).toMatchObject({ is_low_stock: true, is_available: true, lc_price: 29.9, original_price: 39.9, look: null, sizes: ['4 ans', '5 ans'] });
    expect((await call(server, 'GET', `/api/products/${id('mixedSoldOut')}`)).json()).toMatchObject({ is_low_stock: false, is_available: false, sizes: [] });
  });

  it('for the shop, only a product with pictures and stock', async () => {
    expect((await call(server, 'GET', `/api/products/${id('boyTee')}?for_shop=true`)).statusCode).toBe(200);
    expect((await call(server, 'GET', `/api/products/${id('girlNoPictures')}`)).statusCode).toBe(200);
    expectProblem(await call(server, 'GET', `/api/products/${id('girlNoPictures')}?for_shop=true`), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', `/api/products/${id('mixedSoldOut')}?for_shop=true`), 404, 'NOT_FOUND');
  });

  it('refuses product 0 (400 naming productId) and does not find an unknown product', async () => {
    expectInvalid(await call(server, 'GET', '/api/products/0'), 'productId', 'A product_id must be specified', 'path');
    expectProblem(await call(server, 'GET', '/api/products/2000000000'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/clients/me/kids/{id}/suggestions', () => {
  const suggestions = (client: TestClient, kid: number, query = '') =>
    call(server, 'GET', `/api/clients/me/kids/${kid}/suggestions?sku_query=${catalogue.brand}${query}`, { token: client.token });

  it('suggests what fits the kid: its gender and mixed, its sizes in stock, without what it dislikes, its styles first', async () => {
    const client = await newClient(server);
    const res = await suggestions(client, await kidOf(client));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, page_size: 24, pages: 1, total: 7 });
    expect(keysOf(page.products)).toEqual(['mixedSweater', 'boyTee', 'boyJeans', 'boyCap', 'boyPyjama', 'mixedScarf', 'mixedPrintTee']);
  });

  it('keeps to the categories asked, and a page past the end is empty with the right count', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const bottoms = (await suggestions(client, kid, '&categories=BOTTOMS&categories=ACCESSORIES')).json();
    expect(keysOf(bottoms.products)).toEqual(['boyJeans', 'boyCap', 'mixedScarf']);
    expect((await suggestions(client, kid, '&page=2')).json()).toEqual({ page: 2, page_size: 24, pages: 1, total: 7, products: [] });
    expectInvalid(await suggestions(client, kid, '&categories=SHOES'), 'categories.0', undefined, 'query');
  });

  it('takes the band of the kid’s age when the quiz gave no size', async () => {
    const client = await newClient(server);
    const tiny = await kidOf(client, { firstname: 'Nina', gender: 'GIRL', birthdate: new Date(Date.now() - 86_400_000 * 20).toISOString().slice(0, 10) });
    const page = (await suggestions(client, tiny)).json();
    expect(keysOf(page.products)).toEqual(['mixedScarf', 'girlBag']);
  });

  it('does not find another client’s kid', async () => {
    const kid = await kidOf(await newClient(server));
    expectProblem(await suggestions(await newClient(server), kid), 404, 'NOT_FOUND');
  });
});

describe('GET /api/products/suggestions', () => {
  const landing = (query: string) => call(server, 'GET', `/api/products/suggestions?sku_query=${catalogue.brand}&${query}`);

  it('suggests to a visitor from a gender and two sizes', async () => {
    const res = await landing('gender=WOMAN&top_size=M&bottom_size=38');
    expect(res.statusCode, res.body).toBe(200);
    expect(keysOf(res.json().products)).toEqual(['womanBlouse', 'womanJeans', 'womanBelt', 'womanCoat']);
    expect((await landing('gender=BOY&top_size=4%20ans&bottom_size=5%20ans')).json()).toMatchObject({ total: 9 });
  });

  it('needs the gender and both sizes, naming the first missing', async () => {
    expectInvalid(await landing('top_size=M&bottom_size=38'), 'gender', 'gender and size must be defined', 'query');
    expectInvalid(await landing('gender=WOMAN&bottom_size=38'), 'top_size', 'gender and size must be defined', 'query');
    expectInvalid(await landing('gender=WOMAN&top_size=M'), 'bottom_size', 'gender and size must be defined', 'query');
  });

  it('refuses a size the gender does not wear, naming it', async () => {
    expectInvalid(await landing('gender=BOY&top_size=M&bottom_size=4%20ans'), 'top_size', undefined, 'query');
    expectInvalid(await landing('gender=WOMAN&top_size=M&bottom_size=4%20ans'), 'bottom_size', undefined, 'query');
    expectInvalid(await landing('gender=MIXED&top_size=M&bottom_size=38'), 'gender', undefined, 'query');
  });
});

describe('looks to rate', () => {
  const looksOf = (client: TestClient, kid: number) => call(server, 'GET', `/api/clients/me/kids/${kid}/tinder/suggestions`, { token: client.token });
  const rate = (client: TestClient, kid: number, payload: unknown) => call(server, 'POST', `/api/clients/me/kids/${kid}/tinder`, { token: client.token, payload });

  it('offers up to 10 looks of the profile’s genders, with their products; a rated look is not offered again', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const first = await looksOf(client, kid);
    expect(first.statusCode, first.body).toBe(200);
    const offered = first.json() as Array<{ id: number; gender: string; products: Array<{ id: number }> }>;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(10);
    expect(offered.every((look) => ['BOY', 'MIXED'].includes(look.gender) && look.products.length > 0)).toBe(true);
    for (const look of offered) expect((await rate(client, kid, { look_id: look.id, like: true })).json()).toEqual({ look_id: look.id, like: true });
    const next = (await looksOf(client, kid)).json() as Array<{ id: number }>;
    expect(next.filter((look) => offered.some((o) => o.id === look.id))).toEqual([]);
  });

  it('offers the fixture’s boy look with its products in order until rated; a new rating replaces the old', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const seen: Array<{ id: number; name: string; products: Array<{ id: number }> }> = [];
    // Rate what comes before it until it shows: the best matches come first.
    for (let round = 0; round < 20 && !seen.some((look) => look.id === catalogue.looks.boy); round++) {
      const offered = (await looksOf(client, kid)).json() as typeof seen;
      seen.push(...offered);
      for (const look of offered.filter((l) => l.id !== catalogue.looks.boy)) await rate(client, kid, { look_id: look.id, like: false });
    }
    const boyLook = seen.find((look) => look.id === catalogue.looks.boy)!;
    expect(boyLook).toMatchObject({ name: 'Petit mousse', gender: 'BOY' });
    expect(keysOf(boyLook.products)).toEqual(['boyTee', 'boyJeans', 'boyCap']);
    expect(seen.some((look) => look.id === catalogue.looks.woman)).toBe(false);
    await rate(client, kid, { look_id: catalogue.looks.boy, like: true });
    expect((await rate(client, kid, { look_id: catalogue.looks.boy, like: false })).json()).toEqual({ look_id: catalogue.looks.boy, like: false });
    expect(((await looksOf(client, kid)).json() as typeof seen).some((look) => look.id === catalogue.looks.boy)).toBe(false);
  });

  it('does not find an unknown look, nor another client’s kid; needs look_id and like', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    expectProblem(await rate(client, kid, { look_id: 2_000_000_000, like: true }), 404, 'NOT_FOUND');
    expectInvalid(await rate(client, kid, { like: true }), 'look_id', 'look_id and like are required');
    const other = await newClient(server);
    expectProblem(await looksOf(other, kid), 404, 'NOT_FOUND');
    expectProblem(await rate(other, kid, { look_id: catalogue.looks.boy, like: true }), 404, 'NOT_FOUND');
  });
});
