import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { messagesOf, sizeOf } from './support/messages';
import { cookieValue, freshEmail } from './support/accounts';
import { addAddress, addTestCard, inStockVariants, messagePattern, TEST_CARDS } from './support/shop';

const de = messagesOf('de');
type Entry = Record<string, unknown> & { event?: string; ecommerce?: { currency: string; value: number; items: Record<string, unknown>[] } | null };

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

test.use({ consent: 'undecided' });

/**
 * A first visit as a shopper lives it: the cookie banner answered ("accept all" or "refuse all"),
 * the shop's list and a product seen, a size added to the cart, an account made on the sign-in page
 * on the way to the checkout, the order paid with the test card, and the confirmation reloaded.
 */
async function browseSignUpAndBuy(page: Page, context: BrowserContext, request: APIRequestContext, answer: 'consent.acceptAll' | 'consent.refuseAll', home: string) {
  await page.goto(home);
  // The journeys' visitor is assigned version A of home-cta; `?ab_home-cta=B` asks for B.
  await expect(page.getByRole('link', { name: de(home.includes('ab_home-cta=B') ? 'home.ctaB.kid' : 'home.cta.kid'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: de(answer) }).click();
  await expect(page.getByRole('button', { name: de(answer) })).toHaveCount(0);
  const [variant] = await inStockVariants(request, 1);

  await page.goto('/de/shop/all-products');
  // The count of the list ("48 Artikel") says it is shown.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ \S+$/ })).toBeVisible();
  await page.goto(`/de/shop/product/${variant!.productId}`);
  await page.getByRole('radio', { name: sizeOf('de', variant!.size).size, exact: true }).check();
  await page.getByRole('button', { name: de('shop.cart.add.submit') }).click();
  await expect(page.getByRole('dialog', { name: de('shop.miniCart.title') })).toBeVisible();

  const email = freshEmail('analytics');
  await page.goto(`/de/login?redirect=${encodeURIComponent('/de/shop/checkout')}`);
  await page.getByRole('tab', { name: de('login.tabs.signUp') }).click();
  await page.getByLabel(de('signup.firstname.label'), { exact: true }).fill('Lena');
  await page.getByLabel(de('signup.lastname.label'), { exact: true }).fill('Schmidt');
  await page.getByLabel(de('signup.email.label'), { exact: true }).fill(email);
  await page.getByLabel(de('signup.password.label'), { exact: true }).fill('Eine-Schoene-Bestellung-2026');
  await page.getByRole('button', { name: de('signup.submit') }).click();
  await expect(page).toHaveURL('/de/shop/checkout');

  // The addresses and the card, as the account pages would save them.
  const headers = { Authorization: `Bearer ${await cookieValue(context, 'lc_access_token')}`, 'X-LC-Locale': 'de' };
  await addAddress(request, headers, 'billing');
  await addAddress(request, headers, 'shipping');
  await addTestCard(request, headers, TEST_CARDS.success);
  await page.reload();
  await page.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }).check();
  await page.getByRole('button', { name: messagePattern(de, 'shop.checkout.pay', { amount: null }) }).click();
  await expect(page).toHaveURL(/\/de\/shop\/payment-successful\?order_id=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: messagePattern(de, 'shop.orders.success.text', { id: null, amount: null }) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: messagePattern(de, 'shop.orders.success.text', { id: null, amount: null }) })).toBeVisible();
  const me = await request.get('/api/clients/me', { headers });
  return { clientId: ((await me.json()) as { id: number }).id, variant: variant! };
}

const MEASUREMENT = ['data_layer', 'login', 'signup', 'cart', 'checkout', 'shop_view', 'view_item_list', 'view_item', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase', 'ab_test', 'optin', 'quiz'];

test('refuse all, then browse, sign up and buy: the data layer holds the choice and no measurement event', async ({ page, context, request }) => {
  const pushed = await recordDataLayer(page);
  await browseSignUpAndBuy(page, context, request, 'consent.refuseAll', '/de');
  const events = (await pushed()).filter((entry) => entry.event !== undefined && !String(entry.event).startsWith('gtm.'));
  expect(events.filter((entry) => MEASUREMENT.includes(entry.event!))).toEqual([]);
  expect(events.filter((entry) => entry.event === 'cookie_banner')).toEqual([{ event: 'cookie_banner', label: 'bannière cookies', choice: 'refuse_all', measurement: false, advertising: false }]);
  // No tag manager without an ID and without consent.
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test('accept all, then the same journey: each event once, with its label and shape, also after a reload', async ({ page, context, request }) => {
  const pushed = await recordDataLayer(page);
  const { clientId, variant } = await browseSignUpAndBuy(page, context, request, 'consent.acceptAll', '/de?ab_home-cta=B');

  const layer = await pushed();
  const named = (event: string) => layer.filter((entry) => entry.event === event);
  expect(named('cookie_banner')).toEqual([{ event: 'cookie_banner', label: 'bannière cookies', choice: 'accept_all', measurement: true, advertising: true }]);
  expect(named('ab_test')).toEqual([{ event: 'ab_test', label: 'test A/B', id: 'home-cta', test: 'home-cta', variant: 'B' }]);
  expect(named('signup')).toEqual([expect.objectContaining({ label: 'inscription', id: clientId })]);
  // The start-up data layer: once for the session, through every page load and the reload.
  expect(named('data_layer')).toHaveLength(1);
  expect(named('data_layer')[0]).toMatchObject({ label: 'données client', client_id: clientId, client_kind: 'prospect' });
  expect(named('shop_view').map((entry) => entry.label)).toEqual(['boutique', 'boutique']);
  expect(named('view_item_list')).toHaveLength(1);
  expect(named('view_item_list')[0]!.ecommerce).toMatchObject({ item_list_name: 'all-products', currency: 'EUR' });
  expect(named('view_item_list')[0]!.ecommerce!.items.length).toBeGreaterThan(0);
  expect(named('view_item')).toHaveLength(1);
  expect(named('view_item')[0]!.ecommerce!.items).toEqual([{ item_id: String(variant.productId), item_name: expect.any(String), item_brand: expect.any(String), price: expect.any(Number), quantity: 1 }]);
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
