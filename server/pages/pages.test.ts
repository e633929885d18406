import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/app/server';
import { ROUTES } from '../../src/app/routes/table';
import { createAppIntl, formatSize } from '../../src/shared/i18n';
import { startTestServer, type TestServer } from '../testing/app';
import fr from '../seed/messages/fr.json';
import de from '../seed/messages/de.json';
import nl from '../seed/messages/nl.json';
import es from '../seed/messages/es.json';

const LOCALES = [
  { locale: 'fr', prefix: '', tag: 'fr-FR', messages: fr as Record<string, string>, price: (n: number) => `${n.toFixed(2).replace('.', ',')}\u00a0€` },
  { locale: 'de', prefix: '/de', tag: 'de-DE', messages: de as Record<string, string>, price: (n: number) => `${n.toFixed(2).replace('.', ',')}\u00a0€` },
  { locale: 'nl', prefix: '/nl', tag: 'nl-NL', messages: nl as Record<string, string>, price: (n: number) => `€\u00a0${n.toFixed(2).replace('.', ',')}` },
  { locale: 'es', prefix: '/es', tag: 'es-ES', messages: es as Record<string, string>, price: (n: number) => `${n.toFixed(2).replace('.', ',')}\u00a0€` },
] as const;

type Product = { id: number; name: string; lc_price: number; images: string[]; variants: Array<{ size: string }> };
type Listing = { products: Product[]; page: number; pages: number };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ renderer: { render, template: readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), manifest: {} } });
});
afterAll(() => server.close());

async function page(url: string) {
  const answer = await server.app.inject({ method: 'GET', url });
  return { status: answer.statusCode, html: answer.body, type: String(answer.headers['content-type']) };
}

async function api<T>(url: string, locale: string): Promise<T> {
  const answer = await server.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-lc-locale': locale } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as T;
}

