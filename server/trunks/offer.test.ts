import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** The prices, in cents, of the catalogue's pieces of some genders that have a size in stock. */
async function pricesInStock(genders: string[]): Promise<number[]> {
  const rows = await server.db
    .selectDistinct({ id: products.id, price: products.priceCents })
    .from(products)
    .innerJoin(productVariants, and(eq(productVariants.productId, products.id), gt(productVariants.stock, 0)))
    .where(inArray(products.gender, genders));
  return rows.map((row) => row.price);
}

describe('GET /api/trunk-offer', () => {
  it.each([
    ['KID', ['BOY', 'GIRL', 'MIXED']],
    ['WOMAN', ['WOMAN']],
  ])('tells what a %s trunk costs: no fee, nothing paid now, the pieces at the shop’s prices', async (type, genders) => {
    const res = await get(`/api/trunk-offer?profile_type=${type}`);
    expect(res.statusCode).toBe(200);
    const prices = await pricesInStock(genders);
    const average = prices.reduce((sum, price) => sum + price, 0) / prices.length;
    expect(res.json()).toEqual({
      profile_type: type,
      currency: 'EUR',
      styling_fee_ttc: 0,
      subscription_fee_ttc: 0,
      delivery_fee_ttc: 0,
      return_fee_ttc: 0,
      due_at_order_ttc: 0,
      pieces: 9,
      piece_price_min_ttc: Math.min(...prices) / 100,
      piece_price_max_ttc: Math.max(...prices) / 100,
      piece_price_average_ttc: Math.round(average / 100),
    });
  });

  it('follows the catalogue: a piece that is no longer in stock no longer counts', async () => {
    const before = (await get('/api/trunk-offer?profile_type=WOMAN')).json();
    const dearest = await server.db.select({ id: products.id }).from(products).where(and(eq(products.gender, 'WOMAN'), eq(products.priceCents, Math.round(before.piece_price_max_ttc * 100))));
    await server.db.update(productVariants).set({ stock: 0 }).where(inArray(productVariants.productId, dearest.map((row) => row.id)));
    await server.heard();
    const after = (await get('/api/trunk-offer?profile_type=WOMAN')).json();
    expect(after.piece_price_max_ttc).toBeLessThan(before.piece_price_max_ttc);
  });

  it('refuses a missing or unknown profile type with a 400 naming it', async () => {
    for (const url of ['/api/trunk-offer', '/api/trunk-offer?profile_type=DOG']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'profile_type', in: 'query' })]);
    }
  });
});
