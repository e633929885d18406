import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../db/schema';
import { addMonths, todayInFrance } from '../lib/birthdate';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue, type TestProductKey } from '../testing/catalogue';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
let catalogue: TestCatalogue;
let parent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  // Only the small catalogue is in stock: the collections are exactly its fitting part.
  await server.db.update(productVariants).set({ stock: 0 });
  catalogue = await insertTestCatalogue(server.db);
  parent = await newClient(server);
});
afterAll(async () => server?.close());

const LEO = { firstname: 'Léo', gender: 'BOY', birthdate: '2021-01-10', quiz: { top_size: '4 ans', bottom_size: '4 ans', styles: ['casual'], dislikes: ['hoods'] } };
const JADE = { firstname: 'Jade', gender: 'GIRL', birthdate: '2021-03-02', quiz: { top_size: '4 ans', bottom_size: '4 ans', disliked_colors: ['black'] } };
const JULIA = { firstname: 'Julia', gender: 'WOMAN', profile_type: 'WOMAN', quiz: { top_size: 'M', bottom_size: '38', styles: ['chic'] } };

async function profileOf(client: TestClient, payload: Record<string, unknown>): Promise<number> {
  const res = await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

type Collection = { slug: string; name: string; is_shop: boolean; is_custom: boolean; is_suggestion: boolean; products: Array<{ id: number }>; looks: Array<{ id: number; name: string; products: Array<{ id: number }> }> };

const keysOf = (list: Array<{ id: number }>) =>
  list.map((p) => (Object.keys(catalogue.products) as TestProductKey[]).find((key) => catalogue.products[key].id === p.id) ?? p.id);

async function collections(kidId: number, query = '', headers: Record<string, string> = {}): Promise<Collection[]> {
  const res = await call(server, 'GET', `/api/shop/kids/${kidId}/product-collections${query}`, { token: parent.token, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().kid_id).toBe(kidId);
  return res.json().collections;
}

const bySlug = (list: Collection[]) => Object.fromEntries(list.map((c) => [c.slug, c]));

describe('GET /api/shop/kids/{kidId}/product-collections', () => {
  it('gives a boy his five collections of fitting products: his size in stock, boy or mixed, nothing he dislikes, his styles first', async () => {
    const list = await collections(await profileOf(parent, LEO));
    expect(list.map((c) => [c.slug, c.name, c.is_shop, c.is_custom, c.is_suggestion])).toEqual([
      ['new', 'Nouveautés', true, false, false],
      ['looks', 'Looks', true, true, false],
      ['promo', 'Petits prix', true, false, false],
      ['essentials', 'Essentiels', true, false, false],
      ['recommendations', 'La sélection de la styliste', false, true, true],
    ]);
    const c = bySlug(list);
    // The casual pieces first (the recent one leading), then the rest by id; no hoodie (disliked), no shorts (5 ans only), no sold-out polo.
    expect(keysOf(c.recommendations!.products)).toEqual(['mixedSweater', 'boyTee', 'boyJeans', 'boyCap', 'boyPyjama', 'mixedScarf', 'mixedPrintTee']);
    expect(keysOf(c.new!.products)).toEqual(['mixedSweater']);
    expect(c.promo!.products).toEqual([]);
    expect(keysOf(c.essentials!.products)).toEqual(['boyTee', 'mixedPrintTee', 'mixedSweater', 'boyJeans']);
    expect(keysOf(c.looks!.products)).toEqual(['boyTee', 'boyJeans', 'boyCap']);
    expect(c.looks!.looks.map((look) => [look.id, look.name, keysOf(look.products)])).toEqual([[catalogue.looks.boy, 'Petit mousse', ['boyTee', 'boyJeans', 'boyCap']]]);
    expect(c.new!.looks).toEqual([]);
  });

  it('shows a girl her marked-down pieces, never a product without pictures nor a colour she dislikes', async () => {
    const c = bySlug(await collections(await profileOf(parent, JADE)));
    expect(keysOf(c.promo!.products)).toEqual(['girlDress']);
    // No styles: the recent piece, then by id; no black leggings, no top without pictures.
    expect(keysOf(c.recommendations!.products)).toEqual(['mixedSweater', 'mixedScarf', 'mixedPrintTee', 'girlDress', 'girlBlouse', 'girlBag']);
    expect(keysOf(c.essentials!.products)).toEqual(['mixedPrintTee', 'girlBlouse', 'mixedSweater', 'girlDress']);
    // No look of hers has two pieces in her size.
    expect(c.looks!.looks).toEqual([]);
  });

  it('dresses a kid without quiz sizes in the size band of her age', async () => {
    const birthdate = addMonths(todayInFrance(), -42); // three and a half: the '4 ans' band
    const c = bySlug(await collections(await profileOf(parent, { firstname: 'Lina', gender: 'GIRL', birthdate })));
    expect(keysOf(c.recommendations!.products)).toContain('girlLeggings');
    expect(keysOf(c.recommendations!.products)).not.toContain('girlNoPictures');
  });

  it('gives a woman the women’s pieces of her sizes and her look, in her language', async () => {
    const c = bySlug(await collections(await profileOf(parent, JULIA), '', { 'x-lc-locale': 'de' }));
    expect(c.recommendations!.name).toBe('Die Auswahl Ihrer Stylistin');
    expect(keysOf(c.recommendations!.products)).toEqual(['womanBlouse', 'womanJeans', 'womanBelt', 'womanCoat']);
    expect(c.looks!.looks.map((look) => look.id)).toEqual([catalogue.looks.woman]);
  });

  it('keeps the collections whose flags have the values asked', async () => {
    const leo = await profileOf(parent, LEO);
    expect((await collections(leo, '?is_shop=true')).map((c) => c.slug)).toEqual(['new', 'looks', 'promo', 'essentials']);
    expect((await collections(leo, '?is_shop=true&is_custom=false')).map((c) => c.slug)).toEqual(['new', 'promo', 'essentials']);
    expect((await collections(leo, '?is_suggestion=true')).map((c) => c.slug)).toEqual(['recommendations']);
    expect((await collections(leo, '?is_shop=false&is_custom=false')).map((c) => c.slug)).toEqual([]);
  });

  it('refuses kid 0 with the seed’s messages, and hides another client’s profile and a missing one', async () => {
    const url = (id: number, query = '') => `/api/shop/kids/${id}/product-collections${query}`;
    expectInvalid(await call(server, 'GET', url(0), { token: parent.token }), 'kidId', 'You must define a kidId', 'path');
    expectInvalid(await call(server, 'GET', url(0, '?is_suggestion=true'), { token: parent.token }), 'kidId', 'kid id not defined', 'path');
    const other = await profileOf(await newClient(server), LEO);
    expectProblem(await call(server, 'GET', url(other), { token: parent.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', url(2000000000), { token: parent.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', url(other)), 401, 'UNAUTHORIZED');
    expectInvalid(await call(server, 'GET', url(other, '?is_shop=maybe'), { token: parent.token }), 'is_shop', undefined, 'query');
  });
});

describe('GET /api/shop/subscriber-offer', () => {
  it('tells anyone that ongoing subscribers get 10 % off the shop', async () => {
    const res = await call(server, 'GET', '/api/shop/subscriber-offer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ percent: 10, subscription_statuses: ['ONGOING_SUBSCRIPTION'] });
  });
});
