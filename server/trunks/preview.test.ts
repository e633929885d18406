import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, requests } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import type { TestCatalogue } from '../testing/catalogue';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { composeNow, mailsTo, onlyTestStock, previewKeyOf, profileWithTrunk, requestRow, stockOf } from '../testing/trunks';
import { signPreviewToken } from './preview-token';

const APP_URL = 'https://app.littlecloset.test';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { appUrl: APP_URL } });
});
afterAll(async () => server?.close());

interface Composed {
  client: TestClient;
  profileId: number;
  requestId: number;
  catalogue: TestCatalogue;
  base: string;
}

/** A boy wearing '4 ans' whose preview is composed: "Petit mousse" (tee, jeans, cap) from a fresh shelf. */
async function composed(catalogue?: TestCatalogue): Promise<Composed> {
  const shelf = catalogue ?? (await onlyTestStock(server));
  const client = await newClient(server);
  const { profileId, requestId } = await profileWithTrunk(server, client);
  expect((await composeNow(server, requestId)).statusCode).toBe(201);
  return { client, profileId, requestId, catalogue: shelf, base: `/api/clients/me/kids/${profileId}/requests/${requestId}/preview` };
}

const get = (c: Composed, path = '', token = c.client.token) => call(server, 'GET', `${c.base}${path}`, { token });
const post = (c: Composed, path: string, payload?: unknown) => call(server, 'POST', `${c.base}${path}`, { token: c.client.token, ...(payload === undefined ? {} : { payload }) });
const replace = (c: Composed, payload: Record<string, unknown>) =>
  post(c, '', { look_index: 0, item_index: 2, replacement_reason: 'STYLE', ...payload });

