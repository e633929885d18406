import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../db/schema';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import type { TestCatalogue } from '../testing/catalogue';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { composeNow, onlyTestStock, profileWithTrunk } from '../testing/trunks';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Rating = {
  request_id: number;
  profile_id: number;
  profile_firstname: string;
  pieces: Array<{ position: number; product: { id: number; name: string }; size: string; kept: boolean | null; fit: string | null; stars: number | null }>;
  stylist_note: string | null;
  rated_at: string | null;
};

/** A client's boy with a trunk composed from a fresh test catalogue (the sailor look: tee, jeans, cap), moved to `status`. */
async function trunkAt(status: string, client?: TestClient): Promise<{ client: TestClient; profileId: number; requestId: number; catalogue: TestCatalogue }> {
  const catalogue = await onlyTestStock(server);
  const owner = client ?? (await newClient(server));
  const { profileId, requestId } = await profileWithTrunk(server, owner);
  if (status !== 'IN_CREATION') {
    const composed = await composeNow(server, requestId);
    expect(composed.statusCode, composed.body).toBe(201);
  }
  await server.db.update(requests).set({ statusDetailsCode: status }).where(eq(requests.id, requestId));
  return { client: owner, profileId, requestId, catalogue };
}

const getRating = (token: string | undefined, rid: number, locale = 'fr') => call(server, 'GET', `/api/clients/me/trunks/${rid}/rating`, { token, headers: { 'x-lc-locale': locale } });
const rate = (token: string | undefined, rid: number, payload: unknown, locale = 'fr') =>
  call(server, 'PUT', `/api/clients/me/trunks/${rid}/rating`, { token, payload, headers: { 'x-lc-locale': locale } });

