import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { E2E_APP_DIR } from './env';
import { expect, test } from './support/test';

// The journeys of the installable app run with its service worker (blocked in the other journeys).
test.use({ serviceWorkers: 'allow' });

const LATEST = new URL(`../${E2E_APP_DIR}/builds/latest.json`, import.meta.url);

/** The service worker installed (its precache filled) and answering for the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 30_000 });
}

test('the app can be installed: its manifest, icons and service worker are served, and every page links the manifest', async ({ page, request }) => {
  const manifestAnswer = await request.get('/manifest.webmanifest');
  expect(manifestAnswer.status()).toBe(200);
  const manifest = (await manifestAnswer.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
  expect(manifest).toMatchObject({ name: 'Little Closet', short_name: 'Little Closet', start_url: '/', scope: '/', display: 'standalone', theme_color: '#ffd23f', background_color: '#fffdf8' });
  for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
    const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose && entry.type === 'image/png');
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const picture = await request.get(icon!.src);
    expect(picture.headers()['content-type']).toBe('image/png');
    const bytes = await picture.body();
    // The PNG's own header says its size.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(sizes);
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/nl/shop');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledByServiceWorker(page);
});

test('a new version deployed while a tab is open offers the reload, or comes with the next navigation', async ({ page }) => {
  const t = messagesOf('fr');
  const current = readFileSync(LATEST, 'utf8');
  try {
    await page.goto('/');
    // The poller starts once the page is taken over and the browser idle; a tab coming back into view asks at once.
    writeFileSync(LATEST, JSON.stringify({ build_id: 'a-newer-build' }));
    const toast = page.getByRole('region', { name: t('pwa.update.region') });
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(toast.getByText(t('pwa.update.available'))).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expectNoAccessibilityViolations(page);

    // Put off: the next move inside the app is a full load of the new version.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await toast.getByRole('button', { name: t('pwa.update.later') }).click();
    await expect(toast.getByText(t('pwa.update.available'))).toBeHidden();
    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.shop') }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();

    // Accepted: the page reloads at once.
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(toast.getByText(t('pwa.update.available'))).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: t('pwa.update.reload') }).click()]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await expect(page).toHaveURL(/\/shop$/);
  } finally {
    writeFileSync(LATEST, current);
  }
});

test('when the network drops, a page shows the offline page in the visitor’s language, and comes back with the network', async ({ page, context }) => {
  const t = messagesOf('de');
  await page.goto('/de/faq');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.evaluate(() => window.location.assign('/de/shop'));
  await expect(page.getByRole('heading', { level: 1, name: t('pwa.offline.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expectNoAccessibilityViolations(page);
  await context.setOffline(false);
  await page.getByRole('link', { name: t('pwa.offline.retry') }).click();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/de\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: t('pwa.offline.title') })).toBeHidden();
});
