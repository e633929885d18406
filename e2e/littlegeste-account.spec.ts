import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { E2E_ADMIN_TOKEN } from './env';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { messagePattern, newShopper, signInBrowser } from './support/shop';
import { expect, test } from './support/test';

/*
 * Little Geste against the real server: a new client's parcel from its label to the reward in the
 * wallet, as the account page shows it; and the public page that leads to the start.
 */

const de = messagesOf('de');
const nl = messagesOf('nl');
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('a new client follows a Little Geste parcel from its label to the 5 € in the wallet (German)', async ({ page, context, request, baseURL }) => {
  const client = await newShopper(request, 'de', 'DE', { firstname: 'Lena', lastname: 'Weber' });
  const address = await request.post('/api/clients/me/shipping-addresses', {
    headers: client.headers,
    data: { street: 'Kastanienallee 12', postcode: '10435', city: 'Berlin', country_code: 'DE', phone: '+49 30 1234567' },
  });
  expect(address.status(), await address.text()).toBe(201);
  const created = await request.post('/api/clients/me/recycle-labels', {
    headers: { ...client.headers, 'Idempotency-Key': `littlegeste-account-${client.tokens.client_id}` },
    data: { address_id: (await address.json()).id, drop_off: 'POST_OFFICE' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const label = (await created.json()) as { id: number; barcode: string; carrier: string };
  await signInBrowser(context, baseURL!, client);

  await page.goto('/de/infos/littlegeste');
  await expect(page.getByRole('heading', { level: 1, name: de('littlegeste.account.title') })).toBeVisible();
  await expect(page.getByText(de('littlegeste.account.allowance.left', { remaining: 1, limit: 2 }))).toBeVisible();
  const parcel = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: de('littlegeste.account.parcel', { barcode: label.barcode }) }) });
  await expect(parcel.getByText(de('littlegeste.stage.CREATED'), { exact: true })).toBeVisible();
  await expect(parcel.getByText(de('littlegeste.account.dropOff.postOffice', { carrier: label.carrier }))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), parcel.getByRole('button', { name: de('littlegeste.label.downloadOf', { barcode: label.barcode }) }).click()]);
  expect(download.suggestedFilename()).toBe(`little-geste-${label.barcode}.pdf`);
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  expect(pdf.getPageCount()).toBe(1);

  // The carrier scans the parcel at the post office, then the workshop receives it.
  for (const event of ['DROPPED_OFF', 'RECEIVED']) {
    const scanned = await request.post(`/api/admin/recycle-labels/${label.id}/events`, { headers: admin, data: { event } });
    expect(scanned.status(), await scanned.text()).toBe(200);
  }

  await page.reload();
  await expect(parcel.getByText(de('littlegeste.stage.REWARDED'), { exact: true })).toBeVisible();
  await expect(parcel.getByText(messagePattern(de, 'littlegeste.account.rewardCredited', { amount: null, date: null }))).toContainText('5');
  await expect(parcel.getByRole('button', { name: /herunterladen/ })).toHaveCount(0);
  await expect(page.getByText(messagePattern(de, 'littlegeste.account.total', { amount: null }))).toContainText('5');
  await expectNoAccessibilityViolations(page);

  await page.goto('/de/infos/wallet');
  await expect(page.getByRole('heading', { level: 1, name: de('wallet.title') })).toBeVisible();
  await expect(page.getByText(de('wallet.reason.RECYCLE_REWARD', { name: label.barcode }))).toBeVisible();
});

test('the Dutch Little Geste page, rendered by the server, tells the reward and leads to the start', async ({ page, request }) => {
  // The server sends the page whole: its programme comes from the offer before any script runs.
  const html = await (await request.get('/nl/littlegeste')).text();
  expect(html).toContain(nl('littlegeste.public.how.title'));
  expect(html).toContain('Nederland');

  await page.goto('/nl/littlegeste');
  await expect(page.getByRole('heading', { level: 1, name: nl('littlegeste.public.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: messagePattern(nl, 'littlegeste.public.how.reward.title', { reward: null }) })).toContainText('5');
  await expect(page.getByText(nl('littlegeste.public.refused.underwear'))).toBeVisible();
  await expect(page.getByRole('link', { name: nl('littlegeste.public.terms') })).toHaveAttribute('href', '/nl/terms-and-conditions#recycle');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: nl('littlegeste.public.cta.start') }).click();
  await expect(page).toHaveURL('/nl/littlegeste/create-label');
});
