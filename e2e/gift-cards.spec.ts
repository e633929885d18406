import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addSessionCookies, freshEmail } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { addAddress, addTestCard, fillCart, inStockVariants, messagePattern, newShopper, signInBrowser, TEST_CARDS } from './support/shop';
import { E2E_ADMIN_TOKEN } from './env';

const de = messagesOf('de');
const fr = messagesOf('fr');
type Message = typeof de;
const admin = { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } };

/** A new card typed in the sandbox's test form, as a payer does. */
async function addCardInForm(page: Page, t: Message, number: string) {
  await page.getByLabel(t('payment.card.number'), { exact: true }).fill(number);
  await page.getByLabel(t('payment.card.expiry'), { exact: true }).fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel(t('payment.card.cvc'), { exact: true }).fill('123');
  await page.getByRole('button', { name: t('payment.add.submit') }).click();
}

/** The card composed on the gift card page, then on to the checkout. */
async function composeCard(page: Page, t: Message, card: { amount: string; name: string; email: string; design: string; message?: string }) {
  await page.getByRole('radiogroup', { name: t('giftcard.form.amount') }).getByRole('radio', { name: new RegExp(`(^|\\D)${card.amount}(\\D|$)`) }).click();
  await page.getByRole('radiogroup', { name: t('giftcard.form.design') }).getByRole('radio', { name: card.design }).click();
  await page.getByLabel(t('giftcard.form.recipientName'), { exact: true }).fill(card.name);
  await page.getByLabel(t('giftcard.form.recipientEmail'), { exact: true }).fill(card.email);
  if (card.message) await page.getByLabel(t('giftcard.form.message'), { exact: true }).fill(card.message);
  await page.getByRole('button', { name: t('giftcard.form.continue') }).click();
}