describe('rating a trunk', () => {
  it('gives the pieces in the preview’s order, unrated, then stores each piece’s fit and stars and the word for the stylist', async () => {
    const { client, profileId, requestId, catalogue } = await trunkAt('DELIVERED');
    const empty = await getRating(client.token, requestId);
    expect(empty.statusCode, empty.body).toBe(200);
    const { products: p } = catalogue;
    expect(empty.json()).toEqual({
      request_id: requestId,
      profile_id: profileId,
      profile_firstname: 'Noé',
      profile_type: 'KID',
      pieces: [
        { position: 0, product: expect.objectContaining({ id: p.boyTee.id, name: 'T-shirt marin' }), size: '4 ans', kept: null, fit: null, stars: null },
        { position: 1, product: expect.objectContaining({ id: p.boyJeans.id }), size: '4 ans', kept: null, fit: null, stars: null },
        { position: 2, product: expect.objectContaining({ id: p.boyCap.id }), size: 'TU', kept: null, fit: null, stars: null },
      ],
      stylist_note: null,
      rated_at: null,
    });

    const saved = await rate(client.token, requestId, {
      pieces: [{ position: 0, fit: 'RIGHT', stars: 5 }, { position: 1, fit: 'TOO_SMALL' }, { position: 2, stars: 2 }],
      stylist_note: '  Le jean serre un peu à la taille.  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rating = saved.json() as Rating;
    expect(rating.pieces.map((piece) => [piece.position, piece.fit, piece.stars])).toEqual([
      [0, 'RIGHT', 5],
      [1, 'TOO_SMALL', null],
      [2, null, 2],
    ]);
    expect(rating).toMatchObject({ stylist_note: 'Le jean serre un peu à la taille.', rated_at: expect.any(String) });
    expect((await getRating(client.token, requestId)).json()).toEqual(rating);
  });

  it('may be changed later: the new rating replaces the old one whole', async () => {
    const { client, requestId } = await trunkAt('DELIVERED');
    await rate(client.token, requestId, { pieces: [{ position: 0, fit: 'TOO_BIG', stars: 1 }, { position: 2, stars: 4 }], stylist_note: 'Trop grand' });
    const changed = await rate(client.token, requestId, { pieces: [{ position: 1, fit: 'RIGHT', stars: 4 }], stylist_note: '   ' });
    expect(changed.statusCode, changed.body).toBe(200);
    const rating = (await getRating(client.token, requestId)).json() as Rating;
    expect(rating.pieces.map((piece) => [piece.fit, piece.stars])).toEqual([
      [null, null],
      ['RIGHT', 4],
      [null, null],
    ]);
    expect(rating.stylist_note).toBeNull();
  });

  it('gives the products in the language asked', async () => {
    const { client, requestId } = await trunkAt('DELIVERED');
    const rating = (await getRating(client.token, requestId, 'de')).json() as Rating;
    const fr = (await getRating(client.token, requestId, 'fr')).json() as Rating;
    expect(rating.pieces[0]!.product.name).not.toBe(fr.pieces[0]!.product.name);
    const saved = (await rate(client.token, requestId, { pieces: [{ position: 0, stars: 3 }] }, 'es')).json() as Rating;
    expect(saved.pieces[0]!.product.name).toBe((await getRating(client.token, requestId, 'es')).json().pieces[0].product.name);
  });

  it('takes every stage of a trunk that left for the client, and none before', async () => {
    for (const status of ['DELIVERED', 'KEPT_PAID', 'RETURN_PENDING', 'RETURNED']) {
      const { client, requestId } = await trunkAt(status);
      expect((await rate(client.token, requestId, { pieces: [{ position: 0, fit: 'RIGHT' }] })).statusCode, status).toBe(200);
    }
    for (const status of ['IN_CREATION', 'PREVIEW_READY', 'PREPARING', 'SHIPPED', 'CANCELLED']) {
      const { client, requestId } = await trunkAt(status);
      expectProblem(await getRating(client.token, requestId), 409, 'TRUNK_NOT_DELIVERED');
      expectProblem(await rate(client.token, requestId, { pieces: [{ position: 0, fit: 'RIGHT' }] }), 409, 'TRUNK_NOT_DELIVERED');
    }
  });

  it('refuses a position outside the trunk or named twice, a rating that says nothing, and values out of bounds, naming the field and writing nothing', async () => {
    const { client, requestId } = await trunkAt('DELIVERED');
    expectInvalid(await rate(client.token, requestId, { pieces: [{ position: 0, stars: 4 }, { position: 3, stars: 4 }] }), 'pieces[1].position');
    expectInvalid(await rate(client.token, requestId, { pieces: [{ position: 1, stars: 4 }, { position: 1, fit: 'RIGHT' }] }), 'pieces[1].position');
    expectInvalid(await rate(client.token, requestId, { pieces: [{ position: 1 }], stylist_note: ' ' }), 'pieces', 'Rate a piece or leave a word for the stylist');
    expectInvalid(await rate(client.token, requestId, { pieces: [{ position: 0, stars: 6 }] }), 'pieces.0.stars');
    expectInvalid(await rate(client.token, requestId, { pieces: [{ position: 0, stars: 0 }] }), 'pieces.0.stars');
    expectInvalid(await rate(client.token, requestId, { pieces: [{ position: 0, fit: 'TIGHT' }] }), 'pieces.0.fit');
    expectInvalid(await rate(client.token, requestId, { pieces: [{ position: -1, fit: 'RIGHT' }] }), 'pieces.0.position');
    expectInvalid(await rate(client.token, requestId, { pieces: [], stylist_note: 'x'.repeat(1001) }), 'stylist_note');
    expectInvalid(await rate(client.token, requestId, { stylist_note: 'Merci' }), 'pieces');
    expectInvalid(await rate(client.token, requestId, { pieces: [], comment: 'Merci' }), 'comment');
    expect((await getRating(client.token, requestId)).json()).toMatchObject({ rated_at: null, stylist_note: null });
    // A word alone is a rating.
    expect((await rate(client.token, requestId, { pieces: [], stylist_note: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('is a 404 for another client’s trunk or a missing one, a 400 for trunk 0, and a 401 without a token', async () => {
    const { requestId } = await trunkAt('DELIVERED');
    const stranger = await newClient(server);
    expectProblem(await getRating(stranger.token, requestId), 404, 'NOT_FOUND');
    expectProblem(await rate(stranger.token, requestId, { pieces: [{ position: 0, stars: 1 }] }), 404, 'NOT_FOUND');
    expectProblem(await getRating(stranger.token, 2_000_000_000), 404, 'NOT_FOUND');
    expectInvalid(await getRating(stranger.token, 0), 'rid', undefined, 'path');
    expectProblem(await getRating(undefined, requestId), 401, 'UNAUTHORIZED');
    expectProblem(await rate(undefined, requestId, { pieces: [{ position: 0, stars: 1 }] }), 401, 'UNAUTHORIZED');
    // The operator's token is no client's: it rates nothing.
    expectProblem(await rate(TEST_ADMIN_TOKEN, requestId, { pieces: [{ position: 0, stars: 1 }] }), 401, 'UNAUTHORIZED');
  });

  it('keeps one of two ratings saved at once, whole', async () => {
    const { client, requestId } = await trunkAt('DELIVERED');
    const first = { pieces: [{ position: 0, fit: 'TOO_SMALL', stars: 2 }, { position: 1, fit: 'TOO_SMALL', stars: 2 }], stylist_note: 'Un' };
    const second = { pieces: [{ position: 1, fit: 'RIGHT', stars: 5 }, { position: 2, fit: 'RIGHT', stars: 5 }], stylist_note: 'Deux' };
    const answers = await Promise.all([rate(client.token, requestId, first), rate(client.token, requestId, second)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rating = (await getRating(client.token, requestId)).json() as Rating;
    const stored = rating.pieces.map((piece) => [piece.fit, piece.stars]);
    if (rating.stylist_note === 'Un') expect(stored).toEqual([['TOO_SMALL', 2], ['TOO_SMALL', 2], [null, null]]);
    else expect(stored).toEqual([[null, null], ['RIGHT', 5], ['RIGHT', 5]]);
  });
});
