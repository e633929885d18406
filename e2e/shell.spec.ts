import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './env';
import { cookieValue } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { fillCart, inStockVariants, newShopper, signInBrowser } from './support/shop';
import { expect, test } from './support/test';

const es = messagesOf('es');
const de = messagesOf('de');
const fr = messagesOf('fr');

/** The banner's values for Spanish alone: the journeys of other locales run beside this one on the same database. */
function setSpanishBanner(request: APIRequestContext, key: 'dynamic_banner_switch' | 'dynamic_banner_text', value: string) {
  return request.put(`/api/admin/website/config/${key}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: { locale: 'es', value } });
}

test.describe('the dynamic banner', () => {
  const TEXT = 'Envío gratis este fin de semana en toda la tienda';

  test.afterAll(async ({ request }) => {
    await setSpanishBanner(request, 'dynamic_banner_switch', 'false');
    await setSpanishBanner(request, 'dynamic_banner_text', '');
  });

  test('an administrator turns it on in Spanish: it shows on the shop, never on the checkout, and stays closed once closed', async ({ page, context, request, baseURL }) => {
    expect((await setSpanishBanner(request, 'dynamic_banner_text', TEXT)).status()).toBe(200);
    expect((await setSpanishBanner(request, 'dynamic_banner_switch', 'true')).status()).toBe(200);
    const shopper = await newShopper(request, 'es', 'ES');
    await fillCart(request, shopper.headers, await inStockVariants(request, 1));
    await signInBrowser(context, baseURL!, shopper);

    // The shop, as the server rendered it after the change: the banner is there.
    await page.goto('/es/shop');
    const banner = page.getByRole('region', { name: es('banner.label') });
    await expect(banner).toHaveText(TEXT);
    await expectNoAccessibilityViolations(page);

    // The checkout, with the cart: no banner.
    await page.goto('/es/shop/checkout');
    await expect(page.getByRole('region', { name: es('shop.checkout.summary.title') })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByText(TEXT)).toHaveCount(0);

    // Back on the shop it shows; closed, it stays closed for the browser session.
    await page.goto('/es/shop');
    await banner.getByRole('button', { name: es('banner.close') }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test('a returning visitor whose locale is German lands on /de from /, and an explicit French choice keeps French', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lc_locale', value: 'de', url: baseURL! }]);
  await page.goto('/');
  await expect(page).toHaveURL('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('home.title'));

  // The footer's switcher: French is written before the page changes, so / stays French.
  await page.getByRole('combobox', { name: de('footer.locale.label') }).selectOption({ label: 'France · Français' });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('home.title'));
  expect(await cookieValue(context, 'lc_locale')).toBe('fr');
  const country = (await context.cookies()).find((cookie) => cookie.name === 'lc_country');
  expect(country).toMatchObject({ value: 'FR', sameSite: 'Lax' });
  // Seven days, give or take the journey's seconds.
  expect(country!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 120);
  expect(country!.expires - Date.now() / 1000).toBeLessThanOrEqual(604800);
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

test('a visitor who came by a link with a discount code is reminded of it on the home, not on the shop', async ({ page }) => {
  await page.goto('/?kid_code=HELLO10');
  const offer = page.getByRole('complementary', { name: fr('offer.label') });
  await expect(offer).toContainText(fr('offer.title', { code: 'HELLO10' }));
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
  // Closed, it stays closed for the visit.
  await page.goto('/');
  await offer.getByRole('button', { name: fr('offer.close') }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
