import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, signInBrowserAs } from './support/accounts';
import { settled } from './support/settled';
import { messagesOf } from './support/messages';
import { expect, test } from './support/test';

/**
 * Every public page and every account page on a phone, 360 px then 320 px wide, in the four
 * languages: nothing runs off the side of the screen, and every control can be tapped (WCAG 2.2
 * target size: 24 × 24 px at least, or that much room around it; links inside a sentence aside).
 */

const LOCALES = ['fr', 'de', 'nl', 'es'] as const;
const WIDTHS = [360, 320] as const;

/** The account area's pages a signed-in parent reaches (some send on elsewhere; the page reached is checked). */
const ACCOUNT_PATHS = [
  '/infos',
  '/infos/help',
  '/infos/all-boxes',
  '/infos/edit',
  '/infos/edit/password',
  '/infos/edit/addresses',
  '/infos/edit/return-mode',
  '/infos/add-giftcard',
  '/infos/add/payment',
  '/infos/littlegeste',
  '/infos/orders',
  '/infos/wallet',
  '/infos/referral',
  '/infos/return-labels',
  '/infos/loyalty',
  '/infos/loyalty/history',
  '/infos/failed-payment',
  '/infos/kids',
  '/infos/preview',
  '/infos/returns',
  '/infos/subscriptions',
  '/profil',
];

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const collections = (await (await request.get('/api/shop/product-collections', { headers: { 'X-LC-Locale': 'fr' } })).json()) as Array<{ slug: string }>;
  const collection = collections.map((c) => c.slug).find((slug) => slug !== 'all-products' && slug !== 'birth-gift')!;
  const listing = (await (await request.get(`/api/shop/product-collections/${collection}/products`, { headers: { 'X-LC-Locale': 'fr' } })).json()) as { products: Array<{ id: number }> };
  const product = listing.products[0]!.id;
  return ['/', '/woman', '/shop', '/shop/all-products', '/shop/birth-gift', `/shop/${collection}`, `/shop/product/${product}`, `/shop/${collection}/${product}`, '/shop/cart', '/giftcard', '/littlegeste', '/littlegeste/create-label', '/littlegeste/create-label/blocked/country-not-supported', '/preview/confirmation', '/login', '/une-adresse-inconnue'];
}

const localized = (locale: (typeof LOCALES)[number], path: string) => (locale === 'fr' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

/** What does not fit on the page as it stands: a sideways scroll, elements past the screen's edges, targets too small to tap. */
function problemsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.split(' ')[0]}"` : ''}> "${text}"`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1 && !element.closest('[aria-hidden="true"], .visually-hidden, [hidden]');
    };
    /** The nearest box that scrolls or clips sideways on purpose (a gallery, a card); the page's main area clips only as a safety net. */
    const clipper = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (parent.tagName !== 'MAIN' && getComputedStyle(parent).overflowX !== 'visible') return parent;
      }
      return null;
    };
    const ownText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');

    if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px for ${width} px`);
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      const within = clipper(element);
      if (within) {
        // Text cut by a box that hides what overflows (one that scrolls shows it).
        const edge = within.getBoundingClientRect();
        const { overflowX } = getComputedStyle(within);
        if ((overflowX === 'hidden' || overflowX === 'clip') && ownText(element) && (box.right > edge.right + 1 || box.left < edge.left - 1)) problems.push(`${describe(element)} is cut off by its box`);
        continue;
      }
      if (box.right > width + 1 || box.left < -1) {
        const parent = element.parentElement?.getBoundingClientRect();
        // Only the outermost element that runs over is told.
        if (parent && (parent.right > width + 1 || parent.left < -1) && !clipper(element.parentElement!)) continue;
        problems.push(`${describe(element)} runs off the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      }
    }

    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const targets = [...document.querySelectorAll(selector)]
      // A visually hidden box or radio is tapped through its label.
      .map((element) => (element instanceof HTMLInputElement && element.getBoundingClientRect().width <= 1 ? (element.labels?.[0] ?? element) : element))
      .filter((element, index, all) => shown(element) && all.indexOf(element) === index && !(element.parentElement?.closest(selector) && element.parentElement.closest(selector) !== element));
    const boxes = targets.map((element) => element.getBoundingClientRect());
    /** A link in a sentence: WCAG's inline exception. */
    const inline = (element: Element) => getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    const small = (box: DOMRect) => box.width < 24 - 0.5 || box.height < 24 - 0.5;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
    targets.forEach((element, index) => {
      const box = boxes[index]!;
      if (!small(box) || inline(element)) return;
      // WCAG's spacing exception: a 24 px circle on its centre touches no other target nor another small target's circle.
      const here = centre(box);
      const crowded = boxes.some((other, j) => j !== index && (small(other) ? Math.hypot(centre(other).x - here.x, centre(other).y - here.y) < 24 : distanceToBox(here, other) < 12));
      if (crowded) problems.push(`${describe(element)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, too small to tap`);
    });
    return problems;
  });
}

