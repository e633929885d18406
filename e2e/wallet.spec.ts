import { E2E_ADMIN_TOKEN } from './env';
import { messagesOf } from './support/messages';
import { addAddress, addTestCard, fillCart, inStockVariants, messagePattern, newShopper, signInBrowser, TEST_CARDS, type Shopper } from './support/shop';
import { expect, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';

const de = messagesOf('de');
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A fresh German shopper with addresses, a cart of one piece, and `euros` in the wallet given by customer service. */
async function shopperWithWallet(request: APIRequestContext, euros: number, card: boolean): Promise<Shopper> {
  const shopper = await newShopper(request, 'de', 'DE', { firstname: 'Lena', lastname: 'Weber' });
  await addAddress(request, shopper.headers, 'billing');
  await addAddress(request, shopper.headers, 'shipping');
  if (card) await addTestCard(request, shopper.headers, TEST_CARDS.success);
  await fillCart(request, shopper.headers, await inStockVariants(request, 1));
  const given = await request.post(`/api/admin/clients/${shopper.tokens.client_id}/ledger_adjustments`, {
    headers: admin,
    data: { account: 'WALLET', amount: euros, note: 'Willkommen', key: `wallet-journey-${shopper.tokens.client_id}` },
  });
  expect(given.status()).toBe(201);
  return shopper;
}

test('a shopper pays part of an order with the wallet and the rest by card; the wallet page lists the debit', async ({ page, context, request, baseURL }) => {
  const shopper = await shopperWithWallet(request, 5, true);
  await signInBrowser(context, baseURL!, shopper);
  // Addresses known: the checkout opens on its payment step.
  await page.goto('/de/shop/checkout');

  const toggle = page.getByRole('switch', { name: messagePattern(de, 'wallet.use', { amount: null }) });
  await expect(toggle).toBeChecked();
  await expect(page.getByText(de('wallet.share.card'))).toBeVisible();
  await page.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }).check();
  await page.getByRole('button', { name: messagePattern(de, 'shop.checkout.pay', { amount: null }) }).click();
  await expect(page.getByText(messagePattern(de, 'wallet.paidShare', { amount: null }))).toBeVisible();

  await page.goto('/de/infos/wallet');
  await expect(page.getByRole('heading', { level: 1, name: de('wallet.title') })).toBeVisible();
  await expect(page.getByText(messagePattern(de, 'wallet.reason.ORDER_PAYMENT', { name: null }))).toBeVisible();
  await expect(page.getByText(de('wallet.reason.ADJUSTMENT', { name: 'Willkommen' }))).toBeVisible();
});

test('an order the wallet pays wholly needs no card', async ({ page, context, request, baseURL }) => {
  const shopper = await shopperWithWallet(request, 500, false);
  await signInBrowser(context, baseURL!, shopper);
  // Addresses known: the checkout opens on its payment step.
  await page.goto('/de/shop/checkout');

  await expect(page.getByText(de('wallet.paysAll'))).toBeVisible();
  // No card to choose, and none asked for.
  await expect(page.getByRole('group', { name: de('shop.checkout.payment.title') })).toHaveCount(0);
  await expect(page.getByText(de('shop.checkout.missing.paymentMethod'))).toHaveCount(0);
  await page.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }).check();
  await page.getByRole('button', { name: messagePattern(de, 'wallet.pay', { amount: null }) }).click();
  await expect(page.getByText(de('wallet.paidWithWallet'))).toBeVisible();
});
