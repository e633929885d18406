import { expect, test } from './support/test';
import { E2E_SHORT_TOKEN_TTL } from './env';
import { cookieValue, DEMO, REFRESH_COOKIE } from './support/accounts';
import { messagesOf } from './support/messages';

// This server's access tokens last E2E_SHORT_TOKEN_TTL seconds.
const fr = messagesOf('fr');
const pastExpiry = (E2E_SHORT_TOKEN_TTL + 1) * 1000;

test.beforeEach(async ({ page }) => {
  await page.goto('/infos/edit');
  await expect(page).toHaveURL('/login?redirect=%2Finfos%2Fedit');
  await page.getByLabel(fr('login.email.label'), { exact: true }).fill(DEMO.parent.email);
  await page.getByLabel(fr('login.password.label'), { exact: true }).fill(DEMO.parent.password);
  await page.getByRole('button', { name: fr('login.submit') }).click();
  await expect(page).toHaveURL('/infos/edit');
  await expect(page.getByLabel(fr('account.edit.firstname.label'), { exact: true })).toHaveValue('Camille');
});

test('past the access token lifetime the app keeps working: the refresh is invisible', async ({ page, context }) => {
  const first = await cookieValue(context, 'lc_access_token');
  await page.waitForTimeout(pastExpiry);

  // A save with an expired token: refreshed, retried, saved; the user sees only the success.
  await page.getByLabel(fr('account.edit.lastname.label'), { exact: true }).fill('Martin-Roux');
  await page.getByRole('button', { name: fr('account.edit.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: fr('account.edit.saved') })).toBeVisible();
  await expect(page).toHaveURL('/infos/edit');
  expect(await cookieValue(context, 'lc_access_token')).not.toBe(first);

  // Expired again, and the page reloaded: the start-up load refreshes too.
  await page.waitForTimeout(pastExpiry);
  await page.goto('/infos');
  await expect(page.getByRole('heading', { level: 1, name: fr('account.greeting', { firstname: 'Camille' }) })).toBeVisible();
  await expect(page).toHaveURL('/infos');

  // Put things back for the next journey.
  await page.goto('/infos/edit');
  await page.getByLabel(fr('account.edit.lastname.label'), { exact: true }).fill('Martin');
  await page.getByRole('button', { name: fr('account.edit.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: fr('account.edit.saved') })).toBeVisible();
});

test('a revoked session sends the user to login with the way back', async ({ page, context, request }) => {
  // Signed out elsewhere (another device, or the refresh token was stolen and revoked); the
  // browser keeps its cookie.
  const refreshToken = await cookieValue(context, REFRESH_COOKIE);
  expect(refreshToken).toBeTruthy();
  const revoked = await request.post('/api/clients/token/revoke', { data: { refresh_token: refreshToken } });
  expect(revoked.status()).toBe(204);

  await page.getByLabel(fr('account.edit.lastname.label'), { exact: true }).fill('Martin-Roux');
  await page.getByRole('button', { name: fr('account.edit.submit') }).click();
  await expect(page).toHaveURL('/login?redirect=%2Finfos%2Fedit&reason=expired');
  await expect(page.getByText(fr('login.expired'))).toBeVisible();
  expect(await cookieValue(context, REFRESH_COOKIE)).toBeUndefined();

  // Signing in again leads back to the page.
  await page.getByLabel(fr('login.email.label'), { exact: true }).fill(DEMO.parent.email);
  await page.getByLabel(fr('login.password.label'), { exact: true }).fill(DEMO.parent.password);
  await page.getByRole('button', { name: fr('login.submit') }).click();
  await expect(page).toHaveURL('/infos/edit');
  await expect(page.getByLabel(fr('account.edit.lastname.label'), { exact: true })).toHaveValue('Martin');
});
