import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { E2E_ADMIN_TOKEN } from './env';
import { DEMO, signInBrowserAs, signInByApi } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { newShopper, signInBrowser } from './support/shop';
import { expect, test } from './support/test';

/*
 * Returns against the real server: a piece of a delivered shop order sent back for a refund (the
 * label's PDF, the warehouse's scan, the refund), and the choice of a relay point to drop parcels at.
 */

const fr = messagesOf('fr');
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('Camille returns a piece of her delivered order, prints its label, and sees the refund once the warehouse has the parcel', async ({ page, context, request, baseURL }) => {
  const tokens = await signInByApi(request, DEMO.parent.email, DEMO.parent.password);
  const camille = { Authorization: `Bearer ${tokens.access_token}` };
  // The seed gives Camille a paid shop order delivered a few days ago.
  const overview = await (await request.get('/api/clients/me/returns', { headers: camille })).json();
  const order = overview.orders.find((entry: { returnable_quantity: number }) => entry.returnable_quantity > 0);
  expect(order, 'Camille has a delivered order to return').toBeTruthy();
  const options = await (await request.get(`/api/clients/me/orders/${order.order_id}/return`, { headers: camille })).json();
  const piece = options.lines.find((line: { returnable_quantity: number }) => line.returnable_quantity > 0);
  await signInBrowserAs(context, request, baseURL!, DEMO.parent);

  await page.goto('/infos/returns');
  await expect(page.getByRole('heading', { level: 1, name: fr('returns.title') })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: fr('returns.orderEntry.title', { id: order.order_id }) }) });
  await expect(entry.getByText(fr('returns.orderEntry.returnable', { count: order.returnable_quantity }))).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await entry.getByRole('link', { name: fr('returns.orderEntry.start') }).click();

  await expect(page).toHaveURL(`/infos/returns/order/${order.order_id}`);
  await expect(page.getByRole('heading', { level: 1, name: fr('returns.order.title', { id: order.order_id }) })).toBeVisible();
  const line = page.getByRole('group', { name: new RegExp(`^${piece.name}`) });
  await line.getByRole('checkbox', { name: fr('returns.order.line.choose') }).check();
  await line.getByRole('combobox', { name: fr('returns.order.line.reason') }).selectOption({ label: fr('returns.reason', { reason: 'TOO_SMALL' }) });
  await line.getByRole('textbox', { name: fr('returns.order.line.comment') }).fill('Taille un peu juste aux épaules.');
  await expect(page.getByText(fr('returns.order.refund.when'))).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: fr('returns.order.submit') }).click();

  await expect(page).toHaveURL(`/infos/returns/order/${order.order_id}/success`);
  await expect(page.getByRole('heading', { level: 1, name: fr('returns.success.title') })).toBeVisible();
  await expect(page.getByText(fr('returns.success.lead', { count: 1, id: order.order_id }))).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: fr('returns.label.download') }).click()]);
  const [label] = await (await request.get('/api/clients/me/return-labels', { headers: camille })).json();
  expect(download.suggestedFilename()).toBe(`little-closet-return-${label.barcode}.pdf`);
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  expect(pdf.getPageCount()).toBe(1);

  // The warehouse scans the parcel: the refund goes back to the card.
  const received = await request.post(`/api/admin/return-labels/${label.id}/received`, { headers: admin });
  expect(received.status(), await received.text()).toBe(200);

  await page.goto('/infos/returns');
  const after = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: fr('returns.orderEntry.title', { id: order.order_id }) }) });
  await expect(after.getByText(fr('returns.stage', { stage: 'REFUNDED' }), { exact: true })).toBeVisible();
  await expect(after.getByText(new RegExp(fr('returns.refund.done', { amount: 'AMOUNT' }).replace('AMOUNT', '.+')))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.goto('/infos/return-labels');
  await expect(page.getByRole('heading', { level: 2, name: fr('returns.labels.order', { id: order.order_id }) })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${fr('returns.labels.received', { date: 'DATE' }).replace('DATE', '.+')}$`))).toBeVisible();
});

test('a client chooses the relay point her parcels go back from, and the confirmation names it', async ({ page, context, request, baseURL }) => {
  const shopper = await newShopper(request, 'fr', 'FR', { firstname: 'Chloé', lastname: 'Bernard' });
  await signInBrowser(context, baseURL!, shopper);

  await page.goto('/infos/edit/return-mode');
  await expect(page.getByRole('heading', { level: 1, name: fr('returns.mode.title') })).toBeVisible();
  await expect(page.getByRole('radio', { name: fr('returns.mode.name', { mode: 'POST_OFFICE' }) })).toBeChecked();
  await page.getByRole('radio', { name: fr('returns.mode.name', { mode: 'RELAY' }) }).click();
  await page.getByRole('textbox', { name: fr('returns.mode.postcode') }).fill('75011');
  await page.getByRole('button', { name: fr('returns.mode.search') }).click();
  const points = page.getByRole('radiogroup', { name: fr('relay.title', { carrier: 'Colissimo' }) });
  const first = points.getByRole('radio').first();
  await first.click();
  await expect(first).toBeChecked();
  const pointName = (await page.locator(`label[for="${await first.getAttribute('id')}"]`).textContent())!;
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: fr('returns.mode.save') }).click();

  await expect(page).toHaveURL('/infos/edit/return-mode/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: fr('returns.modeSaved.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: fr('returns.modeSaved.relay') })).toBeVisible();
  await expect(page.getByText(pointName)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect(await (await request.get('/api/clients/me/return-mode', { headers: shopper.headers })).json()).toMatchObject({ mode: 'RELAY', relay_point: { name: pointName } });
});

test('Lucía gives Pablo’s trunk three more days, once, and is told plainly it cannot be done twice', async ({ page, context, request, baseURL }) => {
  const es = messagesOf('es');
  const lucia = { email: 'familia@demo.littlecloset.test', password: 'Caja-Familia-2026' };
  const tokens = await signInByApi(request, lucia.email, lucia.password);
  const overview = await (await request.get('/api/clients/me/returns', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
  const trunk = overview.trunks.find((entry: { profile_firstname: string; status: string }) => entry.profile_firstname === 'Pablo' && entry.status === 'DELIVERED');
  expect(trunk, 'Pablo’s trunk is at home').toBeTruthy();
  await signInBrowserAs(context, request, baseURL!, lucia);

  await page.goto('/es/infos/returns');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: es('returns.trunk.title', { firstname: 'Pablo', id: trunk.request_id }) }) });
  await entry.getByRole('link', { name: es('returns.trunk.extend') }).click();

  await expect(page).toHaveURL(`/es/infos/edit/return-deadline/${trunk.request_id}`);
  await expect(page.getByRole('heading', { level: 1, name: es('returns.deadlinePage.title') })).toBeVisible();
  await expect(page.getByText(es('returns.deadlinePage.rule.once'))).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: es('returns.deadlinePage.confirm', { days: 3 }) }).click();
  const moved = new Date(Date.parse(trunk.return_deadline) + 3 * 86_400_000);
  const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(moved);
  await expect(page.getByText(es('returns.deadlinePage.done', { date }))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.reload();
  await expect(page.getByText(es('returns.deadlinePage.refused.ALREADY_EXTENDED', { date }))).toBeVisible();
  await expect(page.getByRole('button', { name: es('returns.deadlinePage.confirm', { days: 3 }) })).toHaveCount(0);
});