test('a visitor in German buys a gift card for a woman, signing up on the way; the recipient gets the code and its PDF card, adds it to her wallet and pays part of a shop order with it', async ({ page, context, request }) => {
  const recipient = freshEmail('lena');
  const buyer = freshEmail('anna');

  // The woman gift card page, its own words, the card previewed as it is filled in.
  await page.goto('/de/giftcard?for=woman');
  await expect(page).toHaveTitle(/Gutschein für Damen/);
  await expect(page.getByRole('heading', { level: 1, name: de('giftcard.offer.woman.title') })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: de('giftcard.form.continue') }).click();
  await expect(page.getByText(de('giftcard.error.nameMissing'))).toBeVisible();
  await expect(page.getByLabel(de('giftcard.form.recipientName'), { exact: true })).toBeFocused();
  await composeCard(page, de, { amount: '80', name: 'Lena', email: recipient, design: de('giftcard.design.HEART'), message: 'Alles Liebe zum Geburtstag!' });

  // Sent to sign in; she creates her account from there and comes back to the checkout, the card kept.
  await expect(page).toHaveURL(`/de/login?redirect=${encodeURIComponent('/de/giftcard/checkout')}`);
  await page.getByRole('tab', { name: de('login.tabs.signUp') }).click();
  await page.getByLabel(de('signup.firstname.label'), { exact: true }).fill('Anna');
  await page.getByLabel(de('signup.lastname.label'), { exact: true }).fill('Becker');
  await page.getByLabel(de('signup.email.label'), { exact: true }).fill(buyer);
  await page.getByLabel(de('signup.password.label'), { exact: true }).fill('Ein-Schoenes-Geschenk-2026');
  await page.getByRole('button', { name: de('signup.submit') }).click();
  await expect(page).toHaveURL('/de/giftcard/checkout');
  const summary = page.getByRole('region', { name: de('giftcard.checkout.summary') });
  await expect(summary.getByText(`Lena · ${recipient}`)).toBeVisible();
  await expect(summary.getByText('Alles Liebe zum Geburtstag!')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The sandbox's test card, then the payment.
  await addCardInForm(page, de, TEST_CARDS.success);
  await page.getByRole('button', { name: messagePattern(de, 'giftcard.checkout.pay', { amount: null }) }).click();
  await expect(page).toHaveURL(/\/de\/giftcard\/payment-successful\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: de('giftcard.success.title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: de('giftcard.success.sent', { name: 'Lena', email: recipient }) })).toBeVisible();
  await expect(page.getByText(messagePattern(de, 'giftcard.success.last4', { last4: null, name: 'Lena' }))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The recipient's mail holds the code and the printable card.
  const { mails } = (await (await request.get(`/api/admin/mails?recipient=${encodeURIComponent(recipient)}`, admin)).json()) as {
    mails: { text: string; attachments: { filename: string; content_type: string }[] }[];
  };
  expect(mails).toHaveLength(1);
  const code = mails[0]!.text.match(/LC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0];
  expect(code).toBeDefined();
  expect(mails[0]!.attachments).toEqual([expect.objectContaining({ filename: expect.stringMatching(/\.pdf$/), content_type: 'application/pdf' })]);
  // The buyer saw only its last characters.
  await expect(page.getByText(code!)).toHaveCount(0);
  await expect(page.getByText(messagePattern(de, 'giftcard.success.last4', { last4: code!.slice(-4), name: 'Lena' }))).toBeVisible();

  // The recipient signs up and adds the card, typed loosely, to her wallet.
  const created = await request.post('/api/clients', { headers: { 'X-LC-Locale': 'de' }, data: { email: recipient, password: 'Lenas-Geschenk-2026', country: 'DE', firstname: 'Lena', lastname: 'Vogel' } });
  expect(created.status()).toBe(201);
  await context.clearCookies();
  const lenaTokens = (await created.json()) as { access_token: string; refresh_token: string; client_id: number };
  await addSessionCookies(context, new URL(page.url()).origin, lenaTokens);
  await page.goto('/de/infos/add-giftcard');
  await expect(page.getByRole('heading', { level: 1, name: de('giftcard.add.title') })).toBeVisible();
  await page.getByLabel(de('giftcard.add.code'), { exact: true }).fill(`  ${code!.toLowerCase()} `);
  await page.getByRole('button', { name: de('giftcard.add.check') }).click();
  const card = page.getByRole('region', { name: messagePattern(de, 'giftcard.add.found', { amount: null }) });
  await expect(card.getByText(de('giftcard.add.from', { name: 'Anna' })).first()).toBeVisible();
  await expect(card.getByText('Alles Liebe zum Geburtstag!')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await card.getByRole('button', { name: de('giftcard.add.redeem') }).click();
  await expect(page.getByRole('status').filter({ hasText: messagePattern(de, 'giftcard.add.redeemed', { amount: null }) })).toBeVisible();
  await expect(page.getByText(messagePattern(de, 'giftcard.add.balance', { amount: null }))).toHaveText(/80,00\s€|80\s€/);
  await expectNoAccessibilityViolations(page);
  await expect(page.getByRole('link', { name: de('giftcard.add.toWallet') })).toHaveAttribute('href', '/de/infos/wallet');

  // Once only: the same code again is said to be used.
  await page.getByRole('button', { name: de('giftcard.add.another') }).click();
  await page.getByLabel(de('giftcard.add.code'), { exact: true }).fill(code!);
  await page.getByRole('button', { name: de('giftcard.add.check') }).click();
  await expect(page.getByRole('alert').filter({ hasText: de('website.error.code.GIFT_CARD_ALREADY_USED') })).toBeVisible();

  // She pays part of a shop order with her wallet, the card the rest.
  const lena = { Authorization: `Bearer ${lenaTokens.access_token}`, 'X-LC-Locale': 'de' };
  await addAddress(request, lena, 'billing');
  await addAddress(request, lena, 'shipping');
  await addTestCard(request, lena, TEST_CARDS.success);
  await fillCart(request, lena, await inStockVariants(request, 4));
  const cart = (await (await request.get('/api/clients/me/cart', { headers: lena })).json()) as { total_amount_ttc: number };
  expect(cart.total_amount_ttc).toBeGreaterThan(80);
  await page.goto('/de/shop/checkout');
  await expect(page.getByRole('switch', { name: messagePattern(de, 'wallet.use', { amount: null }) })).toBeChecked();
  await page.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }).check();
  await page.getByRole('button', { name: messagePattern(de, 'shop.checkout.pay', { amount: null }) }).click();
  await expect(page).toHaveURL(/\/de\/shop\/payment-successful\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const paidOrder = (await (await request.get(`/api/clients/me/orders/${orderId}`, { headers: lena })).json()) as { status: string; total_amount_ttc: number; wallet_amount_ttc: number; card_amount_ttc: number };
  expect(paidOrder).toMatchObject({ status: 'PAID', wallet_amount_ttc: 80 });
  expect(paidOrder.card_amount_ttc).toBeCloseTo(paidOrder.total_amount_ttc - 80, 2);
  expect(((await (await request.get('/api/clients/me/wallet', { headers: lena })).json()) as { amount: number }).amount).toBe(0);
});

test('a card the bank refuses is said with its reason, then another card pays the gift card', async ({ page, context, request, baseURL }) => {
  const shopper = await newShopper(request, 'fr', 'FR', { firstname: 'Camille', lastname: 'Roux' });
  await addTestCard(request, shopper.headers, TEST_CARDS.insufficientFunds);
  await signInBrowser(context, baseURL!, shopper);

  await page.goto('/giftcard?for=kid');
  await expect(page.getByRole('heading', { level: 1, name: fr('giftcard.offer.kid.title') })).toBeVisible();
  await composeCard(page, fr, { amount: '50', name: 'Emma', email: freshEmail('emma'), design: fr('giftcard.design.STARS') });
  await expect(page).toHaveURL('/giftcard/checkout');

  await page.getByRole('button', { name: messagePattern(fr, 'giftcard.checkout.pay', { amount: null }) }).click();
  await expect(page.getByRole('alert').filter({ hasText: fr('website.error.payment.insufficient_funds') })).toBeVisible();
  await expect(page.getByRole('radio', { name: /9995/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: messagePattern(fr, 'giftcard.checkout.pay', { amount: null }) })).toBeDisabled();
  await expectNoAccessibilityViolations(page);

  await addCardInForm(page, fr, TEST_CARDS.success);
  await page.getByRole('button', { name: messagePattern(fr, 'giftcard.checkout.pay', { amount: null }) }).click();
  await expect(page).toHaveURL(/\/giftcard\/payment-successful\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: fr('giftcard.success.title') })).toBeVisible();
});

test('a card that asks for 3-D Secure: the buyer approves at the bank and comes back to the card paid, in Dutch', async ({ page, context, request, baseURL }) => {
  const nl = messagesOf('nl');
  const shopper = await newShopper(request, 'nl', 'NL', { firstname: 'Sanne', lastname: 'de Vries' });
  await addTestCard(request, shopper.headers, TEST_CARDS.threeDSecure);
  await signInBrowser(context, baseURL!, shopper);

  await page.goto('/nl/giftcard?for=kid');
  await composeCard(page, nl, { amount: '25', name: 'Noah', email: freshEmail('noah'), design: nl('giftcard.design.RAINBOW') });
  await expect(page).toHaveURL('/nl/giftcard/checkout');
  await page.getByRole('button', { name: messagePattern(nl, 'giftcard.checkout.pay', { amount: null }) }).click();

  // The bank's page (the sandbox's stand-in), then back to the result, the payment settled.
  await expect(page).toHaveURL(/\/sandbox\/approve\//);
  await page.getByRole('button', { name: nl('payment.approval.approve') }).click();
  await expect(page).toHaveURL(/\/nl\/giftcard\/payment-successful\?id=\d+&redirect_result=/);
  await expect(page.getByRole('heading', { level: 1, name: nl('giftcard.success.title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: messagePattern(nl, 'giftcard.success.sent', { name: 'Noah', email: null }) })).toBeVisible();
});
