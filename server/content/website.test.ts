import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteConfig } from '../db/schema';
import { LOCALES, repoMessages } from '../seed';
import { startTestServer, type TestServer } from '../testing/app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** The feature switches the contract names (Messages). */
const FEATURES = ['woman', 'shop', 'blog', 'recycle', 'giftcard', 'customShop', 'loyalty', 'phone'];

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}

/** A problem document as a caller sees it: status, media type and error code. */
function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ type, status, title: expect.any(String) });
  return body as { type: string; title: string; status: number; detail?: string; instance?: string; errors?: Array<{ field: string; pointer: string; in: string; detail: string }> };
}

/** A 400 that names one field of one request part, in `errors` and in `detail`. */
function expectInvalid(res: LightMyRequestResponse, field: string, part: 'body' | 'query' | 'path' | 'header') {
  const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
  expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, in: part })]));
  expect(problem.detail).toContain(field);
  return problem;
}

/** Sets a configuration row for the duration of one test. */
async function withConfig(key: string, locale: string, value: string, run: () => Promise<void>) {
  await server.db.insert(websiteConfig).values({ key, locale, value });
  try {
    await run();
  } finally {
    await server.db.delete(websiteConfig).where(and(eq(websiteConfig.key, key), eq(websiteConfig.locale, locale)));
  }
}

describe('GET /api/version', () => {
  it("answers the build's version", async () => {
    const res = await get('/api/version');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ version: '0.0.0-test', build: 'test', built_at: null });
  });

  it('accepts every locale of the contract in X-LC-Locale', async () => {
    for (const locale of LOCALES) {
      expect((await get('/api/version', { 'x-lc-locale': locale })).statusCode).toBe(200);
    }
  });

  it.each(['en', 'FR', 'fr-FR', ''])('refuses X-LC-Locale %j with a 400 naming x-lc-locale', async (locale) => {
    const problem = expectInvalid(await get('/api/version', { 'x-lc-locale': locale }), 'x-lc-locale', 'header');
    expect(problem.instance).toBe('/api/version');
  });

  it('is a 404 problem for another method', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/version', payload: {} });
    expectProblem(res, 404, 'NOT_FOUND');
  });
});

