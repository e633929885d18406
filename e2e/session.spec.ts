import { expectNoAccessibilityViolations } from './support/axe';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { cookieValue, DEMO, freshEmail, REFRESH_COOKIE, signInByApi } from './support/accounts';
import { messagesOf } from './support/messages';

const fr = messagesOf('fr');
const de = messagesOf('de');

/**
 * Signed in, the browser holds the session's refresh token in the server's cookie (HttpOnly,
 * SameSite=Strict, only sent to the token calls), and no script of the page can read it.
 */
async function expectRefreshTokenOutOfScripts(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === REFRESH_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/clients/token' });
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain(cookie!.value);
  expect(readable).not.toMatch(/(^|; )lc_refresh(_token)?=/);
}

async function signIn(page: Page, t: typeof fr, email: string, password: string) {
  await page.getByLabel(t('login.email.label'), { exact: true }).fill(email);
  await page.getByLabel(t('login.password.label'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('login.submit') }).click();
}

test('a visitor signs up from a guarded page and comes back to it, signed in', async ({ page, context }) => {
  const email = freshEmail('lea');
  await page.goto('/infos/edit');
  await expect(page).toHaveURL('/login?redirect=%2Finfos%2Fedit');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('tab', { name: fr('login.tabs.signUp') }).click();
  await page.getByLabel(fr('signup.firstname.label'), { exact: true }).fill('Léa');
  await page.getByLabel(fr('signup.lastname.label'), { exact: true }).fill('Moreau');
  await page.getByLabel(fr('signup.email.label'), { exact: true }).fill(email);
  await page.getByLabel(fr('signup.password.label'), { exact: true }).fill('Une-Malle-Pour-Lea');
  await page.getByLabel(fr('signup.optins.kid'), { exact: true }).check();
  await page.getByRole('button', { name: fr('signup.submit') }).click();

  await expect(page).toHaveURL('/infos/edit');
  await expect(page.getByLabel(fr('account.edit.email.label'), { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(fr('account.edit.firstname.label'), { exact: true })).toHaveValue('Léa');
  await expectRefreshTokenOutOfScripts(page);

  // The account exists on the server, with its opt-in.
  const token = await cookieValue(context, 'lc_access_token');
  const me = await page.request.get('/api/clients/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ email, firstname: 'Léa', is_optin_kid: true, is_signed_up: true, locale: 'fr' });
});

test('a client signs in in German, reaches the guarded page, and signs out', async ({ page, context }) => {
  await page.goto('/de/infos/orders?tab=2');
  await expect(page).toHaveURL('/de/login?redirect=%2Fde%2Finfos%2Forders%3Ftab%3D2');

  await signIn(page, de, DEMO.woman.email, 'nicht-das-Passwort');
  await expect(page.getByRole('alert')).toHaveText(de('login.failure.invalidCredentials'));

  await signIn(page, de, DEMO.woman.email, DEMO.woman.password);
  await expect(page).toHaveURL('/de/infos/orders?tab=2');
  await expectRefreshTokenOutOfScripts(page);

  await page.goto('/de/infos');
  await expect(page.getByRole('heading', { level: 1, name: de('account.greeting', { firstname: 'Julia' }) })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Opening /logout signs nobody out: a signed-in client is sent home from it, still signed in.
  await page.goto('/de/logout');
  await expect(page).toHaveURL('/de');
  await page.goto('/de/infos');
  await expect(page.getByRole('heading', { level: 1, name: de('account.greeting', { firstname: 'Julia' }) })).toBeVisible();

  await page.getByRole('button', { name: de('account.signOut') }).click();
  await expect(page).toHaveURL('/de/logout');
  await expect(page.getByRole('heading', { level: 1, name: de('logout.title') })).toBeVisible();
  expect(await cookieValue(context, 'lc_access_token')).toBeUndefined();
  expect(await cookieValue(context, REFRESH_COOKIE)).toBeUndefined();

  await page.goto('/de/infos');
  await expect(page).toHaveURL('/de/login?redirect=%2Fde%2Finfos');
});

test('changing the language while signed in saves it to the account', async ({ page, context }) => {
  await page.goto('/login');
  await signIn(page, fr, DEMO.parent.email, DEMO.parent.password);
  await expect(page).toHaveURL('/');
  await page.goto('/infos');
  await expect(page.getByRole('heading', { level: 1, name: fr('account.greeting', { firstname: 'Camille' }) })).toBeVisible();

  await page.getByLabel(fr('footer.locale.label'), { exact: true }).selectOption('nl-BE');
  await expect(page).toHaveURL('/nl/infos');
  await expect(page.getByRole('heading', { level: 1, name: messagesOf('nl')('account.greeting', { firstname: 'Camille' }) })).toBeVisible();

  const token = await cookieValue(context, 'lc_access_token');
  await expect
    .poll(async () => (await (await page.request.get('/api/clients/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as unknown)
    .toMatchObject({ locale: 'nl', country: 'BE' });

  // Back to French for the journeys that follow.
  await page.getByLabel(messagesOf('nl')('footer.locale.label')).selectOption('fr-FR');
  await expect(page).toHaveURL('/infos');
});

test('an administrator opens an impersonation link and acts as the client', async ({ page, context, request }) => {
  const admin = await signInByApi(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.post('/api/admin/impersonations', {
    headers: { Authorization: `Bearer ${admin.access_token}` },
    data: { email: DEMO.parent.email },
  });
  expect(answer.status()).toBe(201);
  const { path } = (await answer.json()) as { path: string };
  expect(path).toContain('connect-as-access-token=');

  // Nobody else may: a client's own token is refused.
  const client = await signInByApi(request, DEMO.woman.email, DEMO.woman.password);
  const refused = await request.post('/api/admin/impersonations', { headers: { Authorization: `Bearer ${client.access_token}` }, data: { email: DEMO.parent.email } });
  expect(refused.status()).toBe(403);

  await page.goto(path);
  await expect(page).toHaveURL('/infos');
  await expect(page.getByText(fr('session.impersonation.notice', { client: 'Camille Martin', admin: DEMO.admin.email }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fr('account.greeting', { firstname: 'Camille' }) })).toBeVisible();
  expect(await cookieValue(context, REFRESH_COOKIE)).toBeUndefined();

  // Acting as the client: a change is saved to the client's account.
  await page.getByRole('link', { name: new RegExp(fr('account.tile.edit')) }).click();
  await page.getByLabel(fr('account.edit.phone.label'), { exact: true }).fill('06 12 34 56 78');
  await page.getByRole('button', { name: fr('account.edit.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: fr('account.edit.saved') })).toBeVisible();
  const parent = await signInByApi(request, DEMO.parent.email, DEMO.parent.password);
  const me = await request.get('/api/clients/me', { headers: { Authorization: `Bearer ${parent.access_token}` } });
  expect(await me.json()).toMatchObject({ phone: '0612345678', impersonated_by: null });
});
