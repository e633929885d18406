import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookRatings, productVariants, requests } from '../db/schema';
import { PREVIEW_ITEMS_PER_LOOK } from '../lib/trunk-lifecycle';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { expectProblem } from '../testing/http';
import { BOY, composeNow, onlyTestStock, profileWithTrunk, requestRow, stockOf } from '../testing/trunks';
import { call } from '../testing/http';
import { composePreview, joinsLook } from './compose';
import { ratedSize, suggestedSize } from './rating-fit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Preview = { looks: Array<{ look_id: number | null; name: string; items: Array<{ product: { id: number; family: string }; variant_id: number; size: string }> }> };
const pieces = (preview: Preview) => preview.looks.flatMap((l) => l.items);

describe('joinsLook', () => {
  it('builds a top, a bottom and a knit or accessory, or a dress and two knits or accessories', () => {
    expect(joinsLook([], 'ACCESSORIES', true)).toBe(true);
    expect(joinsLook(['TOPS'], 'BOTTOMS', true)).toBe(true);
    expect(joinsLook(['TOPS'], 'DRESSES', true)).toBe(false);
    expect(joinsLook(['DRESSES'], 'BOTTOMS', true)).toBe(false);
    expect(joinsLook(['TOPS'], 'TOPS', true)).toBe(false);
    expect(joinsLook(['TOPS', 'KNITWEAR'], 'ACCESSORIES', true)).toBe(false);
    expect(joinsLook(['KNITWEAR', 'ACCESSORIES'], 'DRESSES', true)).toBe(true);
    expect(joinsLook(['DRESSES', 'KNITWEAR'], 'ACCESSORIES', true)).toBe(true);
    expect(joinsLook(['DRESSES', 'ACCESSORIES'], 'ACCESSORIES', true)).toBe(true);
    expect(joinsLook(['DRESSES', 'KNITWEAR'], 'KNITWEAR', true)).toBe(false);
    // Without dresses, a look keeps room for its top and its bottom.
    expect(joinsLook(['KNITWEAR'], 'ACCESSORIES', false)).toBe(false);
    expect(joinsLook([], 'DRESSES', false)).toBe(false);
  });
});

