import { expect, test } from './support/test';
import { E2E_ADMIN_TOKEN } from './env';
import { messagesOf } from './support/messages';

const de = messagesOf('de');
const nl = messagesOf('nl');

test('a German visitor fixes a typo, subscribes from the footer and is on the list', async ({ page, request }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: de('footer.discover.title') })).toBeVisible();
  await expect(footer.getByRole('heading', { name: de('footer.universe.title') })).toBeVisible();
  await expect(footer.getByText(de('footer.copyright', { year: new Date().getFullYear() }))).toBeVisible();

  const form = footer.getByRole('form', { name: de('newsletter.title') });
  const typo = `lena.weber.${Date.now()}@gmial.com`;
  const fixed = typo.replace('gmial.com', 'gmail.com');
  await form.getByLabel(de('newsletter.email.label')).fill(typo);
  await form.getByRole('button', { name: de('newsletter.submit') }).click();
  await expect(form).toContainText(de('newsletter.warning.suggestion', { suggestion: fixed }));

  await form.getByRole('button', { name: de('newsletter.warning.useSuggestion') }).click();
  await expect(form.getByLabel(de('newsletter.email.label'))).toHaveValue(fixed);
  await form.getByRole('button', { name: de('newsletter.submit') }).click();
  await expect(footer.getByRole('status')).toContainText(de('newsletter.thanks'));

  const answer = await request.get(`/api/admin/subscribers?email=${encodeURIComponent(fixed)}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).subscribers).toEqual([expect.objectContaining({ email: fixed, list: 'KID', source: 'footer', locale: 'de' })]);
});

test('switching to Dutch keeps the page and remembers the country', async ({ page, context }) => {
  await page.goto('/de/faq');
  await page.getByLabel(de('footer.locale.label')).selectOption('nl-BE');
  await expect(page).toHaveURL(/\/nl\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: nl('footer.discover.title') })).toBeVisible();
  await expect(page.getByLabel(nl('footer.locale.label'))).toHaveValue('nl-BE');
  const cookies = await context.cookies();
  const country = cookies.find((c) => c.name === 'lc_country');
  expect(country).toMatchObject({ value: 'BE', sameSite: 'Lax' });
  const sevenDays = Date.now() / 1000 + 604800;
  expect(Math.abs(country!.expires - sevenDays)).toBeLessThan(60);
  const locale = cookies.find((c) => c.name === 'lc_locale');
  expect(locale?.value).toBe('nl');
  expect(Math.abs(locale!.expires - (Date.now() / 1000 + 365 * 86400))).toBeLessThan(60);
});

test('the link of a text message unsubscribes the number', async ({ page }) => {
  await page.goto('/de/unsub/%2B4915112345678/WOMAN');
  await expect(page.getByText(de('unsub.done', { phone: '+4915112345678', list: 'WOMAN' }))).toBeVisible();
});
