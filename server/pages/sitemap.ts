import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SitemapStream, streamToPromise } from 'sitemap';
import { ROUTES, type RouteDef } from '../../src/app/routes/table';
import { BLOG_PAGE_SIZE, blogSitemapEntries, furtherListPages } from '../content';
import type { Database } from '../db/client';
import { collections, productVariants, products, translations } from '../db/schema';

const LOCALES = [
  { locale: 'fr', prefix: '', tag: 'fr-FR' },
  { locale: 'de', prefix: '/de', tag: 'de-DE' },
  { locale: 'nl', prefix: '/nl', tag: 'nl-NL' },
  { locale: 'es', prefix: '/es', tag: 'es-ES' },
] as const;

type Locale = (typeof LOCALES)[number]['locale'];

/** The feature switch a route's guards name (`blog`), if any: the route exists only where it is on. */
const FEATURE_GUARDS = new Set(['blog', 'shop', 'loyalty', 'recycle', 'giftcard']);

/** A path of the site in a locale: fr has no prefix. */
const inLocale = (path: string, prefix: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

interface Page {
  path: string;
  /** The page's path in a locale where it differs (a blog post's slug); `path` elsewhere. */
  paths?: Partial<Record<Locale, string>>;
  lastmod: Date;
  /** The locales the page exists in. */
  locales: readonly Locale[];
}

/**
 * The website's pages for search engines: every public route of the route table that is built and
 * has no parameter, the stylists' and brands' further pages, every collection of the shop and every product it sells, each in the languages
 * where it exists, with the others as alternates and the French address as x-default.
 */
export async function sitemapPages(db: Database, builtAt: Date, routes: readonly RouteDef[] = ROUTES): Promise<Page[]> {
  const switches = await db.select({ locale: translations.locale, key: translations.key, value: translations.value }).from(translations);
  const on = (locale: Locale, feature: string) => switches.some((row) => row.locale === locale && row.key === `feature.${feature}` && row.value.trim() === 'true');
  const pages: Page[] = [];
  for (const route of routes) {
    if (!route.sitemap || !('load' in route.page) || route.path.includes(':')) continue;
    const features = route.guards.filter((guard) => FEATURE_GUARDS.has(guard));
    const locales = LOCALES.map((l) => l.locale).filter((locale) => features.every((feature) => on(locale, feature)));
    if (locales.length) pages.push({ path: route.path, lastmod: builtAt, locales });
  }
  // The stylists' and brands' further pages: each shows its own stylists or brands, and is its own canonical.
  for (const path of await furtherListPages(db)) pages.push({ path, lastmod: builtAt, locales: LOCALES.map((l) => l.locale) });
  const shopLocales = LOCALES.map((l) => l.locale).filter((locale) => on(locale, 'shop'));
  const collectionRows = await db.select({ slug: collections.slug, updatedAt: collections.updatedAt }).from(collections).where(eq(collections.isShop, true)).orderBy(asc(collections.position), asc(collections.slug));
  const tablePaths = new Set(pages.map((page) => page.path));
  for (const row of collectionRows) {
    const path = `/shop/${row.slug}`;
    if (!tablePaths.has(path)) pages.push({ path, lastmod: row.updatedAt, locales: shopLocales });
  }
  // What the shop sells: a product with pictures and a size in stock.
  const sold = await db
    .selectDistinct({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(gt(products.imageCount, 0), gt(productVariants.stock, 0)))
    .orderBy(asc(products.id));
  for (const row of sold) pages.push({ path: `/shop/product/${row.id}`, lastmod: row.updatedAt, locales: shopLocales });
  pages.push(...(await blogPages(db, routes)));
  return pages;
}

/** The blog's pages past the first, its categories and its posts, where the blog is on and its pages are built. */
async function blogPages(db: Database, routes: readonly RouteDef[]): Promise<Page[]> {
  const built = (name: string) => routes.some((route) => route.name === name && 'load' in route.page && route.sitemap);
  const blog = await blogSitemapEntries(db);
  if (!blog.locales.length) return [];
  const newest = blog.posts[0]?.updatedAt ?? new Date(0);
  const pages: Page[] = [];
  if (built('blog-page')) {
    for (let n = 2; n <= Math.ceil(blog.posts.length / BLOG_PAGE_SIZE); n++) pages.push({ path: `/blog/${n}`, lastmod: newest, locales: blog.locales });
  }
  const bySlugs = (slugs: Partial<Record<Locale, string>>, prefix: string) => {
    const paths = Object.fromEntries(Object.entries(slugs).map(([locale, slug]) => [locale, `${prefix}${slug}`])) as Partial<Record<Locale, string>>;
    const locales = LOCALES.map((l) => l.locale).filter((locale) => paths[locale]);
    return { path: paths[locales[0]!]!, paths, locales };
  };
  if (built('blog-category')) {
    for (const category of blog.categories) if (Object.keys(category.slugs).length) pages.push({ ...bySlugs(category.slugs, '/blog/category/'), lastmod: newest });
  }
  if (built('blog-post')) {
    for (const post of blog.posts) if (Object.keys(post.slugs).length) pages.push({ ...bySlugs(post.slugs, '/blog/post/'), lastmod: post.updatedAt });
  }
  return pages;
}

const pathIn = (page: Page, locale: Locale) => page.paths?.[locale] ?? page.path;

/** The sitemap document (sitemaps.org protocol 0.9, with xhtml:link language alternates). */
export async function sitemapXml(origin: string, pages: readonly Page[]): Promise<string> {
  const stream = new SitemapStream({ hostname: origin, xmlns: { news: false, video: false, image: false, xhtml: true } });
  for (const page of pages) {
    const links = [
      ...LOCALES.filter((l) => page.locales.includes(l.locale)).map((l) => ({ lang: l.tag, hreflang: l.tag, url: `${origin}${inLocale(pathIn(page, l.locale), l.prefix)}` })),
      ...(page.locales.includes('fr') ? [{ lang: 'x-default', hreflang: 'x-default', url: `${origin}${pathIn(page, 'fr')}` }] : []),
    ];
    for (const l of LOCALES) {
      if (!page.locales.includes(l.locale)) continue;
      stream.write({ url: `${origin}${inLocale(pathIn(page, l.locale), l.prefix)}`, lastmod: page.lastmod.toISOString(), links });
    }
  }
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/** Areas no search engine has business in: the account, the checkouts, signing in and the quiz, in every language. */
const PRIVATE_AREAS = ['/infos', '/profil', '/login', '/logout', '/reset-password', '/confirm-email', '/quiz', '/shop/checkout', '/shop/payment-successful', '/shop/your-shop', '/giftcard/checkout', '/giftcard/payment-successful', '/your-shop', '/littlegeste/create-label', '/unsub', '/sandbox'];

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const { prefix } of LOCALES) for (const area of PRIVATE_AREAS) lines.push(`Disallow: ${prefix}${area}`);
  // Per-kid pages of the account (`/{kidId}/malle`, `/{kidId}/suggestions`...) and of the stylist's shop.
  for (const { prefix } of LOCALES) for (const area of ['malle', 'suggestions', 'your-shop', 'satisfied']) lines.push(`Disallow: ${prefix}/*/${area}`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** `/sitemap.xml` and `/robots.txt`, from the catalogue and the route table, on the website's origin. */
export function registerSitemap(app: FastifyInstance, db: Database, options: { origin: string; builtAt: Date }) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemapXml(options.origin, await sitemapPages(db, options.builtAt));
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', async (_request, reply) => reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(options.origin)));
}
