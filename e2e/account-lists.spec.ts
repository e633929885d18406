import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { E2E_ADMIN_TOKEN } from './env';
import { addSessionCookies, freshEmail } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { addAddress, addTestCard, fillCart, inStockVariants, newShopper, TEST_CARDS } from './support/shop';
import { expect, test } from './support/test';

/*
 * The account's lists that lead to a task, against the real server: the previews awaiting a
 * family (and the word for the stylist on a page of its own), the orders awaiting their payment.
 */

const de = messagesOf('de');
const nl = messagesOf('nl');
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A new German family with a girl of five whose single trunk's preview the stylist composed. */
async function familyWithPreview(request: APIRequestContext) {
  const email = freshEmail('preview-list');
  const created = await request.post('/api/clients', { headers: { 'X-LC-Locale': 'de' }, data: { email, password: 'Eine-Box-Fuer-Mia', firstname: 'Anna', lastname: `Weber-${email.slice(13, 21)}`, country: 'DE' } });
  expect(created.status()).toBe(201);
  const tokens = await created.json();
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const birthdate = new Date(Date.now() - 5.3 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  const kid = await request.post('/api/clients/me/kids', { headers, data: { firstname: 'mia', gender: 'GIRL', birthdate, quiz: { top_size: '5 ans', bottom_size: '5 ans', styles: ['casual'] } } });
  expect(kid.status()).toBe(201);
  const profileId: number = (await kid.json()).id;
  const delivery = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const trunk = await request.post(`/api/clients/me/kids/${profileId}/requests`, { headers, data: { delivery_date: delivery } });
  expect(trunk.status()).toBe(201);
  const requestId: number = (await trunk.json()).id;
  expect((await request.post(`/api/admin/requests/${requestId}/preview`, { headers: admin })).status()).toBe(201);
  const preview = async () => (await request.get(`/api/clients/me/kids/${profileId}/requests/${requestId}/preview`, { headers })).json();
  return { tokens, profileId, requestId, preview };
}

test('a parent finds the preview to validate in her list, leaves the stylist a word on its own page, and is back on the preview', async ({ page, context, request, baseURL }) => {
  const { tokens, profileId, requestId, preview } = await familyWithPreview(request);
  await addSessionCookies(context, baseURL!, tokens);

  await page.goto('/de/infos/preview');
  await expect(page.getByRole('heading', { level: 1, name: de('preview.list.title') })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: de('preview.list.trunk', { kind: 'KID', firstname: 'Mia' }) }) });
  await expect(item.getByText(new RegExp(`^${de('preview.list.state', { status: 'open' })}`))).toBeVisible();
  await expect(item.getByRole('link', { name: de('preview.list.open', { open: 'true', kind: 'KID', firstname: 'Mia' }) })).toHaveAttribute('href', `/de/infos/preview/${profileId}/${requestId}`);
  await expectNoAccessibilityViolations(page);

  await item.getByRole('link', { name: de('preview.list.comment') }).click();
  await expect(page).toHaveURL(`/de/infos/preview/${profileId}/${requestId}/comment`);
  await expect(page.getByRole('heading', { level: 1, name: de('preview.commentPage.title') })).toBeVisible();
  await page.getByLabel(de('preview.comment.label')).fill('Mia trägt gerade am liebsten Grün.');
  await page.getByRole('button', { name: de('preview.comment.save') }).click();

  await expect(page).toHaveURL(`/de/infos/preview/${profileId}/${requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: de('preview.page.title', { kind: 'KID', firstname: 'Mia' }) })).toBeVisible();
  await expect(page.getByText('Mia trägt gerade am liebsten Grün.')).toBeVisible();
  expect(await preview()).toMatchObject({ status: 'PREVIEW_READY', comment: 'Mia trägt gerade am liebsten Grün.' });
});

test('a shopper whose card was declined finds the order among those awaiting payment, and goes to pay it', async ({ page, context, request, baseURL }) => {
  const shopper = await newShopper(request, 'nl', 'NL', { firstname: 'Sanne', lastname: 'de Vries' });
  await addAddress(request, shopper.headers, 'billing');
  await addAddress(request, shopper.headers, 'shipping');
  await addTestCard(request, shopper.headers, TEST_CARDS.insufficientFunds);
  const [variant] = await inStockVariants(request, 1);
  await fillCart(request, shopper.headers, [variant!]);
  const [billing] = (await (await request.get('/api/clients/me/billing-addresses', { headers: shopper.headers })).json()).addresses;
  const [shipping] = (await (await request.get('/api/clients/me/shipping-addresses', { headers: shopper.headers })).json()).addresses;
  const [card] = (await (await request.get('/api/clients/me/payment-methods', { headers: shopper.headers })).json()).payment_methods;
  const ordered = await request.post('/api/clients/me/orders', {
    headers: { ...shopper.headers, 'Idempotency-Key': randomUUID() },
    data: { billing_address_id: billing.id, shipping_mode: 'HOME', shipping_address_id: shipping.id, payment_method_id: card.id, terms_accepted: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = await ordered.json();
  const paid = await request.post(`/api/clients/me/orders/${order.id}/payment`, { headers: shopper.headers, data: { payment_method_id: card.id } });
  expect(await paid.json()).toMatchObject({ status: 'PAYMENT_FAILED' });
  await addSessionCookies(context, baseURL!, shopper.tokens);

  await page.goto('/nl/infos/failed-payment');
  await expect(page.getByRole('heading', { level: 1, name: nl('shop.orders.failedPayment.title') })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: nl('shop.orders.order', { id: order.id }) }) });
  await expect(item.getByText(nl('shop.orders.status', { status: 'PAYMENT_FAILED' }))).toBeVisible();
  await expect(item.getByText(new RegExp(`^1 × ${order.lines[0].name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `))).toBeVisible();
  await item.getByRole('link', { name: nl('shop.orders.pay') }).click();
  await expect(page).toHaveURL(`/nl/infos/failed-payment/${order.id}`);
});
