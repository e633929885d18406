import { expect, test } from './support/test';
import { DEMO, signInBrowserAs } from './support/accounts';
import { messagesOf } from './support/messages';

const fr = messagesOf('fr');
const de = messagesOf('de');
const nl = messagesOf('nl');
const es = messagesOf('es');

test('an unknown address shows the error page, marked 404 and not to be indexed', async ({ page }) => {
  await page.goto('/de/gibt-es-nicht/wirklich');
  await expect(page.getByRole('heading', { level: 1, name: de('error.notFound.title') })).toBeVisible();
  await expect(page.locator('meta[name="prerender-status-code"]')).toHaveAttribute('content', '404');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  for (const link of ['error.links.home', 'error.links.infos', 'error.links.contact']) {
    await expect(page.getByRole('main').getByRole('link', { name: de(link) })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('button', { name: de('error.links.back') })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: de('error.links.home') }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('meta[name="prerender-status-code"]')).toHaveCount(0);
});

test('an account page sends a signed-out visitor to login, in the current locale, with the way back', async ({ page }) => {
  await page.goto('/nl/infos/orders?tab=2');
  await expect(page).toHaveURL('/nl/login?redirect=%2Fnl%2Finfos%2Forders%3Ftab%3D2');
  await page.goto('/infos/wallet');
  await expect(page).toHaveURL('/login?redirect=%2Finfos%2Fwallet');
});

test('an address with an encoded currency sign or question mark is cleaned', async ({ page }) => {
  await page.goto('/es/shop%E2%82%AC');
  await expect(page).toHaveURL(/\/es\/shop$/);
  await page.goto('/faq%3F');
  await expect(page).toHaveURL(/\/faq$/);
});

test('every route opens directly in each locale (history fallback) in its layout', async ({ page }) => {
  for (const [prefix, t] of [['', fr], ['/de', de], ['/nl', nl], ['/es', es]] as const) {
    await page.goto(`${prefix}/quiz/signup/kid`);
    await expect(page.getByRole('heading', { level: 1, name: t('quizFlow.signUp.title') })).toBeVisible();
    // The quiz keeps only a one-line footer (the cookie choice), without the site's footer.
    await expect(page.getByRole('contentinfo', { name: t('footer.label') })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: t('footer.legal.cookies') })).toBeVisible();
    await page.goto(`${prefix}/brands/2`);
    await expect(page.getByRole('heading', { level: 1, name: t('brands.title') })).toBeVisible();
    await expect(page.getByRole('contentinfo', { name: t('footer.label') })).toBeVisible();
  }
});

test('a feature switched off for a locale does not exist there', async ({ page }) => {
  await page.goto('/nl/blog');
  await expect(page.getByRole('heading', { level: 1, name: nl('error.notFound.title') })).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: fr('blog.title') })).toBeVisible();
});

test('woman pages are pinkish, kid pages yellow', async ({ page }) => {
  const bar = () => page.locator('[data-theme]').first().evaluate((el) => getComputedStyle(el).getPropertyValue('--theme-bar').trim());
  await page.goto('/quiz/signup/woman');
  await expect(page.locator('[data-theme="woman"]')).toHaveCount(1);
  expect(await bar()).toBe('#f2a7b8');
  await page.goto('/quiz/signup/kid');
  await expect(page.locator('[data-theme="kid"]')).toHaveCount(1);
  expect(await bar()).toBe('#ffd23f');
});

test('a page chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
  await page.route(/\/assets\/page-website-concept-[^/]+\.js$/, (route) => route.abort());
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goto('/concept');
  await expect(page).toHaveURL(/\/concept\?forcereload=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: fr('error.unknown.title') })).toBeVisible();
  expect(loads).toHaveLength(2);
  expect(loads[0]).toMatch(/\/concept$/);

  // Once the chunk loads again, the page shows and the marker leaves the address bar.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fr('concept.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/concept$/);
});

test('the API answers its version', async ({ request }) => {
  const answer = await request.get('/api/version');
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(body.build).not.toBe('dev');
});

test('an account screen slides in when the system allows motion, and stands still when it asks for less', async ({ page, context, request, baseURL }) => {
  await signInBrowserAs(context, request, baseURL!, DEMO.parent);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/infos');
  await page.getByRole('link', { name: fr('account.tile.help') }).click();
  const screen = page.locator('[data-route="infos-help"]');
  await expect(page.getByRole('heading', { level: 1, name: fr('help.title') })).toBeVisible();
  const animation = () => screen.evaluate((element) => getComputedStyle(element).animationName);
  expect(await animation()).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});