describe('composing a preview', () => {
  it('follows the liked catalogue look in the profile’s size, takes its units, and gives back what makes no complete look', async () => {
    const catalogue = await onlyTestStock(server);
    const { products: p } = catalogue;
    const client = await newClient(server);
    const { requestId } = await profileWithTrunk(server, client);
    const res = await composeNow(server, requestId);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json() as Preview;
    // One bottom in '4 ans' for a boy: one complete look, the stylist's "Petit mousse".
    expect(preview.looks).toHaveLength(1);
    expect(preview.looks[0]).toMatchObject({ look_id: catalogue.looks.boy, name: 'Petit mousse' });
    expect(pieces(preview).map((i) => [i.product.id, i.size])).toEqual([
      [p.boyTee.id, '4 ans'],
      [p.boyJeans.id, '4 ans'],
      [p.boyCap.id, 'TU'],
    ]);
    expect(await stockOf(server, p.boyTee.variants['4 ans']!)).toBe(4);
    expect(await stockOf(server, p.boyJeans.variants['4 ans']!)).toBe(1);
    expect(await stockOf(server, p.boyCap.variants.TU!)).toBe(3);
    // The second look found a top but no bottom: its units are back.
    expect(await stockOf(server, p.mixedSweater.variants['4 ans']!)).toBe(6);
    expect(await stockOf(server, p.mixedScarf.variants.TU!)).toBe(1);
    const row = await requestRow(server, requestId);
    expect(row).toMatchObject({ statusDetailsCode: 'PREVIEW_READY', previewComposedAt: expect.any(Date) });
    expect(row.previewDeadline!.getTime() - row.previewComposedAt!.getTime()).toBe(48 * 3_600_000);
  });

  it('never uses a look the profile disliked, nor a piece of a trait it dislikes; an unnamed look is named in the answer’s language', async () => {
    const catalogue = await onlyTestStock(server);
    const client = await newClient(server);
    const { profileId, requestId } = await profileWithTrunk(server, client, { ...BOY, quiz: { ...BOY.quiz, dislikes: ['hoods', 'prints'] } });
    await server.db.insert(lookRatings).values({ profileId, lookId: catalogue.looks.boy, like: false });
    const preview = (await composeNow(server, requestId, 'de')).json() as Preview;
    expect(preview.looks[0]).toMatchObject({ look_id: null, name: 'Outfit 1' });
    const ids = pieces(preview).map((i) => i.product.id);
    expect(ids).not.toContain(catalogue.products.boyHoodie.id);
    expect(ids).not.toContain(catalogue.products.mixedPrintTee.id);
    expect(pieces(preview).every((i) => ['4 ans', 'TU'].includes(i.size))).toBe(true);
  });

  it('puts the wishes first, in the wished size while it is in stock, else in the profile’s size', async () => {
    const { products: p } = await onlyTestStock(server);
    const client = await newClient(server);
    const { requestId } = await profileWithTrunk(server, client);
    await server.db
      .update(requests)
      .set({
        wishes: [
          { product_id: p.boyTee.id, variant_id: p.boyTee.variants['6 ans']! },
          { product_id: p.boyPyjama.id, variant_id: null },
          { product_id: p.boyJeans.id, variant_id: p.boyJeans.variants['5 ans']! },
        ],
      })
      .where(eq(requests.id, requestId));
    const preview = (await composeNow(server, requestId)).json() as Preview;
    const chosen = pieces(preview).map((i) => [i.product.id, i.size]);
    // '6 ans' of the tee is sold out: '4 ans'; the jeans in the wished '5 ans'.
    expect(chosen).toEqual(expect.arrayContaining([[p.boyTee.id, '4 ans'], [p.boyJeans.id, '5 ans'], [p.boyPyjama.id, '4 ans']]));
    expect(preview.looks[0]!.items.map((i) => i.product.family)).toEqual(['TOPS', 'BOTTOMS', 'OTHER']);
    expect(await stockOf(server, p.boyJeans.variants['5 ans']!)).toBe(3);
  });

  it('gives a girl looks around a dress too, of different families but accessories, and no product twice', async () => {
    await onlyTestStock(server);
    const client = await newClient(server);
    const { requestId } = await profileWithTrunk(server, client, { firstname: 'Lou', gender: 'GIRL', birthdate: '2021-06-01', quiz: { top_size: '4 ans', bottom_size: '4 ans' } });
    const res = await composeNow(server, requestId);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json() as Preview;
    expect(preview.looks.length).toBeGreaterThan(1);
    for (const look of preview.looks) {
      const families = look.items.map((i) => i.product.family);
      expect(families).toHaveLength(PREVIEW_ITEMS_PER_LOOK);
      const worn = families.filter((f) => f !== 'ACCESSORIES');
      expect(new Set(worn).size).toBe(worn.length);
      expect(families.includes('TOPS') !== families.includes('DRESSES')).toBe(true);
      expect(families.includes('BOTTOMS')).toBe(families.includes('TOPS'));
    }
    const ids = pieces(preview).map((i) => i.product.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is a 409 NOT_ENOUGH_STOCK without stock in the profile’s size, and writes nothing', async () => {
    const { products: p } = await onlyTestStock(server);
    const client = await newClient(server);
    const { requestId } = await profileWithTrunk(server, client, { ...BOY, quiz: { top_size: '12 ans', bottom_size: '12 ans' } });
    expectProblem(await composeNow(server, requestId), 409, 'NOT_ENOUGH_STOCK');
    expect(await requestRow(server, requestId)).toMatchObject({ statusDetailsCode: 'IN_CREATION', previewLooks: null, previewDeadline: null });
    expect(await stockOf(server, p.boyCap.variants.TU!)).toBe(4);
    expect(await stockOf(server, p.mixedScarf.variants.TU!)).toBe(1);
  });

  it('never gives the last unit to two previews composed at once', async () => {
    const { products: p } = await onlyTestStock(server);
    // One pair of jeans left in '4 ans': one complete look between the two boys.
    await server.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, p.boyJeans.variants['4 ans']!));
    const first = await profileWithTrunk(server, await newClient(server));
    const second = await profileWithTrunk(server, await newClient(server));
    const now = new Date();
    const outcomes = await Promise.allSettled([composePreview(server.db, first.requestId, now), composePreview(server.db, second.requestId, now)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ status: 409, type: 'NOT_ENOUGH_STOCK' });
    expect(await stockOf(server, p.boyJeans.variants['4 ans']!)).toBe(0);
  });

  it('is a 409 PREVIEW_EXISTS once composed, a 404 for an unknown request and a 400 for request id 0', async () => {
    await onlyTestStock(server);
    const { requestId } = await profileWithTrunk(server, await newClient(server));
    expect((await composeNow(server, requestId)).statusCode).toBe(201);
    expectProblem(await composeNow(server, requestId), 409, 'PREVIEW_EXISTS');
    expectProblem(await composeNow(server, 2_000_000_000), 404, 'NOT_FOUND');
    const problem = expectProblem(await composeNow(server, 0), 400, 'VALIDATION_ERROR');
    expect(problem).toMatchObject({ detail: 'No request id defined', errors: [expect.objectContaining({ field: 'rid', in: 'path' })] });
  });
});