/** The text of the page's h1, tags removed, entities decoded. */
function h1(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? decode(match[1]!.replace(/<[^>]+>/g, '')).trim() : null;
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The markup the app renders, without the head and the page data. */
function body(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="lc-page">');
  return decode(html.slice(start, end));
}

const publicRoutes = ROUTES.filter((route) => route.ssr && 'load' in route.page);

describe('public pages, rendered on the server in each language', () => {
  it('covers every public route of the table', () => {
    const paths = publicRoutes.map((route) => route.path);
    for (const path of ['/', '/woman', '/shop', '/shop/all-products', '/shop/birth-gift', '/shop/:collection', '/shop/product/:id', '/shop/:collection/:productId', '/preview/confirmation']) {
      expect(paths).toContain(path);
    }
  });

  for (const { locale, prefix, tag, messages, price } of LOCALES) {
    describe(locale, () => {
      it('answers every public route with its language, its heading and the app around it', async () => {
        const [product] = (await api<Listing>('/shop/product-collections/all-products/products', locale)).products;
        const [collection] = await api<Array<{ slug: string; name: string }>>('/shop/product-collections?is_shop=true', locale);
        // The blog's first category and newest post, by their slugs in the language.
        const { value: categories } = await api<{ value: Array<{ slug: string }> }>('/website/blog/categories', locale);
        const { value: posts } = await api<{ value: Array<{ slug: string }> }>('/website/blog/posts', locale);
        const examples: Record<string, string> = { ':collection': collection!.slug, ':productId': String(product!.id), ':id': String(product!.id), ':page': '1', ':name': categories[0]!.slug, ':slug': posts[0]!.slug };
        for (const route of publicRoutes) {
          const path = route.path.replace(/:[a-zA-Z]+/g, (name) => examples[name] ?? name);
          if (route.guards.includes('blog') && messages['feature.blog'] !== 'true') continue;
          const { status, html, type } = await page(`${prefix}${path === '/' ? '' : path}` || '/');
          expect(status, `${prefix}${path}`).toBe(200);
          expect(type).toBe('text/html; charset=utf-8');
          expect(html).toContain(`<html lang="${tag}">`);
          expect(h1(html), `${prefix}${path} has a heading`).toBeTruthy();
          // The whole page comes in reading order, with no script to move parts of it into place.
          expect(body(html), `${prefix}${path}`).not.toMatch(/<script|<template/);
          expect(html).toContain(messages['nav.shop']);
        }
      });

      it('shows a collection’s products with their names and prices', async () => {
        const listing = await api<Listing>('/shop/product-collections/all-products/products', locale);
        const { status, html } = await page(`${prefix}/shop/all-products`);
        expect(status).toBe(200);
        const text = body(html);
        expect(listing.products.length).toBeGreaterThan(0);
        for (const product of listing.products) {
          expect(text).toContain(product.name);
          expect(text).toContain(price(product.lc_price));
        }
        const birthGift = await api<Listing>('/shop/product-collections/birth-gift/products', locale);
        const gifts = body((await page(`${prefix}/shop/birth-gift`)).html);
        for (const product of birthGift.products) expect(gifts).toContain(product.name);
      });

      it('carries the head tags of its metadata: title, description, keywords, Open Graph, Twitter card, canonical and the four languages', async () => {
        const metadata = await api<Array<{ slug: string; title: string; description: string; keywords: string; og: { image_url: string; image_alt: string } }>>('/website/seo-metadata', locale);
        const kid = metadata.find((entry) => entry.slug === 'kid')!;
        const { html } = await page(prefix || '/');
        const head = decode(html.slice(0, html.indexOf('</head>')));
        const origin = server.config.appUrl;
        expect(head).toContain(`<title>${kid.title} · Little Closet</title>`);
        expect(head).toContain(`<meta name="description" content="${kid.description}"/>`);
        expect(head).toContain(`<meta name="keywords" content="${kid.keywords}"/>`);
        expect(head).toContain('<meta property="og:type" content="website"/>');
        expect(head).toContain(`<meta property="og:title" content="${kid.title} · Little Closet"/>`);
        expect(head).toContain(`<meta property="og:description" content="${kid.description}"/>`);
        expect(head).toContain(`<meta property="og:url" content="${origin}${prefix || '/'}"/>`);
        expect(head).toContain(`<meta property="og:image" content="${origin}${kid.og.image_url}"/>`);
        expect(head).toContain(`<meta property="og:image:alt" content="${kid.og.image_alt}"/>`);
        expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        expect(head).toContain(`<link rel="canonical" href="${origin}${prefix || '/'}"/>`);
        for (const [tag, other] of [['fr-FR', '/'], ['de-DE', '/de'], ['nl-NL', '/nl'], ['es-ES', '/es'], ['x-default', '/']]) {
          expect(head).toContain(`<link rel="alternate" hrefLang="${tag}" href="${origin}${other}"/>`);
        }
        expect(head.match(/<title>/g)).toHaveLength(1);
        expect(head.match(/<meta name="description"/g)).toHaveLength(1);

        const giftcard = metadata.find((entry) => entry.slug === 'giftcard/woman')!;
        const woman = decode((await page(`${prefix}/giftcard?for=woman`)).html);
        expect(woman).toContain(`<title>${giftcard.title} · Little Closet</title>`);
        expect(woman).toContain(`<meta name="description" content="${giftcard.description}"/>`);
      });

      it('shows a product with its name, price, sizes and picture', async () => {
        const [listed] = (await api<Listing>('/shop/product-collections/all-products/products', locale)).products;
        const product = await api<Product>(`/products/${listed!.id}?for_shop=true`, locale);
        const { status, html } = await page(`${prefix}/shop/product/${product.id}`);
        expect(status).toBe(200);
        expect(h1(html)).toBe(product.name);
        const text = body(html);
        expect(text).toContain(price(product.lc_price));
        const intl = createAppIntl(locale, messages);
        for (const { size } of product.variants) expect(text).toContain(`>${formatSize(intl, size)}<`);
        expect(html).toContain(`src="${product.images[0]}"`);
        const head = decode(html.slice(0, html.indexOf('</head>')));
        expect(head).toContain(`<title>${product.name} · Little Closet</title>`);
        expect(head).toContain('<meta property="og:type" content="product"/>');
        expect(head).toContain(`<meta property="og:image" content="${server.config.appUrl}${product.images[0]}"/>`);
        expect(head).toContain(`<link rel="canonical" href="${server.config.appUrl}${prefix}/shop/product/${product.id}"/>`);
      });
    });
  }
});

describe('pages kept ready', () => {
  it('renders a page again once the catalogue changes, and answers 304 to a browser that holds it', async () => {
    const [listed] = (await api<Listing>('/shop/product-collections/all-products/products', 'fr')).products;
    const url = `/shop/product/${listed!.id}`;
    const first = await server.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await server.db.execute(sql`update products set price_cents = price_cents + 1000 where id = ${listed!.id}`);
    await server.heard();
    const after = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(body(after.body)).toContain(`${(listed!.lc_price + 10).toFixed(2).replace('.', ',')}\u00a0€`);
  });
});

describe('status codes', () => {
  it('answers 404 with the not-found page for an unknown address, product, collection or page number', async () => {
    for (const url of ['/no-such-page', '/de/nichts-hier', '/shop/product/999999', '/es/shop/product/abc', '/shop/no-such-collection', '/nl/shop/no-such-collection/12', '/shop/all-products?page=999']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(h1(html), url).toBeTruthy();
      expect(html, url).toContain('<meta name="prerender-status-code" content="404"/>');
      expect(html, url).toContain('<meta name="robots" content="noindex"/>');
    }
    expect(h1((await page('/de/nichts-hier')).html)).toBe((de as Record<string, string>)['error.notFound.title']);
  });

  it('answers a page behind sign-in with the app around it, not indexed', async () => {
    for (const url of ['/infos', '/de/infos/orders', '/es/profil']) {
      const answer = await server.app.inject({ method: 'GET', url });
      const { statusCode: status, body: html } = answer;
      expect(status, url).toBe(200);
      expect(html, url).toContain('<meta name="robots" content="noindex"/>');
      expect(answer.headers['x-robots-tag'], url).toBe('noindex');
      expect(html, url).not.toContain('rel="canonical"');
      expect(html, url).toContain('<header');
      expect(h1(html), url).toBeNull();
    }
  });

  it('names the page’s parsed messages for the entry to preload, and sends the reads it was rendered with, for the browser to take over', async () => {
    const { html } = await page('/de/shop/all-products');
    const data = JSON.parse(/<script type="application\/json" id="lc-page">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      locale: string;
      messages: string;
      reads: Record<string, unknown>;
    };
    expect(data.locale).toBe('de');
    expect(JSON.parse(/<script type="application\/json" id="lc-scripts">([\s\S]*?)<\/script>/.exec(html)![1]!)).toMatchObject({ messages: data.messages });
    const messages = (await server.app.inject({ method: 'GET', url: data.messages })).json() as Record<string, unknown>;
    expect(messages['nav.shop']).toEqual([{ type: 0, value: (de as Record<string, string>)['nav.shop'] }]);
    expect(Object.keys(data.reads)).toEqual(expect.arrayContaining(['shop-collection:de:all-products']));
    expect(html).not.toMatch(/<\/script>[^<]*<\/script>/);
  });

  it('lists the scripts that take the page over after the page, at low priority (document.test.ts: with a build’s manifest)', async () => {
    const { html } = await page('/de/shop/all-products');
    expect(JSON.parse(/<script type="application\/json" id="lc-scripts">([\s\S]*?)<\/script>/.exec(html)![1]!)).toEqual({ messages: expect.any(String), scripts: expect.any(Array) });
    expect(html.match(/<script [^>]*type="module"[^>]*>/g)).toEqual([expect.stringMatching(/^<script fetchpriority="low" type="module" /)]);
  });
});
