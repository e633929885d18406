import type { APIRequestContext, Page } from '@playwright/test';
import { cookieValue } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { E2E_ADMIN_TOKEN } from './env';
import { messagesOf } from './support/messages';
import { addAddress, addTestCard, fillCart, inStockVariants, messagePattern, newShopper, signInBrowser, TEST_CARDS, type Headers } from './support/shop';
import { expect, readyPage, refuseCookies, test } from './support/test';

const fr = messagesOf('fr');
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The shop's checkout of what is in the cart, paid with the card saved first. */
async function payTheCart(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/shop/checkout`);
  await page.getByRole('checkbox', { name: fr('shop.checkout.terms.accept') }).check();
  await page.getByRole('button', { name: messagePattern(fr, 'shop.checkout.pay', { amount: null }) }).click();
  await expect(page).toHaveURL(/\/shop\/payment-successful\?order_id=\d+$/);
}

/** Addresses, the sandbox's good card and one piece in the cart, through the API. */
async function readyToPay(request: APIRequestContext, headers: Headers): Promise<void> {
  await addAddress(request, headers, 'billing');
  await addAddress(request, headers, 'shipping');
  await addTestCard(request, headers, TEST_CARDS.success);
  await fillCart(request, headers, await inStockVariants(request, 1));
}

test('a parent invites a friend by mail; she signs up through the link and pays her first order; the parent is rewarded 15 € in the wallet', async ({ page, browser, request, context, baseURL }) => {
  const parent = await newShopper(request, 'fr', 'FR', { firstname: 'Hélène', lastname: 'Roux' });
  await signInBrowser(context, baseURL!, parent);
  await page.goto('/infos/referral');
  await expect(page.getByRole('heading', { level: 1, name: fr('referral.account.title') })).toBeVisible();
  await expect(page.getByText(fr('referral.account.noGodson'))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const friend = `amie-${Date.now()}@example.fr`;
  await page.getByRole('textbox', { name: fr('referral.invite.email') }).fill(friend);
  await page.getByRole('button', { name: fr('referral.invite.submit') }).click();
  await expect(page.getByText(fr('referral.invite.sent', { email: friend }))).toBeVisible();
  const godsons = page.getByRole('region', { name: fr('referral.account.godsonsTitle') });
  await expect(godsons.getByRole('heading', { level: 3 }).first()).toHaveText(friend);
  await expectNoAccessibilityViolations(page);

  // The mail holds the parent's link.
  const { mails } = await (await request.get(`/api/admin/mails?recipient=${encodeURIComponent(friend)}`, { headers: admin })).json();
  const link = (mails as { text: string }[]).map((mail) => mail.text.match(/https?:\/\/\S+\/lp-referral\/invitation\?godfather=[\w-]+/)?.[0]).find(Boolean);
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link!);

  // The friend, in a browser of her own.
  const friendContext = await browser.newContext();
  await refuseCookies(friendContext, baseURL!);
  const landing = readyPage(await friendContext.newPage());
  await landing.goto(pathname + search);
  await expect(landing.getByText(fr('referral.invitation.from', { email: parent.email }))).toBeVisible();
  await expect(landing.getByRole('heading', { level: 1, name: messagePattern(fr, 'referral.invitation.title', { amount: null }) })).toBeVisible();
  await expectNoAccessibilityViolations(landing);
  expect(await cookieValue(friendContext, 'lc_godfather')).toBe(encodeURIComponent(parent.email));

  await landing.getByRole('link', { name: fr('referral.invitation.signUp') }).click();
  const form = landing.getByRole('form', { name: fr('signup.title') });
  await form.getByRole('textbox', { name: fr('signup.firstname.label'), exact: true }).fill('Margaux');
  await form.getByRole('textbox', { name: fr('signup.lastname.label'), exact: true }).fill('Lefèvre');
  await form.getByRole('textbox', { name: fr('signup.email.label') }).fill(friend);
  await form.getByLabel(fr('signup.password.label'), { exact: true }).fill('Une-Amie-Fidele-2026');
  await form.getByRole('button', { name: fr('signup.submit') }).click();
  await expect(landing).toHaveURL(/\/shop$/);

  // Her welcome code waits in her account; then her first order, paid with the sandbox card.
  const friendHeaders = { Authorization: `Bearer ${await cookieValue(friendContext, 'lc_access_token')}`, 'X-LC-Locale': 'fr' };
  const codes = await (await request.get('/api/clients/me/coupon-codes', { headers: friendHeaders })).json();
  expect(codes.coupons).toEqual([expect.objectContaining({ origin: 'REFERRAL', amount: 15 })]);
  await readyToPay(request, friendHeaders);
  await payTheCart(landing);
  await friendContext.close();

  // The parent sees her rewarded, and 15 € in the wallet.
  await page.goto('/infos/referral');
  const margaux = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Margaux' }) });
  await expect(margaux.getByText(fr('referral.stage.REWARDED'))).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText(messagePattern(fr, 'referral.account.rewards', { amount: null }))).toHaveText(/15\s€/);
  const wallet = await (await request.get('/api/clients/me/wallet', { headers: parent.headers })).json();
  expect(wallet.amount).toBe(15);
  expect(wallet.transactions).toEqual([expect.objectContaining({ reason: 'REFERRAL_REWARD', amount: 15 })]);
});

test('points given by customer service become a 10 € code on /infos/loyalty, and the shop checkout takes it off the order', async ({ page, request, context, baseURL }) => {
  const shopper = await newShopper(request, 'fr', 'FR', { firstname: 'Anaïs', lastname: 'Petit' });
  const given = await request.post(`/api/admin/clients/${shopper.tokens.client_id}/ledger_adjustments`, { headers: admin, data: { account: 'POINTS', amount: 250, note: 'Bienvenue', key: 'e2e-club-points' } });
  expect(given.status()).toBe(201);
  await readyToPay(request, shopper.headers);
  await signInBrowser(context, baseURL!, shopper);

  await page.goto('/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: fr('loyalty.page.title') })).toBeVisible();
  await expect(page.getByText(fr('loyalty.page.yourPoints', { points: 250 }))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: fr('loyalty.page.cta.account') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('loyalty.account.title') })).toBeVisible();
  await expect(page.getByText(fr('loyalty.points', { points: 250 }), { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: messagePattern(fr, 'loyalty.convert.buttonNamed', { points: 200, amount: null }) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(fr('loyalty.convert.text', { left: 50, months: 6 }));
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: fr('loyalty.convert.confirm') }).click();
  const done = page.getByText(messagePattern(fr, 'loyalty.convert.done', { code: null, amount: null }));
  await expect(done).toBeVisible();
  await expect(page.getByText(fr('loyalty.points', { points: 50 }), { exact: true })).toBeVisible();
  const codes = page.getByRole('region', { name: fr('loyalty.codes.title') });
  const code = (await codes.locator('code').first().textContent())!;
  expect(code).toMatch(/^[A-Z0-9-]+$/);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: fr('loyalty.account.history') }).click();
  await expect(page).toHaveURL('/infos/loyalty/history');
  const conversion = page.getByRole('row').filter({ hasText: fr('loyalty.source.COUPON', { name: code }) });
  await expect(conversion.getByRole('cell').nth(1)).toHaveText(fr('loyalty.reason.POINTS_CONVERTED') + fr('loyalty.source.COUPON', { name: code }));
  await expect(conversion.getByRole('cell').nth(2)).toHaveText('-200 pts');
  await expect(page.getByRole('row').filter({ hasText: 'Bienvenue' }).getByRole('cell').nth(2)).toHaveText('+250 pts');
  await expectNoAccessibilityViolations(page);

  // The shop's checkout takes the code: 10 € off.
  await page.goto('/shop/checkout');
  await page.getByRole('textbox', { name: fr('shop.checkout.code.label') }).fill(code);
  await page.getByRole('button', { name: fr('shop.checkout.code.apply') }).click();
  await expect(page.getByText(fr('shop.checkout.code.applied', { code }))).toBeVisible();
  await page.getByRole('checkbox', { name: fr('shop.checkout.terms.accept') }).check();
  await page.getByRole('button', { name: messagePattern(fr, 'shop.checkout.pay', { amount: null }) }).click();
  await expect(page).toHaveURL(/\/shop\/payment-successful\?order_id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order_id');
  const order = await (await request.get(`/api/clients/me/orders/${orderId}`, { headers: shopper.headers })).json();
  expect(order).toMatchObject({ status: 'PAID', discount_code: code, discount_amount_ttc: 10 });
});

test('the public Little Club and referral pages, in German, say the terms and the offer', async ({ page }) => {
  await page.goto('/de/loyalty');
  const de = messagesOf('de');
  await expect(page.getByRole('heading', { level: 1, name: de('loyalty.page.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: de('loyalty.page.terms') })).toHaveAttribute('href', '/de/terms-and-conditions#little-club');
  await expectNoAccessibilityViolations(page);
  await page.goto('/de/referral');
  await expect(page.getByRole('heading', { level: 3, name: messagePattern(de, 'referral.page.how.reward.title', { godfather: null }) })).toHaveText(/15\s€/);
  await expectNoAccessibilityViolations(page);
});
