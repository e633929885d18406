import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { addAddress, addTestCard, fillCart, inStockVariants, newShopper, signInBrowser, TEST_CARDS } from './support/shop';
import { expect, readyPage, test } from './support/test';

const de = messagesOf('de');

/** The legal texts' titles in a locale, by code, as the website publishes them. */
async function titles(request: APIRequestContext, locale: string): Promise<Record<string, string>> {
  const answer = await request.get('/api/website/legal-contents', { headers: { 'X-LC-Locale': locale } });
  const { value } = (await answer.json()) as { value: Array<{ code: string; title: string }> };
  return Object.fromEntries(value.map((text) => [text.code, text.title]));
}

/** How much the page's layout moved without the visitor doing anything (Cumulative Layout Shift). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test('from the footer, a German visitor reads the privacy text, then the legal notice', async ({ page, context, request }) => {
  const title = await titles(request, 'de');
  await page.goto('/de');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: de('footer.legal.privacy') }).click();
  await expect(page).toHaveURL('/de/terms-and-conditions#data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.personal_data_protection!);
  await expect(page.getByRole('region', { name: '6. Ihre Rechte' })).toContainText('dpo@littlecloset.test');
  await expect(page.getByRole('navigation', { name: de('legal.nav') }).getByRole('link', { name: title.personal_data_protection })).toHaveAttribute('aria-current', 'location');
  await expect(page).toHaveTitle(new RegExp(`^${title.personal_data_protection}`));
  await expectNoAccessibilityViolations(page);

  await footer.getByRole('link', { name: de('footer.legal.notice') }).click();
  await expect(page).toHaveURL('/de/terms-and-conditions#legal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.legal_notice!);
  await expect(page.getByRole('region', { name: 'Anbieterin' })).toContainText('Little Closet SAS');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expectNoAccessibilityViolations(page);

  // The back button shows the privacy text again.
  await page.goBack();
  await expect(page).toHaveURL('/de/terms-and-conditions#data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.personal_data_protection!);

  // Opened as it is (a bookmark, a shared link): the server's page already shows that text, and taking it over moves nothing.
  const opened = readyPage(await context.newPage());
  const response = await opened.goto('/de/terms-and-conditions#legal');
  expect(response?.status()).toBe(200);
  expect(await response!.text()).toContain(`>${title.legal_notice}</h1>`);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText(title.legal_notice!);
  await expect(opened.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await layoutShift(opened)).toBeLessThan(0.01);
  await opened.close();
});

test('the checkout’s link to the terms opens the shop terms', async ({ page, context, request, baseURL }) => {
  const shopper = await newShopper(request, 'de', 'DE', { firstname: 'Lena', lastname: 'Vogel' });
  await addAddress(request, shopper.headers, 'billing');
  await addAddress(request, shopper.headers, 'shipping');
  await addTestCard(request, shopper.headers, TEST_CARDS.success);
  await fillCart(request, shopper.headers, await inStockVariants(request, 1));
  await signInBrowser(context, baseURL!, shopper);
  const title = await titles(request, 'de');

  await page.goto('/de/shop/checkout');
  const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: de('shop.checkout.terms.read') }).click()]);
  await expect(terms).toHaveURL('/de/terms-and-conditions#shop');
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText(title.terms_and_conditions_shop!);
  await expect(terms.getByRole('region', { name: '§ 5 Widerrufsrecht' })).toBeVisible();
});

test('the German privacy text fits a phone’s screen, its long title included @responsive-only', async ({ page, request }) => {
  const title = await titles(request, 'de');
  await page.goto('/de/terms-and-conditions#data');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title.personal_data_protection!);
  const article = await page.getByRole('article', { name: title.personal_data_protection }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(article!.x + article!.width).toBeLessThanOrEqual(width);
  expect((await heading.boundingBox())!.width).toBeLessThanOrEqual(article!.width);
});