describe('the next composition follows the last trunk’s fit', () => {
  it('gives a profile whose last trunk’s trousers were too small its next trousers one size up, the rest as before', async () => {
    const { products: p } = await onlyTestStock(server);
    const client = await newClient(server);
    const { profileId, requestId } = await profileWithTrunk(server, client);
    const first = (await composeNow(server, requestId)).json() as Preview;
    expect(pieces(first).map((i) => [i.product.id, i.size])).toEqual([
      [p.boyTee.id, '4 ans'],
      [p.boyJeans.id, '4 ans'],
      [p.boyCap.id, 'TU'],
    ]);
    await server.db.update(requests).set({ statusDetailsCode: 'SHIPPED', shippedAt: new Date() }).where(eq(requests.id, requestId));
    const rated = await call(server, 'PUT', `/api/clients/me/trunks/${requestId}/rating`, {
      token: client.token,
      payload: { pieces: [{ position: 0, fit: 'RIGHT', stars: 4 }, { position: 1, fit: 'TOO_SMALL', stars: 3 }] },
    });
    expect(rated.statusCode, rated.body).toBe(200);

    const next = await call(server, 'POST', `/api/clients/me/kids/${profileId}/requests`, { token: client.token, payload: {} });
    expect(next.statusCode, next.body).toBe(201);
    const second = (await composeNow(server, next.json().id)).json() as Preview;
    expect(second.looks[0]!.items.map((i) => [i.product.id, i.size])).toEqual([
      [p.boyTee.id, '4 ans'],
      [p.boyJeans.id, '5 ans'],
      [p.boyCap.id, 'TU'],
    ]);
    // The shorts, only in '5 ans', now make a second look; the tops stay in '4 ans'.
    const bottoms = pieces(second).filter((i) => i.product.family === 'BOTTOMS');
    expect(bottoms.map((i) => [i.product.id, i.size])).toEqual([
      [p.boyJeans.id, '5 ans'],
      [p.boyShorts.id, '5 ans'],
    ]);
    expect(pieces(second).filter((i) => ['TOPS', 'KNITWEAR'].includes(i.product.family)).every((i) => i.size === '4 ans')).toBe(true);
  });

  it('moves a size one band up for too small, down for too big, keeps it for right; the roomiest wins, and only too big goes below the profile’s size', () => {
    expect(suggestedSize('4 ans', 'TOO_SMALL')).toBe('5 ans');
    expect(suggestedSize('4 ans', 'TOO_BIG')).toBe('3 ans');
    expect(suggestedSize('M', 'TOO_SMALL')).toBe('L');
    expect(suggestedSize('38', 'TOO_BIG')).toBe('36');
    expect(suggestedSize('14 ans', 'TOO_SMALL')).toBe('14 ans');
    expect(suggestedSize('TU', 'TOO_SMALL')).toBeNull();
    expect(ratedSize('4 ans', [])).toBeNull();
    expect(ratedSize('4 ans', [{ size: '4 ans', fit: 'TOO_BIG' }])).toBe('3 ans');
    expect(ratedSize('4 ans', [{ size: '4 ans', fit: 'TOO_BIG' }, { size: '4 ans', fit: 'RIGHT' }])).toBe('4 ans');
    expect(ratedSize('4 ans', [{ size: '5 ans', fit: 'RIGHT' }])).toBe('5 ans');
    // A child who grew since an old "right" keeps the size of their age.
    expect(ratedSize('6 ans', [{ size: '4 ans', fit: 'RIGHT' }])).toBe('6 ans');
    expect(ratedSize('6 ans', [{ size: '4 ans', fit: 'TOO_SMALL' }])).toBe('6 ans');
    expect(ratedSize(null, [{ size: '4 ans', fit: 'TOO_SMALL' }])).toBe('5 ans');
  });
});