async function check(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    if (width === WIDTHS[0]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    await settled(page);
    for (const problem of await problemsOnScreen(page)) found.push(`${path} at ${width} px: ${problem}`);
  }
  return found;
}

for (const locale of LOCALES) {
  test(`the public pages fit a phone in ${locale} @responsive-only`, async ({ page, request }) => {
    const problems: string[] = [];
    for (const path of await publicPaths(request)) problems.push(...(await check(page, localized(locale, path))));
    expect(problems).toEqual([]);
  });

  test(`the account pages fit a phone in ${locale} @responsive-only`, async ({ page, context, request, baseURL }) => {
    await signInBrowserAs(context, request, baseURL!, DEMO.parent);
    const problems: string[] = [];
    for (const path of ACCOUNT_PATHS) {
      problems.push(...(await check(page, localized(locale, path))));
      expect(new URL(page.url()).pathname, 'still signed in').not.toMatch(/\/login$/);
    }
    expect(problems).toEqual([]);
  });
}

const de = messagesOf('de');

test('on a phone the listing shows its first products at once, and its filters in a sheet that counts what they let through @responsive-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/shop/all-products');
  const products = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('img') }).getByRole('listitem');
  const first = await products.first().boundingBox();
  expect(first!.y).toBeLessThan(740 - 100);
  await expect(page.getByRole('group', { name: de('shop.filters.gender') })).toBeHidden();
  const total = Number((await page.getByText(/^\d+ Artikel$/).first().textContent())!.split(' ')[0]);

  const open = page.getByRole('button', { name: de('shop.filters.open'), exact: true });
  await open.click();
  const sheet = page.getByRole('dialog', { name: de('shop.filters.title') });
  await expect(sheet.getByRole('button', { name: de('shop.filters.show', { count: total }) })).toBeVisible();
  await sheet.getByRole('group', { name: de('shop.filters.gender') }).getByRole('button', { name: de('shop.gender.GIRL') }).click();
  await expect(page).toHaveURL(/gender=GIRL/);
  const girls = sheet.getByRole('button', { name: new RegExp(`^\\d+ Artikel ansehen$`) });
  await expect(girls).not.toHaveText(de('shop.filters.show', { count: total }));
  await settled(page);
  await girls.click();
  await expect(sheet).toBeHidden();
  const filtered = page.getByRole('button', { name: de('shop.filters.openActive', { count: 1 }) });
  await expect(filtered).toBeFocused();
  await expect(page.getByText(/^\d+ Artikel$/).first()).not.toHaveText(`${total} Artikel`);

  await filtered.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('on a phone the header keeps the logo, the account and the cart, and its links go in a menu @responsive-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/shop');
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation')).toBeHidden();
  await expect(header.getByRole('link', { name: de('nav.login') })).toBeVisible();
  const menuButton = header.getByRole('button', { name: de('nav.menu.open') });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: de('nav.menu.title') });
  await expect(menu.getByRole('link', { name: de('nav.giftcard') })).toBeVisible();
  // The focus stays inside the menu.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole('link', { name: de('nav.giftcard') }).click();
  await expect(page).toHaveURL(/\/de\/giftcard$/);
  await expect(menu).toBeHidden();
});
