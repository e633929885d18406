import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf, sizeOf } from './support/messages';
import { expect, test } from './support/test';

const de = messagesOf('de');

/** A kid's product of the shop with a size in stock, as the listing answers it. */
async function kidProduct(request: import('@playwright/test').APIRequestContext) {
  const listing = (await (await request.get('/api/shop/product-collections/all-products/products?gender=GIRL&family=DRESSES', { headers: { 'X-LC-Locale': 'de' } })).json()) as {
    products: Array<{ id: number; name: string; variants: Array<{ size: string; is_available: boolean }> }>;
  };
  const product = listing.products.find((candidate) => candidate.variants.some((variant) => variant.is_available && variant.size.endsWith(' ans')))!;
  return { product, size: product.variants.find((variant) => variant.is_available && variant.size.endsWith(' ans'))!.size };
}

test('a product page in German: sizes in German, the size guide, the delivery promises and the mini-cart, each accessible @responsive', async ({ page, request }) => {
  const { product, size } = await kidProduct(request);
  const terms = (await (await request.get('/api/shop/delivery-terms', { headers: { 'X-LC-Locale': 'de' } })).json()) as { delivery_days_min: number; delivery_days_max: number };
  await page.goto(`/de/shop/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const promises = page.getByRole('region', { name: de('shop.promise.title') });
  await expect(promises).toContainText(de('shop.promise.delivery', { min: terms.delivery_days_min, max: terms.delivery_days_max, same: 'false' }));

  const guideButton = page.getByRole('button', { name: de('sizeGuide.open') });
  await guideButton.click();
  const guide = page.getByRole('dialog', { name: de('sizeGuide.title') });
  await expect(guide.getByRole('rowheader', { name: '3 Jahre' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(guideButton).toBeFocused();

  await page.getByRole('radio', { name: sizeOf('de', size).size, exact: true }).check();
  const add = page.getByRole('button', { name: de('shop.cart.add.submit') });
  await add.click();
  const miniCart = page.getByRole('dialog', { name: de('shop.miniCart.title') });
  await expect(miniCart.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
  await expect(miniCart.getByText(de('product.size', sizeOf('de', size)))).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByRole('link', { name: de('shop.cart.link', { count: 1 }) })).toBeVisible();
});
