import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { buildServer } from '../app';
import { watchContentVersion } from '../db/content-version';
import { products } from '../db/schema';
import { outboxMail } from '../mail/port';
import { contentHeard, startTestServer, type TestServer } from '../testing/app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const read = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { 'x-lc-locale': 'fr', ...headers } });

/** A product the shop sells, and its price in cents as the database holds it. */
async function soldProduct() {
  const listing = (await read('/api/shop/product-collections/all-products/products')).json() as { products: Array<{ id: number; lc_price: number }> };
  return listing.products[0]!;
}

describe('the read cache of the catalogue and the content', () => {
  it('answers a read again from memory while the content stays the same', async () => {
    const { id, lc_price } = await soldProduct();
    await read(`/api/products/${id}`);
    // A change made behind the content version's back (its triggers off) is not seen: the answer is kept.
    await server.db.execute(sql`alter table products disable trigger products_content`);
    try {
      await server.db.update(products).set({ priceCents: Math.round(lc_price * 100) + 500 }).where(eq(products.id, id));
      expect((await read(`/api/products/${id}`)).json()).toMatchObject({ id, lc_price });
    } finally {
      await server.db.update(products).set({ priceCents: Math.round(lc_price * 100) }).where(eq(products.id, id));
      await server.db.execute(sql`alter table products enable trigger products_content`);
    }
  });

  it('sees a change of the catalogue as soon as it is announced: a price, a stock', async () => {
    const { id, lc_price } = await soldProduct();
    expect((await read(`/api/products/${id}`)).json()).toMatchObject({ lc_price });
    await server.db.update(products).set({ priceCents: Math.round(lc_price * 100) + 100 }).where(eq(products.id, id));
    await server.heard();
    expect((await read(`/api/products/${id}`)).json()).toMatchObject({ lc_price: Math.round(lc_price * 100 + 100) / 100 });
    const listing = (await read('/api/shop/product-collections/all-products/products')).json() as { products: Array<{ id: number; lc_price: number }> };
    expect(listing.products.find((p) => p.id === id)?.lc_price).toBe(Math.round(lc_price * 100 + 100) / 100);
    await server.db.execute(sql`update product_variants set stock = 0 where product_id = ${id}`);
    await server.heard();
    expect((await read(`/api/products/${id}?for_shop=true`)).statusCode).toBe(404);
    expect((await read(`/api/products/${id}`)).json()).toMatchObject({ is_available: false });
  });

  it('sees a change made through another node on the same database', async () => {
    const contentVersion = await watchContentVersion(server.database);
    const other = await buildServer({ db: server.db, config: server.config, build: { version: '0', build: 'test', built_at: null }, mail: outboxMail(server.db), renderer: null, contentVersion });
    try {
      const listing = (await read('/api/shop/product-collections/all-products/products?page=2')).json() as { products: Array<{ id: number; lc_price: number }> };
      const { id, lc_price } = listing.products[0]!;
      const onOther = () => other.inject({ method: 'GET', url: `/api/products/${id}`, headers: { 'x-lc-locale': 'de' } });
      expect((await onOther()).json()).toMatchObject({ lc_price });
      await server.db.update(products).set({ priceCents: Math.round(lc_price * 100) + 200 }).where(eq(products.id, id));
      await contentHeard(contentVersion, server.db);
      expect((await onOther()).json()).toMatchObject({ lc_price: Math.round(lc_price * 100 + 200) / 100 });
    } finally {
      await other.close();
      await contentVersion.stop();
    }
  });

  it('tags its answers and answers 304 to a request that holds the tag, until the content changes', async () => {
    const first = await read('/api/website/seo-metadata');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toBe('accept-encoding, x-lc-locale');
    const again = await read('/api/website/seo-metadata', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read('/api/website/seo-metadata', { 'x-lc-locale': 'de', 'if-none-match': etag })).statusCode).toBe(200);
    await server.db.execute(sql`update seo_metadata set title = title || ' !' where locale = 'fr' and slug = 'kid'`);
    await server.heard();
    const changed = await read('/api/website/seo-metadata', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends its answers compressed as the request accepts, decoding to the same JSON', async () => {
    const plain = await read('/api/website/translations/fr');
    for (const encoding of ['br', 'gzip'] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await read('/api/website/translations/fr', { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
        expect(res.headers['content-encoding']).toBe(encoding);
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      }
    }
  });

  it('keeps only public reads: no operation of the contract that needs a signed-in client is kept', () => {
    const spec = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as { security?: unknown[]; paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; 'x-fastify-config'?: { readCache?: boolean } }>> };
    const kept = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => typeof operation === 'object' && operation?.['x-fastify-config']?.readCache)
        .map(([method, operation]) => ({ path, method, security: operation.security ?? spec.security ?? [] })),
    );
    expect(kept.map((op) => op.path)).toEqual(expect.arrayContaining(['/products/{productId}', '/shop/product-collections/{slug}/products', '/website/translations/{locale}', '/website/seo-metadata']));
    for (const op of kept) {
      expect(op.method, op.path).toBe('get');
      expect(op.security, op.path).toEqual([]);
      expect(op.path, op.path).not.toMatch(/clients|me\b|admin/);
    }
  });
});
