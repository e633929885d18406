import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { expect, test } from './support/test';

const de = messagesOf('de');
const es = messagesOf('es');
const nl = messagesOf('nl');

/** The looks as the website serves them in a locale. */
async function looksIn(request: import('@playwright/test').APIRequestContext, locale: string) {
  const answer = await request.get('/api/website/looks', { headers: { 'X-LC-Locale': locale } });
  return ((await answer.json()) as { value: Array<{ title: string; products: Array<{ id: number; name: string; is_available: boolean }> }> }).value;
}

test('a visitor on the German looks switches to Spanish in the footer and reads the Spanish looks without the app reloading', async ({ page, request }) => {
  const [german, spanish] = [await looksIn(request, 'de'), await looksIn(request, 'es')];
  await page.goto('/de/looks');
  await expect(page.getByRole('heading', { level: 1, name: de('lookbook.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: german[0]!.title })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByLabel(de('footer.locale.label')).selectOption('es-ES');

  await expect(page).toHaveURL(/\/es\/looks$/);
  await expect(page.getByRole('heading', { level: 1, name: es('lookbook.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: spanish[0]!.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: german[0]!.title })).toHaveCount(0);
  // The product names come in Spanish too, and each links to the Spanish shop.
  const piece = spanish[0]!.products.find((p) => p.is_available)!;
  await expect(page.getByRole('link', { name: piece.name })).toHaveAttribute('href', new RegExp(`^/es/shop/product/${piece.id}-`));
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // A filter keeps to the babies' looks, still without a reload.
  await page.getByRole('link', { name: es('lookbook.filter.BABY') }).click();
  await expect(page).toHaveURL(/\/es\/looks\?for=baby$/);
  await expect(page.getByRole('link', { name: es('lookbook.filter.BABY') })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('article[data-audience]')).toHaveCount(3);
  await expect(page.locator('article[data-audience="BABY"]')).toHaveCount(3);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the concept page tells the service in Dutch, and the home shows the Instagram drawings @responsive', async ({ page, request }) => {
  const concept = (await (await request.get('/api/website/concept', { headers: { 'X-LC-Locale': 'nl' } })).json()) as { value: { sections: Array<{ title: string }> } };
  await page.goto('/nl/concept');
  await expect(page.getByRole('heading', { level: 1, name: nl('concept.title') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...concept.value.sections.map((s) => s.title), nl('concept.cta.title')]);
  await expectNoAccessibilityViolations(page);

  await page.goto('/nl');
  const instagram = page.getByRole('region', { name: nl('home.instagram.title') });
  await instagram.scrollIntoViewIfNeeded();
  const pictures = instagram.getByRole('img');
  await expect(pictures).toHaveCount(8);
  await expect(pictures.first()).toHaveAttribute('alt', /box/);
  // The drawings load as they come near, and each is there.
  for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await expectNoAccessibilityViolations(page);
});
