import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteConfig } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import { call } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const terms = (locale: string) => call(server, 'GET', '/api/shop/delivery-terms', { headers: { 'x-lc-locale': locale } });

describe('GET /api/shop/delivery-terms', () => {
  it('promises what the shop holds to: the delivery delays, free shipping from 60 €, the relay point’s fee, 14 days to change one’s mind', async () => {
    const res = await terms('fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delivery_days_min: 3, delivery_days_max: 6, free_shipping_from: 60, shipping_fee_from: 3.9, return_days: 14 });
  });

  it('follows the delivery delays of the caller’s locale', async () => {
    await server.db.insert(websiteConfig).values({ key: 'pessimistic_delivery_delay', locale: 'es', value: '8' });
    try {
      expect((await terms('es')).json()).toMatchObject({ delivery_days_min: 3, delivery_days_max: 8 });
      expect((await terms('de')).json()).toMatchObject({ delivery_days_min: 3, delivery_days_max: 6 });
    } finally {
      await server.db.delete(websiteConfig).where(and(eq(websiteConfig.key, 'pessimistic_delivery_delay'), eq(websiteConfig.locale, 'es')));
    }
  });
});
