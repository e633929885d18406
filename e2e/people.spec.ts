import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { expect, test } from './support/test';

const es = messagesOf('es');

test('a visitor pages through the stylists in Spanish on a phone and opens a brand in the shop', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/es/stylists');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: es('stylists.title') })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(6);
  await expect(page.getByRole('img', { name: /^Retrato dibujado de Camille/ })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const pages = page.getByRole('navigation', { name: es('shop.pages.label') });
  await pages.getByRole('link', { name: es('shop.pages.next') }).click();
  await expect(page).toHaveURL(/\/es\/stylists\/2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Élodie Schmit' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(pages.getByRole('link', { name: es('shop.pages.page', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(es('people.pageOf', { page: 2, pages: 2 }))).toBeVisible();

  await page.goto('/es/brands');
  await expect(page.getByRole('heading', { level: 1, name: es('brands.title') })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: es('brands.shopLink', { brand: 'Galopin & Cie' }) }).click();
  await expect(page).toHaveURL(/\/es\/shop\/all-products\?search=Galopin%20%26%20Cie$/);
  await expect(page.getByRole('heading', { level: 1, name: es('shop.search.title', { search: 'Galopin & Cie' }) })).toBeVisible();
  // The shop's products of that brand only.
  await expect(main.getByRole('article').first()).toContainText('Galopin & Cie');
  await expect(main.getByRole('article').filter({ hasNotText: 'Galopin & Cie' })).toHaveCount(0);
});

test('a stylists page beyond the last answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/stylists/99');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: messagesOf('fr')('error.notFound.title') })).toBeVisible();
});
