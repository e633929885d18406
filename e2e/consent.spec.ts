import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cookieValue } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { settled } from './support/settled';
import { addAddress, addTestCard, fillCart, inStockVariants, messagePattern, newShopper, signInBrowser, TEST_CARDS } from './support/shop';
import { expect, test } from './support/test';

const fr = messagesOf('fr');
const de = messagesOf('de');

// These journeys are the first visit: no decision kept yet.
test.use({ consent: 'undecided' });

/** What the data layer holds: the events (objects with `event`) and gtag's commands (arguments). */
async function dataLayer(page: Page) {
  return page.evaluate(() => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[];
    return {
      events: layer.filter((entry) => 'event' in entry),
      commands: layer.filter((entry) => !('event' in entry)).map((entry) => Array.from(entry as unknown as ArrayLike<unknown>)),
    };
  });
}

const banner = (page: Page, t = fr) => page.getByRole('region', { name: t('consent.title') });

test('a first visit: the banner asks after the page is taken over, not in the server HTML; refusing all keeps the cookie and the banner away after a reload', async ({ page, context }) => {
  const response = await page.goto('/');
  expect(await response!.text()).not.toContain(fr('consent.title'));
  await expect(banner(page)).toBeVisible();
  // The focus stays where it was; the keyboard reaches the banner first.
  await expect(page.locator('body')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: fr('consent.refuseAll') })).toBeFocused();
  await expectNoAccessibilityViolations(page);

  // Only consent mode's defaults before the choice: everything denied.
  const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
  expect(await dataLayer(page)).toMatchObject({ events: [], commands: [['consent', 'default', denied]] });

  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await cookieValue(context, 'lc_consent')).toMatch(/^v1\.m0\.a0\.\d+$/);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lc_consent')!;
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.path).toBe('/');
  // Six months (182 days), give or take the test's own minute.
  expect(Math.abs(cookie.expires - (Date.now() / 1000 + 182 * 24 * 3600))).toBeLessThan(120);
  expect(await dataLayer(page)).toEqual({
    events: [{ event: 'cookie_banner', label: 'bannière cookies', choice: 'refuse_all', measurement: false, advertising: false }],
    commands: [
      ['consent', 'default', denied],
      ['consent', 'update', denied],
    ],
  });

  await page.reload();
  await page.getByRole('contentinfo').waitFor();
  await expect(banner(page)).toHaveCount(0);
});

test('"manage cookies" in the footer reopens the choice by purpose; accepting all is kept', async ({ page, context }) => {
  await page.goto('/de/shop');
  await banner(page, de).getByRole('button', { name: de('consent.refuseAll') }).click();
  await expect(banner(page, de)).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('button', { name: de('footer.legal.cookies') }).click();
  const region = banner(page, de);
  await expect(region).toBeVisible();
  const measurement = region.getByRole('switch', { name: de('consent.purpose.measurement') });
  await expect(measurement).toBeFocused();
  await expect(measurement).not.toBeChecked();
  await expect(region.getByRole('switch', { name: de('consent.purpose.advertising') })).not.toBeChecked();
  await expect(region.getByRole('link', { name: de('consent.more') })).toHaveAttribute('href', '/de/terms-and-conditions#data');
  // The banner itself (the page below it, scrolled to the footer, is partly under it by design).
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).include('[data-state="choosing"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await region.getByRole('button', { name: de('consent.acceptAll') }).click();
  await expect(region).toHaveCount(0);
  expect(await cookieValue(context, 'lc_consent')).toMatch(/^v1\.m1\.a1\.\d+$/);
  expect((await dataLayer(page)).events.at(-1)).toEqual({ event: 'cookie_banner', label: 'bannière cookies', choice: 'accept_all', measurement: true, advertising: true });
  expect((await dataLayer(page)).commands.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);

  // A new page load: the choice holds, and consent mode hears it at once.
  await page.goto('/de');
  await page.getByRole('contentinfo').waitFor();
  await expect(banner(page, de)).toHaveCount(0);
  await expect.poll(async () => (await dataLayer(page)).commands.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);

  // The quiz has no site footer, but its own line with the same choice.
  await page.goto('/de/quiz/signup/kid');
  await page.getByRole('contentinfo').getByRole('button', { name: de('footer.legal.cookies') }).click();
  await expect(banner(page, de).getByRole('switch', { name: de('consent.purpose.measurement') })).toBeChecked();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the banner leaves the checkout payable: the pay button stays clickable while it asks', async ({ page, context, request, baseURL }) => {
    const shopper = await newShopper(request, 'de', 'DE', { firstname: 'Lena', lastname: 'Vogel' });
    await addAddress(request, shopper.headers, 'billing');
    await addAddress(request, shopper.headers, 'shipping');
    await addTestCard(request, shopper.headers, TEST_CARDS.success);
    await fillCart(request, shopper.headers, await inStockVariants(request, 1));
    await signInBrowser(context, baseURL!, shopper);

    await page.goto('/de/shop/checkout');
    const region = banner(page, de);
    await expect(region).toBeVisible();
    // The two answers side by side, on one line, the same size.
    const refuse = await region.getByRole('button', { name: de('consent.refuseAll') }).boundingBox();
    const accept = await region.getByRole('button', { name: de('consent.acceptAll') }).boundingBox();
    expect(refuse!.y).toBe(accept!.y);
    expect(Math.abs(refuse!.width - accept!.width)).toBeLessThan(1);
    expect(refuse!.x + refuse!.width).toBeLessThanOrEqual(accept!.x);
    // The banner leaves the page without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }).setChecked(true);
    const pay = page.getByRole('button', { name: messagePattern(de, 'shop.checkout.pay', { amount: null }) });
    // Scrolled to the middle of the screen as a thumb would, the button is what a tap there reaches.
    await pay.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const reached = await pay.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(reached).toBe(true);
    await pay.click();
    await expect(page).toHaveURL(/\/de\/shop\/payment-successful\?order_id=\d+$/);
    // The banner still asks: paying is not a decision.
    await expect(region).toBeVisible();
    expect(await cookieValue(context, 'lc_consent')).toBeUndefined();
  });
});