describe('GET .../requests/{rid}/preview', () => {
  it('gives the looks with their pieces, sizes and total, open until the deadline', async () => {
    const c = await composed();
    const { products: p } = c.catalogue;
    const res = await get(c);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      request_id: c.requestId,
      profile_id: c.profileId,
      profile_type: 'KID',
      status: 'PREVIEW_READY',
      is_open: true,
      comment: null,
      validated_at: null,
      validated_by: null,
      total_price: 89.7,
    });
    expect(Date.parse(preview.deadline) - Date.parse(preview.composed_at)).toBe(48 * 3_600_000);
    expect(preview.looks).toEqual([
      {
        look_index: 0,
        look_id: c.catalogue.looks.boy,
        name: 'Petit mousse',
        items: [
          { item_index: 0, product: expect.objectContaining({ id: p.boyTee.id, name: 'T-shirt marin' }), variant_id: p.boyTee.variants['4 ans'], size: '4 ans', replacement_reason: null, replaced_product_id: null },
          { item_index: 1, product: expect.objectContaining({ id: p.boyJeans.id }), variant_id: p.boyJeans.variants['4 ans'], size: '4 ans', replacement_reason: null, replaced_product_id: null },
          { item_index: 2, product: expect.objectContaining({ id: p.boyCap.id }), variant_id: p.boyCap.variants.TU, size: 'TU', replacement_reason: null, replaced_product_id: null },
        ],
      },
    ]);
    const german = await call(server, 'GET', c.base, { token: c.client.token, headers: { 'x-lc-locale': 'de' } });
    expect(german.json().looks[0].items[0].product.name).toBe('T-shirt marin (de)');
  });

  it('is a 404 NO_PREVIEW before the stylist composed it, a 400 naming rid for request 0', async () => {
    await onlyTestStock(server);
    const client = await newClient(server);
    const { profileId, requestId } = await profileWithTrunk(server, client);
    expectProblem(await call(server, 'GET', `/api/clients/me/kids/${profileId}/requests/${requestId}/preview`, { token: client.token }), 404, 'NO_PREVIEW');
    expectInvalid(await call(server, 'GET', `/api/clients/me/kids/${profileId}/requests/0/preview`, { token: client.token }), 'rid', 'No request id defined', 'path');
  });

  it('is a 404 NOT_FOUND for another client’s profile, request or preview, and for a request of another profile', async () => {
    const mine = await composed();
    const theirs = await composed(mine.catalogue);
    expectProblem(await get(theirs, '', mine.client.token), 404, 'NOT_FOUND');
    const crossed = `/api/clients/me/kids/${mine.profileId}/requests/${theirs.requestId}/preview`;
    expectProblem(await call(server, 'GET', crossed, { token: mine.client.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', `${crossed}/validate`, { token: mine.client.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', `${theirs.base}/comment`, { token: mine.client.token, payload: { message: 'Hello' } }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', `${theirs.base}/search`, { token: mine.client.token }), 404, 'NOT_FOUND');
    const { profileId: sibling } = await profileWithTrunk(server, mine.client);
    expectProblem(await call(server, 'GET', `/api/clients/me/kids/${sibling}/requests/${mine.requestId}/preview`, { token: mine.client.token }), 404, 'NOT_FOUND');
    expect((await requestRow(server, theirs.requestId)).statusDetailsCode).toBe('PREVIEW_READY');
  });

  it('needs a signed-in client', async () => {
    const c = await composed();
    expectProblem(await call(server, 'GET', c.base), 401, 'UNAUTHORIZED');
  });
});

describe('POST .../preview (replace a piece)', () => {
  it('puts the new piece in, takes its unit and gives the replaced one back', async () => {
    const c = await composed();
    const { products: p } = c.catalogue;
    const res = await replace(c, { replacement_product_id: p.mixedScarf.id, replacement_variant_id: p.mixedScarf.variants.TU });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().looks[0].items[2]).toMatchObject({ product: { id: p.mixedScarf.id }, size: 'TU', replacement_reason: 'STYLE', replaced_product_id: p.boyCap.id });
    expect(await stockOf(server, p.mixedScarf.variants.TU!)).toBe(0);
    expect(await stockOf(server, p.boyCap.variants.TU!)).toBe(4);
    // Replaced again, it still says which piece the stylist had chosen.
    const again = await replace(c, { replacement_product_id: p.boyCap.id, replacement_variant_id: p.boyCap.variants.TU, replacement_reason: 'OTHER' });
    expect(again.json().looks[0].items[2]).toMatchObject({ product: { id: p.boyCap.id }, replacement_reason: 'OTHER', replaced_product_id: p.boyCap.id });
    expect(await stockOf(server, p.mixedScarf.variants.TU!)).toBe(1);
  });

  it('swaps the size of a piece for the same product in another size', async () => {
    const c = await composed();
    const { boyJeans } = c.catalogue.products;
    const res = await replace(c, { item_index: 1, replacement_product_id: boyJeans.id, replacement_variant_id: boyJeans.variants['5 ans'], replacement_reason: 'SIZE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().looks[0].items[1]).toMatchObject({ size: '5 ans', replacement_reason: 'SIZE' });
    expect(await stockOf(server, boyJeans.variants['4 ans']!)).toBe(2);
    expect(await stockOf(server, boyJeans.variants['5 ans']!)).toBe(3);
  });

  it('refuses what does not fit, naming the field, and changes nothing', async () => {
    const c = await composed();
    const { products: p } = c.catalogue;
    const before = (await get(c)).json();
    expectInvalid(await replace(c, { look_index: 1, replacement_product_id: p.mixedScarf.id, replacement_variant_id: p.mixedScarf.variants.TU }), 'look_index');
    expectInvalid(await replace(c, { item_index: 3, replacement_product_id: p.mixedScarf.id, replacement_variant_id: p.mixedScarf.variants.TU }), 'item_index');
    expectInvalid(await replace(c, { replacement_product_id: p.mixedScarf.id, replacement_variant_id: p.boyCap.variants.TU }), 'replacement_variant_id');
    expectInvalid(await replace(c, { replacement_product_id: p.mixedScarf.id, replacement_variant_id: p.mixedScarf.variants.TU, replacement_reason: 'BORED' }), 'replacement_reason');
    expectInvalid(await replace(c, { replacement_product_id: 0, replacement_variant_id: 1 }), 'replacement_product_id');
    expectInvalid(await post(c, '', { look_index: 0, item_index: 0 }), 'replacement_product_id', 'look_index, item_index, replacement_product_id, replacement_variant_id and replacement_reason are required');
    expectProblem(await replace(c, { replacement_product_id: 2_000_000_000, replacement_variant_id: 1 }), 404, 'NOT_FOUND');
    expectProblem(await replace(c, { replacement_product_id: p.girlBag.id, replacement_variant_id: p.girlBag.variants.TU }), 409, 'PRODUCT_NOT_FOR_PROFILE');
    expectProblem(await replace(c, { replacement_product_id: p.boyJeans.id, replacement_variant_id: p.boyJeans.variants['5 ans'] }), 409, 'ALREADY_IN_PREVIEW');
    expectProblem(await replace(c, { item_index: 0, replacement_product_id: p.mixedSoldOut.id, replacement_variant_id: p.mixedSoldOut.variants['4 ans'] }), 409, 'NOT_ENOUGH_STOCK');
    expect((await get(c)).json()).toEqual(before);
    expect(await stockOf(server, p.boyTee.variants['4 ans']!)).toBe(4);
  });

  it('gives the last unit to one of two clients replacing at once: the other gets a 409 NOT_ENOUGH_STOCK', async () => {
    const first = await composed();
    // A second shelf for the second boy; the scarf of the first shelf is the last one.
    const second = await composed(await onlyTestStock(server));
    const { mixedScarf } = first.catalogue.products;
    await server.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, mixedScarf.variants.TU!));
    const payload = { replacement_product_id: mixedScarf.id, replacement_variant_id: mixedScarf.variants.TU };
    const answers = await Promise.all([replace(first, payload), replace(second, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expectProblem(answers.find((a) => a.statusCode === 409)!, 409, 'NOT_ENOUGH_STOCK');
    expect(await stockOf(server, mixedScarf.variants.TU!)).toBe(0);
  });
});

describe('comment and validate', () => {
  it('keeps the trimmed comment, replacing the previous one; a blank one is a 400 naming message', async () => {
    const c = await composed();
    expect((await post(c, '/comment', { message: '  Plus de bleu, merci ' })).json()).toMatchObject({ comment: 'Plus de bleu, merci' });
    expect((await post(c, '/comment', { message: 'Finalement du vert' })).json()).toMatchObject({ comment: 'Finalement du vert' });
    expectInvalid(await post(c, '/comment', { message: '   ' }), 'message');
    expectInvalid(await post(c, '/comment', {}), 'message', 'A message is required');
  });

  it('validates the preview: the trunk goes to packing, and the preview is closed to every change', async () => {
    const c = await composed();
    const { products: p } = c.catalogue;
    const res = await post(c, '/validate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PREPARING', is_open: false, validated_by: 'client', validated_at: expect.any(String) });
    expectProblem(await post(c, '/validate'), 409, 'PREVIEW_CLOSED');
    expectProblem(await post(c, '/comment', { message: 'Trop tard ?' }), 409, 'PREVIEW_CLOSED');
    expectProblem(await replace(c, { replacement_product_id: p.mixedScarf.id, replacement_variant_id: p.mixedScarf.variants.TU }), 409, 'PREVIEW_CLOSED');
    expectProblem(await get(c, '/search'), 409, 'PREVIEW_CLOSED');
    expect((await get(c)).json()).toMatchObject({ status: 'PREPARING', is_open: false });
  });

  it('closes a preview past its deadline, even before the clock validates it', async () => {
    const c = await composed();
    await server.db.update(requests).set({ previewDeadline: new Date(Date.now() - 1000) }).where(eq(requests.id, c.requestId));
    expect((await get(c)).json()).toMatchObject({ status: 'PREVIEW_READY', is_open: false });
    expectProblem(await post(c, '/validate'), 409, 'PREVIEW_CLOSED');
  });
});

describe('GET .../preview/search', () => {
  type Search = { page: number; page_size: number; pages: number; total: number; filter_type: string; products: Array<{ id: number; family: string }> };
  const search = async (c: Composed, query: string) => {
    const res = await get(c, `/search${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Search;
  };

  it('finds the fitting pieces not in the preview, 12 a page; same_category keeps the piece’s family, category one family', async () => {
    const c = await composed();
    const { products: p } = c.catalogue;
    const all = await search(c, '');
    expect(all).toMatchObject({ page: 1, page_size: 12, filter_type: 'all' });
    const ids = all.products.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([p.mixedSweater.id, p.mixedScarf.id, p.boyPyjama.id, p.mixedPrintTee.id]));
    // Not the preview's pieces, not what the boy dislikes (hoods), not his sister's, not sold out.
    for (const excluded of [p.boyTee, p.boyJeans, p.boyCap, p.boyHoodie, p.girlBag, p.mixedSoldOut]) expect(ids).not.toContain(excluded.id);
    expect(all.total).toBe(ids.length);
    expect(all.pages).toBe(1);

    const sameAsCap = await search(c, '?same_category=true&look_index=0&item_index=2');
    expect(sameAsCap.filter_type).toBe('same_category');
    expect(sameAsCap.products.map((x) => x.id)).toEqual([p.mixedScarf.id]);
    const knits = await search(c, '?category=KNITWEAR');
    expect(knits).toMatchObject({ filter_type: 'category', total: 1, products: [{ id: p.mixedSweater.id }] });
    // Without the profile's filter: his gender only, any size in stock, dislikes included.
    const unfiltered = (await search(c, '?filter_profile=false&category=KNITWEAR')).products.map((x) => x.id);
    expect(unfiltered).toEqual(expect.arrayContaining([p.boyHoodie.id, p.mixedSweater.id]));
    expect(await search(c, '?page=2')).toMatchObject({ page: 2, products: [], total: all.total });
  });

  it('names the missing or wrong index of same_category, and a wrong category', async () => {
    const c = await composed();
    for (const [query, field] of [
      ['?same_category=true&item_index=0', 'look_index'],
      ['?same_category=true&look_index=0', 'item_index'],
      ['?same_category=true&look_index=4&item_index=0', 'look_index'],
      ['?same_category=true&look_index=0&item_index=9', 'item_index'],
      ['?category=SHOES', 'category'],
      ['?page=0', 'page'],
    ] as const) {
      const problem = expectProblem(await get(c, `/search${query}`), 400, 'VALIDATION_ERROR');
      expect(problem.errors).toEqual([expect.objectContaining({ field, in: 'query' })]);
      expect(problem.detail).toContain(field);
    }
  });
});

describe('POST /api/preview/skip', () => {
  const skip = (token: string) => call(server, 'POST', `/api/preview/skip?preview_token=${encodeURIComponent(token)}`);
  /** The skip link's token of the newest preview mail to the client. */
  const mailedToken = async (c: Composed) => {
    const [mail] = await mailsTo(server, c.client.email);
    return new URL(/https:\/\/\S+preview_token=\S+/.exec(mail!.text)![0]).searchParams.get('preview_token')!;
  };

  it('validates the preview from the mail’s link without signing in; a second time says it was already', async () => {
    const c = await composed();
    const token = await mailedToken(c);
    const res = await skip(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ request_id: c.requestId, profile_type: 'KID', firstname: 'Noé', delivery_date: null, already_validated: false });
    expect(await requestRow(server, c.requestId)).toMatchObject({ statusDetailsCode: 'PREPARING', validatedBy: 'token', validatedAt: expect.any(Date) });
    expect((await skip(token)).json()).toMatchObject({ already_validated: true });
    await server.db.update(requests).set({ statusDetailsCode: 'SHIPPED' }).where(eq(requests.id, c.requestId));
    expect((await skip(token)).json()).toMatchObject({ already_validated: true });
  });

  it('refuses a tampered, expired, foreign or malformed token with a 400 INVALID_PREVIEW_TOKEN naming preview_token', async () => {
    const c = await composed();
    const token = await mailedToken(c);
    const key = await previewKeyOf(server);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherRequest = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), rid: c.requestId + 1 })).toString('base64url');
    const refused = [
      `${header}.${otherRequest}.${signature}`,
      await signPreviewToken(key, c.requestId, new Date(Date.now() - 1000)),
      await signPreviewToken(new Uint8Array(32), c.requestId, new Date(Date.now() + 60_000)),
      await new SignJWT({ rid: c.requestId, purpose: 'password-reset' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key),
      'not-a-token',
    ];
    for (const bad of refused) {
      const problem = expectProblem(await skip(bad), 400, 'INVALID_PREVIEW_TOKEN');
      expect(problem.errors).toEqual([expect.objectContaining({ field: 'preview_token', in: 'query' })]);
    }
    expectInvalid(await call(server, 'POST', '/api/preview/skip'), 'preview_token', undefined, 'query');
    expect((await requestRow(server, c.requestId)).statusDetailsCode).toBe('PREVIEW_READY');
  });

  it('is a 404 for a request that no longer exists', async () => {
    const key = await previewKeyOf(server);
    expectProblem(await skip(await signPreviewToken(key, 2_000_000_000, new Date(Date.now() + 60_000))), 404, 'NOT_FOUND');
  });
});
