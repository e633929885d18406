import { ROUTES } from '../src/app/routes/table';
import { messagesOf, sizeOf } from './support/messages';
import { consoleProblems, expect, test } from './support/test';

const LOCALES = [
  { locale: 'fr', prefix: '', tag: 'fr-FR' },
  { locale: 'de', prefix: '/de', tag: 'de-DE' },
  { locale: 'nl', prefix: '/nl', tag: 'nl-NL' },
  { locale: 'es', prefix: '/es', tag: 'es-ES' },
] as const;

/**
 * A concrete address for each public route in a locale, with a collection and a product the shop has,
 * and the blog's category and post by their slugs in that locale where the blog is on.
 */
async function publicPaths(request: import('@playwright/test').APIRequestContext, locale: (typeof LOCALES)[number]['locale']) {
  const headers = { 'X-LC-Locale': locale };
  const [collection] = (await (await request.get('/api/shop/product-collections?is_shop=true')).json()) as Array<{ slug: string }>;
  const listing = (await (await request.get('/api/shop/product-collections/all-products/products')).json()) as { products: Array<{ id: number }> };
  const blogOn = messagesOf(locale)('feature.blog') === 'true';
  const [category] = ((await (await request.get('/api/website/blog/categories', { headers })).json()) as { value: Array<{ slug: string }> }).value;
  const [post] = ((await (await request.get('/api/website/blog/posts?page_size=1', { headers })).json()) as { value: Array<{ slug: string }> }).value;
  const examples: Record<string, string> = { ':collection': collection!.slug, ':productId': String(listing.products[0]!.id), ':id': String(listing.products[0]!.id), ':page': '1', ':name': category!.slug, ':slug': post!.slug };
  return ROUTES.filter((route) => route.ssr && (blogOn || !route.guards.includes('blog'))).map((route) => route.path.replace(/:[a-zA-Z]+/g, (name) => examples[name] ?? name));
}

for (const { locale, prefix, tag } of LOCALES) {
  test(`every public page in ${locale} is taken over by the browser without a hydration error or warning`, async ({ page, request }) => {
    const said = consoleProblems(page);
    for (const path of await publicPaths(request, locale)) {
      const address = prefix && path === '/' ? prefix : `${prefix}${path}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('html'), address).toHaveAttribute('lang', tag);
      await expect(page.locator('h1').first(), address).toBeVisible();
      // The footer's chunk comes after the page's: its language switcher works once it has taken over.
      await expect(page.getByRole('contentinfo').locator('select'), address).toBeEnabled();
      // The preview mail's link, opened without its token, is refused by the server (400) and says so.
      const handled = path.startsWith('/preview/confirmation') ? said.filter((line) => !/Failed to load resource: .* 400/.test(line)) : said;
      expect(handled, address).toEqual([]);
      said.length = 0;
    }
  });
}

test('a server-rendered page works once taken over: add to cart, the newsletter, the language switch', async ({ page, request }) => {
  const fr = messagesOf('fr');
  const de = messagesOf('de');
  const said = consoleProblems(page);
  const listing = (await (await request.get('/api/shop/product-collections/all-products/products')).json()) as {
    products: Array<{ id: number; name: string; variants: Array<{ size: string; is_available: boolean }> }>;
  };
  const product = listing.products.find((candidate) => candidate.variants.some((variant) => variant.is_available))!;
  const size = product.variants.find((variant) => variant.is_available)!.size;

  // Add to cart on the product's server-rendered page.
  await page.goto(`/shop/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('radio', { name: sizeOf('fr', size).size, exact: true }).check();
  await page.getByRole('button', { name: fr('shop.cart.add.submit') }).click();
  const miniCart = page.getByRole('dialog', { name: fr('shop.miniCart.title') });
  await expect(miniCart.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
  await miniCart.getByRole('button', { name: fr('shop.miniCart.continue') }).click();
  await expect(page.getByText(fr('shop.cart.add.added', { name: product.name, ...sizeOf('fr', size) }))).toBeVisible();
  await expect(page.getByRole('link', { name: fr('shop.cart.link', { count: 1 }) })).toBeVisible();

  // The newsletter, from the footer of a server-rendered page.
  const email = `lena.${Date.now()}@gmail.com`;
  const footer = page.getByRole('contentinfo');
  const form = footer.getByRole('form', { name: fr('newsletter.title') });
  await form.getByLabel(fr('newsletter.email.label')).fill(email);
  await form.getByRole('button', { name: fr('newsletter.submit') }).click();
  await expect(footer.getByRole('status')).toContainText(fr('newsletter.thanks'));

  // The language switch keeps the page, in German now, and the head follows.
  await footer.getByLabel(fr('footer.locale.label')).selectOption('de-DE');
  await expect(page).toHaveURL(`/de/shop/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: de('footer.discover.title') })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/de/shop/product/${product.id}$`));
  expect(said).toEqual([]);
});

test('moving between pages in the browser updates the head: title, description, canonical and alternates', async ({ page }) => {
  const es = messagesOf('es');
  await page.goto('/es');
  const homeTitle = await page.title();
  await page.getByRole('banner').getByRole('link', { name: es('nav.shop') }).click();
  await expect(page).toHaveURL('/es/shop');
  await expect(page).not.toHaveTitle(homeTitle);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/shop$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', /\/de\/shop$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/es\/shop$/);
});