describe('GET /api/delays', () => {
  it('answers the seeded delays in days', async () => {
    const res = await get('/api/delays');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
  });

  it("uses a locale's own delay and the common one for other locales", async () => {
    await withConfig('optimistic_delivery_delay', 'nl', '4', async () => {
      expect((await get('/api/delays', { 'x-lc-locale': 'nl' })).json()).toEqual({ optimistic_delivery_delay: 4, pessimistic_delivery_delay: 6 });
      expect((await get('/api/delays', { 'x-lc-locale': 'de' })).json()).toEqual({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    });
  });

  it('falls back to its defaults when a stored delay is not a whole number of days', async () => {
    await withConfig('optimistic_delivery_delay', 'es', 'soon', async () => {
      await withConfig('pessimistic_delivery_delay', 'es', '-2', async () => {
        expect((await get('/api/delays', { 'x-lc-locale': 'es' })).json()).toEqual({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 5 });
      });
    });
  });

  it('refuses an unknown X-LC-Locale', async () => {
    expectInvalid(await get('/api/delays', { 'x-lc-locale': 'it' }), 'x-lc-locale', 'header');
  });
});

describe('GET /api/website/translations/{locale}', () => {
  const answers = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    for (const locale of LOCALES) {
      const res = await get(`/api/website/translations/${locale}`);
      expect(res.statusCode).toBe(200);
      answers.set(locale, res.json());
    }
  });

  it.each(LOCALES)('answers every message of the repo for %s, cacheable', async (locale) => {
    const res = await get(`/api/website/translations/${locale}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual(repoMessages(locale));
  });

  it.each(['de', 'nl', 'es'])('%s has every key of fr, each with a text', (locale) => {
    const fr = answers.get('fr')!;
    const other = answers.get(locale)!;
    expect(Object.keys(fr).length).toBeGreaterThan(50);
    expect(Object.keys(other).sort()).toEqual(Object.keys(fr).sort());
    const empty = Object.entries(other).filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(['de', 'nl', 'es'])('%s is translated: nearly every text differs from French', (locale) => {
    const fr = answers.get('fr')!;
    const other = answers.get(locale)!;
    const texts = Object.keys(fr).filter((key) => !key.startsWith('feature.'));
    const same = texts.filter((key) => other[key] === fr[key]);
    // Brand names and the odd cognate may match; a copy of the French file would not pass.
    expect(same.length / texts.length).toBeLessThan(0.1);
  });

  it.each(LOCALES)('%s carries every feature switch as "true" or "false"', (locale) => {
    const messages = answers.get(locale)!;
    for (const name of FEATURES) {
      expect(messages[`feature.${name}`], `feature.${name}`).toMatch(/^(true|false)$/);
    }
    const switches = Object.keys(messages).filter((key) => key.startsWith('feature.'));
    for (const key of switches) expect(messages[key], key).toMatch(/^(true|false)$/);
  });

  it('answers the locale of the path, whatever X-LC-Locale says', async () => {
    const res = await get('/api/website/translations/de', { 'x-lc-locale': 'fr' });
    expect(res.json()).toEqual(answers.get('de'));
  });

  it.each(['en', 'FR', 'xx', 'fr-FR'])('refuses the locale %j in the path with a 400 naming locale', async (locale) => {
    const problem = expectInvalid(await get(`/api/website/translations/${locale}`), 'locale', 'path');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'locale', pointer: '/locale', in: 'path' })]);
    expect(problem.detail).toContain('fr, de, nl, es');
    expect(problem.instance).toBe(`/api/website/translations/${locale}`);
  });

  it('refuses an unknown X-LC-Locale', async () => {
    expectInvalid(await get('/api/website/translations/fr', { 'x-lc-locale': 'en' }), 'x-lc-locale', 'header');
  });

  it('answers the messages parsed with format=ast, each formatting to its text', async () => {
    const res = await get('/api/website/translations/es?format=ast');
    expect(res.statusCode).toBe(200);
    const parsed = res.json() as Record<string, unknown>;
    const texts = answers.get('es')!;
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(texts).sort());
    expect(parsed['nav.shop']).toEqual([{ type: 0, value: texts['nav.shop'] }]);
    const { IntlMessageFormat } = await import('intl-messageformat');
    for (const [key, text] of Object.entries(texts)) {
      if (/[{<']/.test(text)) continue;
      expect(new IntlMessageFormat(parsed[key] as never, 'es-ES').format(), key).toBe(text);
    }
    const counted = texts['shop.count']!;
    expect(new IntlMessageFormat(parsed['shop.count'] as never, 'es-ES').format({ count: 3 })).toBe(new IntlMessageFormat(counted, 'es-ES').format({ count: 3 }));
  });

  it('refuses a format it does not know with a 400 naming format', async () => {
    expectInvalid(await get('/api/website/translations/fr?format=binary'), 'format', 'query');
  });

  it('refuses an empty locale with a 400 naming locale', async () => {
    expectInvalid(await get('/api/website/translations/'), 'locale', 'path');
  });
});

describe('GET /api/website/config/{configKey}', () => {
  it('answers the French value without X-LC-Locale', async () => {
    const res = await get('/api/website/config/phone_number');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ key: 'phone_number', value: '+33 1 99 00 12 34' });
  });

  it("answers a locale's own value when it has one", async () => {
    const fr = (await get('/api/website/config/phone_number', { 'x-lc-locale': 'fr' })).json();
    const de = (await get('/api/website/config/phone_number', { 'x-lc-locale': 'de' })).json();
    expect(fr.value).toBe('+33 1 99 00 12 34');
    expect(de).toEqual({ key: 'phone_number', value: '+49 30 9900 1234' });
    expect(de.value).not.toBe(fr.value);
  });

  it('falls back to the value for every locale', async () => {
    for (const locale of LOCALES) {
      const res = await get('/api/website/config/instagram_url', { 'x-lc-locale': locale });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ key: 'instagram_url', value: 'https://www.instagram.com/littlecloset' });
    }
  });

  it("prefers a locale's own row over the common one, for that locale only", async () => {
    await withConfig('referral_godfather_amount', 'nl', '20', async () => {
      expect((await get('/api/website/config/referral_godfather_amount', { 'x-lc-locale': 'nl' })).json().value).toBe('20');
      expect((await get('/api/website/config/referral_godfather_amount', { 'x-lc-locale': 'es' })).json().value).toBe('15');
    });
  });

  it('answers an empty value as an empty string, not a 404', async () => {
    const res = await get('/api/website/config/dynamic_banner_text');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'dynamic_banner_text', value: '' });
  });

  it('is a 404 CONFIG_NOT_FOUND problem for an unknown key', async () => {
    const problem = expectProblem(await get('/api/website/config/no_such_key'), 404, 'CONFIG_NOT_FOUND');
    expect(problem.detail).toContain('no_such_key');
    expect(problem.instance).toBe('/api/website/config/no_such_key');
  });

  it('accepts a key of 64 characters (and answers 404 when it is unknown)', async () => {
    expectProblem(await get(`/api/website/config/${'a'.repeat(64)}`), 404, 'CONFIG_NOT_FOUND');
  });

  it.each(['Phone_number', 'phone-number', '1phone', '_phone', 'a'.repeat(65), 'phone%20number'])(
    'refuses the key %j with a 400 naming configKey',
    async (key) => {
      expectInvalid(await get(`/api/website/config/${key}`), 'configKey', 'path');
    },
  );

  it('refuses an unknown X-LC-Locale', async () => {
    expectInvalid(await get('/api/website/config/phone_number', { 'x-lc-locale': 'en' }), 'x-lc-locale', 'header');
  });
});

describe('unknown calls', () => {
  it.each(['/api/nope', '/api', '/api/website', '/api/website/config'])('GET %s is a 404 NOT_FOUND problem', async (url) => {
    const problem = expectProblem(await get(url), 404, 'NOT_FOUND');
    expect(problem.instance).toBe(url);
    expect(problem.detail).toBe(`No call GET ${url}`);
  });

  it('names the path without its query string', async () => {
    const problem = expectProblem(await get('/api/nope?token=secret'), 404, 'NOT_FOUND');
    expect(problem.instance).toBe('/api/nope');
    expect(JSON.stringify(problem)).not.toContain('secret');
  });
});

describe('a failing handler', () => {
  it('answers a 500 problem that tells nothing of the failure', async () => {
    // The handler's query fails for real: its table is out of the way for this test.
    await server.db.execute(sql`ALTER TABLE website_config RENAME TO website_config_away`);
    let res: LightMyRequestResponse;
    try {
      res = await get('/api/website/config/phone_number');
    } finally {
      await server.db.execute(sql`ALTER TABLE website_config_away RENAME TO website_config`);
    }
    const problem = expectProblem(res, 500, 'INTERNAL_ERROR');
    expect(problem).toEqual({
      type: 'INTERNAL_ERROR',
      title: 'Something went wrong on our side',
      status: 500,
      instance: '/api/website/config/phone_number',
      request_id: res!.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/website_config|relation|select|stack/i);
    // And the server is well again.
    expect((await get('/api/website/config/phone_number')).statusCode).toBe(200);
  });
});

describe('GET /api/website/seo-metadata', () => {
  /** Every page with metadata of its own (seed 001 §2 and §7), and the default. */
  const SLUGS = ['', 'kid', 'woman', 'shop', 'shop/all-products', 'shop/birth-gift', 'shop/cart', 'giftcard', 'giftcard/woman', 'preview/confirmation',
    'looks', 'concept', 'contact', 'faq', 'brands', 'testimonials', 'stylists', 'loyalty', 'referral', 'littlegeste', 'terms-and-conditions', 'blog', 'lp-referral/invitation'];

  it.each(LOCALES)('answers the pages’ metadata in %s, the default and the kid home and woman gift card pages among them', async (locale) => {
    const res = await get('/api/website/seo-metadata', { 'x-lc-locale': locale });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ slug: string; title: string; description: string; keywords: string; og: { type: string; image_url: string; image_alt: string } }>;
    expect(list.map((entry) => entry.slug)).toEqual(expect.arrayContaining(SLUGS));
    for (const entry of list) {
      expect(entry.title.length, entry.slug).toBeGreaterThan(5);
      expect(entry.title.length, entry.slug).toBeLessThanOrEqual(60);
      // What a search result shows of a description whole: 120 to 160 characters.
      expect(entry.description.length, entry.slug).toBeGreaterThanOrEqual(120);
      expect(entry.description.length, entry.slug).toBeLessThanOrEqual(160);
      expect(entry.og).toMatchObject({ type: 'website', image_url: expect.stringMatching(/^\/og\/.+\.png$/) });
      expect(entry.og.image_alt.length).toBeGreaterThan(10);
    }
    const bySlug = new Map(list.map((entry) => [entry.slug, entry]));
    expect(bySlug.get('kid')!.title).not.toBe(bySlug.get('')!.title);
    expect(bySlug.get('giftcard/woman')!.title).not.toBe(bySlug.get('giftcard')!.title);
    expect(bySlug.get('giftcard/woman')!.og.image_url).toBe('/og/little-closet-woman.png');
  });

  it('is written in each language', async () => {
    const titles = await Promise.all(LOCALES.map(async (locale) => ((await get('/api/website/seo-metadata', { 'x-lc-locale': locale })).json() as Array<{ slug: string; title: string }>).find((entry) => entry.slug === 'kid')!.title));
    expect(new Set(titles).size).toBe(4);
  });

  it('refuses an unknown X-LC-Locale with a 400 naming it', async () => {
    expectInvalid(await get('/api/website/seo-metadata', { 'x-lc-locale': 'it' }), 'x-lc-locale', 'header');
  });
});
