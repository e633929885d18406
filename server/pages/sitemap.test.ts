import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { ROUTES } from '../../src/app/routes/table';
import { productVariants, translations } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import { sitemapPages } from './sitemap';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** The sitemaps.org schema as the `sitemap` package ships it, with the XHTML alternates it allows. */
async function validate(xml: string) {
  const sitemapXsd = readFileSync(new URL('../../node_modules/sitemap/schema/sitemap.xsd', import.meta.url), 'utf8');
  const xhtmlXsd = readFileSync(new URL('./schema/xhtml-link.xsd', import.meta.url), 'utf8');
  const main = `<?xml version="1.0" encoding="UTF-8"?><xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"><xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/><xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/></xsd:schema>`;
  return validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'main.xsd', contents: main }],
    preload: [
      { fileName: 'sitemap.xsd', contents: sitemapXsd },
      { fileName: 'xhtml-link.xsd', contents: xhtmlXsd },
    ],
    maxMemoryPages: 8192,
  });
}

/** Each <url> of the document: its loc, lastmod and alternates. */
function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!])),
  }));
}

describe('/sitemap.xml', () => {
  it('is a valid sitemap (sitemaps.org schema 0.9), within the protocol’s limits, on the website’s origin', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const result = await validate(res.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const list = urls(res.body);
    expect(list.length).toBeGreaterThan(100);
    expect(list.length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(res.body)).toBeLessThan(50 * 1024 * 1024);
    const origin = new URL(server.config.appUrl);
    for (const { loc, lastmod } of list) {
      expect(new URL(loc).host).toBe(origin.host);
      expect(loc.length).toBeLessThanOrEqual(2048);
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    }
    expect(new Set(list.map((url) => url.loc)).size).toBe(list.length);
  });

  it('lists every public page in four languages, each with its alternates and the French one as x-default', async () => {
    const list = urls((await get('/sitemap.xml')).body);
    const origin = server.config.appUrl;
    const at = (path: string) => list.find((url) => url.loc === `${origin}${path}`);
    for (const route of ROUTES.filter((r) => r.sitemap && 'load' in r.page && !r.path.includes(':'))) {
      // The blog is switched off in Dutch (`feature.blog`).
      const prefixes = route.guards.includes('blog') ? ['', '/de', '/es'] : ['', '/de', '/nl', '/es'];
      for (const prefix of prefixes) expect(at(prefix && route.path === '/' ? prefix : `${prefix}${route.path}`), `${prefix}${route.path}`).toBeDefined();
    }
    expect(at('/es/shop/all-products')!.alternates).toEqual({
      'fr-FR': `${origin}/shop/all-products`,
      'de-DE': `${origin}/de/shop/all-products`,
      'nl-NL': `${origin}/nl/shop/all-products`,
      'es-ES': `${origin}/es/shop/all-products`,
      'x-default': `${origin}/shop/all-products`,
    });
    // Pages behind sign-in, the cart and the checkout are not there.
    expect(list.some((url) => /\/(infos|profil|quiz|login)\b|\/shop\/(cart|checkout)/.test(url.loc))).toBe(false);
  });

  it('lists every collection of the shop and every product it sells, in four languages', async () => {
    const collections = (await server.app.inject({ method: 'GET', url: '/api/shop/product-collections?is_shop=true' })).json() as Array<{ slug: string }>;
    const listing = (await server.app.inject({ method: 'GET', url: '/api/shop/product-collections/all-products/products?page_size=96' })).json() as { total: number; products: Array<{ id: number }> };
    const locs = new Set(urls((await get('/sitemap.xml')).body).map((url) => url.loc));
    const origin = server.config.appUrl;
    for (const prefix of ['', '/de', '/nl', '/es']) {
      for (const { slug } of collections) expect(locs.has(`${origin}${prefix}/shop/${slug}`), `${prefix}/shop/${slug}`).toBe(true);
      for (const { id } of listing.products) expect(locs.has(`${origin}${prefix}/shop/product/${id}`), `${prefix}/shop/product/${id}`).toBe(true);
    }
    expect([...locs].filter((loc) => /\/shop\/product\/\d+$/.test(loc))).toHaveLength(listing.total * 4);
  });

  it('lists the stylists’ and brands’ further pages, and no page beyond their last', async () => {
    const locs = new Set(urls((await get('/sitemap.xml')).body).map((url) => url.loc));
    const origin = server.config.appUrl;
    for (const prefix of ['', '/de', '/nl', '/es']) {
      for (const path of ['/stylists', '/stylists/2', '/brands', '/brands/2']) expect(locs.has(`${origin}${prefix}${path}`), `${prefix}${path}`).toBe(true);
      for (const path of ['/stylists/1', '/stylists/3', '/brands/1', '/brands/3']) expect(locs.has(`${origin}${prefix}${path}`), `${prefix}${path}`).toBe(false);
    }
  });

  it('dates a product by its last change, its stock included', async () => {
    const [variant] = await server.db.select().from(productVariants).limit(1);
    const path = `/shop/product/${variant!.productId}`;
    const before = urls((await get('/sitemap.xml')).body).find((url) => url.loc.endsWith(path))!.lastmod!;
    await server.db.update(productVariants).set({ stock: sql`${productVariants.stock} + 1` }).where(eq(productVariants.id, variant!.id));
    const after = urls((await get('/sitemap.xml')).body).find((url) => url.loc.endsWith(path))!.lastmod!;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });

  it('lists the blog, its second page, its categories and its posts by their slug in each language where the blog is on', async () => {
    const origin = server.config.appUrl;
    const list = urls((await get('/sitemap.xml')).body);
    const locs = list.map((url) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([`${origin}/blog`, `${origin}/de/blog`, `${origin}/es/blog`, `${origin}/blog/2`, `${origin}/es/blog/2`]));
    expect(locs.filter((loc) => loc.includes('/blog/post/'))).toHaveLength(12 * 3);
    expect(locs.filter((loc) => loc.includes('/blog/category/'))).toHaveLength(3 * 3);
    expect(locs.some((loc) => loc.startsWith(`${origin}/nl/blog`))).toBe(false);
    expect(list.find((url) => url.loc === `${origin}/es/blog/post/vestir-al-bebe-en-invierno`)!.alternates).toEqual({
      'fr-FR': `${origin}/blog/post/habiller-bebe-en-hiver`,
      'de-DE': `${origin}/de/blog/post/baby-im-winter-anziehen`,
      'es-ES': `${origin}/es/blog/post/vestir-al-bebe-en-invierno`,
      'x-default': `${origin}/blog/post/habiller-bebe-en-hiver`,
    });
    expect(list.find((url) => url.loc === `${origin}/de/blog/category/stiltipps`)).toBeDefined();
  });

  it('lists the blog in the languages where its switch is on, and nothing of it where it is off everywhere', async () => {
    await server.db.update(translations).set({ value: 'true' }).where(eq(translations.key, 'feature.blog'));
    await server.db.update(translations).set({ value: 'false' }).where(sql`${translations.key} = 'feature.blog' and ${translations.locale} in ('nl', 'es')`);
    const pages = await sitemapPages(server.db, new Date());
    expect(pages.find((p) => p.path === '/blog')?.locales).toEqual(['fr', 'de']);
    expect(pages.find((p) => p.path === '/blog/post/habiller-bebe-en-hiver')?.locales).toEqual(['fr', 'de']);
    await server.db.update(translations).set({ value: 'false' }).where(eq(translations.key, 'feature.blog'));
    expect((await sitemapPages(server.db, new Date())).filter((p) => p.path.startsWith('/blog'))).toEqual([]);
  });
});

describe('/robots.txt', () => {
  it('points to the sitemap and keeps the account, checkout and quiz areas out, in every language', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${server.config.appUrl}/sitemap.xml`);
    for (const prefix of ['', '/de', '/nl', '/es']) {
      for (const area of ['/infos', '/profil', '/quiz', '/shop/checkout', '/giftcard/checkout', '/login']) expect(lines).toContain(`Disallow: ${prefix}${area}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: ') && /\/shop(\/all-products)?$|\/product\//.test(line))).toEqual([]);
  });
});
