import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../db/schema';
import { MAX_WISHES } from '../lib/trunk-lifecycle';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue, type TestProductKey } from '../testing/catalogue';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { profileWithTrunk } from '../testing/trunks';

let server: TestServer;
let catalogue: TestCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  catalogue = await insertTestCatalogue(server.db);
});
afterAll(async () => server?.close());

const LEO = { firstname: 'Léo', gender: 'BOY', birthdate: '2021-01-10', quiz: { top_size: '4 ans', bottom_size: '4 ans', styles: ['casual'], dislikes: ['hoods'] } };

const id = (key: TestProductKey) => catalogue.products[key].id;

describe('wishes', () => {
  /** A client with a kid (LEO) and its one-shot trunk in creation. */
  async function trunk() {
    const client = await newClient(server);
    const { profileId: kid, requestId: rid } = await profileWithTrunk(server, client, LEO);
    return { client, kid, rid };
  }
  const wish = (method: 'PUT' | 'DELETE', t: { client: TestClient; kid: number; rid: number }, productId: number, variantId?: number) =>
    call(server, method, `/api/clients/me/kids/${t.kid}/requests/${t.rid}/wishes/${productId}${variantId ? `?variant_id=${variantId}` : ''}`, { token: t.client.token });

  it('adds a wish, changes its size in place, and removes it (only in the size wished when one is given)', async () => {
    const t = await trunk();
    const { boyTee, boyCap } = catalogue.products;
    const added = await wish('PUT', t, boyTee.id, boyTee.variants['4 ans']);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ id: t.rid, profile_id: t.kid, wishes: [{ product_id: boyTee.id, variant_id: boyTee.variants['4 ans'] }] });
    await wish('PUT', t, boyCap.id);
    expect((await wish('PUT', t, boyTee.id, boyTee.variants['5 ans'])).json().wishes).toEqual([
      { product_id: boyTee.id, variant_id: boyTee.variants['5 ans'] },
      { product_id: boyCap.id, variant_id: null },
    ]);
    expect((await wish('DELETE', t, boyTee.id, boyTee.variants['4 ans'])).json().wishes).toHaveLength(2);
    expect((await wish('DELETE', t, boyTee.id, boyTee.variants['5 ans'])).json().wishes).toEqual([{ product_id: boyCap.id, variant_id: null }]);
    expect((await wish('DELETE', t, id('boyJeans'))).json().wishes).toEqual([{ product_id: boyCap.id, variant_id: null }]);
    expect((await wish('DELETE', t, boyCap.id)).json()).toMatchObject({ wishes: [], status_details: { actions: expect.arrayContaining(['GO_TO_SUGGESTIONS']) } });
  });

  it('refuses request 0, product 0 and a size of another product, naming the field', async () => {
    const t = await trunk();
    expectInvalid(await wish('PUT', { ...t, rid: 0 }, id('boyTee')), 'rid', 'No request id defined', 'path');
    expectInvalid(await wish('DELETE', { ...t, rid: 0 }, id('boyTee')), 'rid', 'No request id defined', 'path');
    expectInvalid(await wish('PUT', t, 0), 'productId', 'No product id defined', 'path');
    expectInvalid(await wish('PUT', t, id('boyTee'), catalogue.products.boyJeans.variants['4 ans']), 'variant_id', undefined, 'query');
    expectProblem(await wish('PUT', t, 2_000_000_000), 404, 'NOT_FOUND');
  });

  it('refuses a product that does not suit the profile', async () => {
    const t = await trunk();
    expectProblem(await wish('PUT', t, id('girlDress')), 409, 'PRODUCT_NOT_FOR_PROFILE');
    expectProblem(await wish('PUT', t, id('womanBelt')), 409, 'PRODUCT_NOT_FOR_PROFILE');
    expect((await wish('PUT', t, id('mixedScarf'))).statusCode).toBe(200);
  });

  it('holds at most 12 wishes: a new product beyond is a 409, a new size of one wished is fine', async () => {
    const t = await trunk();
    const full = Array.from({ length: MAX_WISHES }, (_, i) => ({ product_id: id('boyTee') + 100_000 + i, variant_id: null }));
    full[0] = { product_id: id('boyTee'), variant_id: null };
    await server.db.update(requests).set({ wishes: full }).where(eq(requests.id, t.rid));
    expectProblem(await wish('PUT', t, id('boyCap')), 409, 'TOO_MANY_WISHES');
    expect((await wish('PUT', t, id('boyTee'), catalogue.products.boyTee.variants['4 ans'])).json().wishes).toHaveLength(MAX_WISHES);
  });

  it('changes wishes only while the trunk is in creation', async () => {
    const t = await trunk();
    await server.db.update(requests).set({ statusDetailsCode: 'PREVIEW_READY' }).where(eq(requests.id, t.rid));
    expectProblem(await wish('PUT', t, id('boyTee')), 409, 'REQUEST_NOT_CUSTOMISABLE');
    expectProblem(await wish('DELETE', t, id('boyTee')), 409, 'REQUEST_NOT_CUSTOMISABLE');
  });

  it('does not find the request of another profile, nor another client’s', async () => {
    const t = await trunk();
    const sister = await call(server, 'POST', '/api/clients/me/kids', { token: t.client.token, payload: { firstname: 'Jade', gender: 'GIRL', birthdate: '2019-02-02' } });
    expect(sister.statusCode, sister.body).toBe(201);
    expectProblem(await wish('PUT', { ...t, kid: sister.json().id }, id('mixedScarf')), 404, 'NOT_FOUND');
    const other = await newClient(server);
    expectProblem(await wish('PUT', { ...t, client: other }, id('boyTee')), 404, 'NOT_FOUND');
    expectProblem(await wish('DELETE', { ...t, client: other }, id('boyTee')), 404, 'NOT_FOUND');
    expect((await call(server, 'GET', `/api/clients/me/kids/${t.kid}/requests`, { token: t.client.token })).json()[0].wishes).toEqual([]);
  });
});
