import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { messagesOf, sizeOf } from './support/messages';
import { addAddress, addTestCard, inStockVariants, messagePattern, newShopper, signInBrowser, TEST_CARDS } from './support/shop';

const de = messagesOf('de');
type Entry = Record<string, unknown> & { event?: string; ecommerce?: { currency: string; value: number; items: Record<string, unknown>[] } | null };

/** The visitor's decision, as the banner keeps it (the banner itself is e2e/consent.spec.ts's). */
async function decide(context: BrowserContext, baseURL: string, measurement: boolean): Promise<void> {
  const value = `v1.m${measurement ? 1 : 0}.a0.${Math.floor(Date.now() / 1000)}`;
  await context.addCookies([{ name: 'lc_consent', value, url: baseURL }]);
}

/** Every push to `window.dataLayer` of the tab, kept across page loads (in the tab's session storage). */
async function recordDataLayer(page: Page): Promise<() => Promise<Entry[]>> {
  await page.addInitScript(() => {
    const key = 'e2e-data-layer';
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...kept, ...JSON.parse(JSON.stringify(items))]));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return async () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Entry[]);
}

/** A signed-in shopper adds a size on the product page, goes to the checkout and pays with the test card, then reloads the confirmation. */
async function shopAndPay(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const shopper = await newShopper(request, 'de', 'DE', { firstname: 'Lena', lastname: 'Schmidt' });
  await addAddress(request, shopper.headers, 'billing');
  await addAddress(request, shopper.headers, 'shipping');
  await addTestCard(request, shopper.headers, TEST_CARDS.success);
  await signInBrowser(context, baseURL, shopper);
  const [variant] = await inStockVariants(request, 1);

  await page.goto(`/de/shop/product/${variant!.productId}`);
  await page.getByRole('radio', { name: sizeOf('de', variant!.size).size, exact: true }).check();
  await page.getByRole('button', { name: de('shop.cart.add.submit') }).click();
  await expect(page.getByRole('dialog', { name: de('shop.miniCart.title') })).toBeVisible();

  await page.goto('/de/shop/checkout');
  await page.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }).check();
  await page.getByRole('button', { name: messagePattern(de, 'shop.checkout.pay', { amount: null }) }).click();
  await expect(page).toHaveURL(/\/de\/shop\/payment-successful\?order_id=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: messagePattern(de, 'shop.orders.success.text', { id: null, amount: null }) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: messagePattern(de, 'shop.orders.success.text', { id: null, amount: null }) })).toBeVisible();
  return { shopper, variant: variant! };
}

const MEASUREMENT = ['data_layer', 'login', 'signup', 'cart', 'checkout', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase', 'ab_test', 'optin', 'quiz'];

test('refused measurement: browsing, the home test and a purchase push no measurement event', async ({ page, context, request, baseURL }) => {
  await decide(context, baseURL!, false);
  const pushed = await recordDataLayer(page);
  await page.goto('/de');
  await expect(page.getByRole('link', { name: new RegExp(`^(${de('home.cta.kid')}|${de('home.ctaB.kid')})$`) })).toBeVisible();
  await shopAndPay(page, context, request, baseURL!);
  const events = (await pushed()).filter((entry) => entry.event !== undefined && !String(entry.event).startsWith('gtm.'));
  expect(events.filter((entry) => MEASUREMENT.includes(entry.event!))).toEqual([]);
  // No tag manager without an ID and without consent.
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test('accepted measurement: each event of the journey once, with its label and shape, also after a reload', async ({ page, context, request, baseURL }) => {
  await decide(context, baseURL!, true);
  const pushed = await recordDataLayer(page);
  await page.goto('/de?ab_home-cta=B');
  await expect(page.getByRole('link', { name: de('home.ctaB.kid') })).toBeVisible();
  const { shopper, variant } = await shopAndPay(page, context, request, baseURL!);

  const layer = await pushed();
  const named = (event: string) => layer.filter((entry) => entry.event === event);
  expect(named('ab_test')).toEqual([{ event: 'ab_test', label: 'test A/B', id: 'home-cta', test: 'home-cta', variant: 'B' }]);
  // The start-up data layer: once for the session, through every page load and the reload.
  expect(named('data_layer')).toHaveLength(1);
  expect(named('data_layer')[0]).toMatchObject({ label: 'données client', client_id: shopper.tokens.client_id, client_kind: 'prospect' });
  expect(named('cart')).toEqual([expect.objectContaining({ label: 'panier', action: 'add', product_id: variant.productId, variant_id: variant.variantId, quantity: 1 })]);
  expect(named('checkout').map((entry) => entry.step)).toEqual(['begin', 'payment', 'purchase']);
  for (const entry of named('checkout')) expect(entry.label).toBe('commande');
  for (const name of ['add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase']) {
    const [ga4, ...again] = named(name);
    expect(again, `${name} once`).toEqual([]);
    expect(ga4!.ecommerce).toMatchObject({ currency: 'EUR', value: expect.any(Number) });
    expect(ga4!.ecommerce!.items).toEqual([
      { item_id: String(variant.productId), item_name: expect.any(String), item_brand: expect.any(String), item_variant: variant.size, price: expect.any(Number), quantity: 1 },
    ]);
  }
  // GA4's convention: the previous e-commerce object cleared before each one.
  const purchaseAt = layer.findIndex((entry) => entry.event === 'purchase');
  expect(layer[purchaseAt - 1]).toEqual({ ecommerce: null });
  expect(named('purchase')[0]!.ecommerce).toMatchObject({ transaction_id: expect.stringMatching(/^\d+$/) });
});
