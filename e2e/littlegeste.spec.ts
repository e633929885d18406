import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { freshEmail, signInBrowserAs, signInByApi } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { expect, test } from './support/test';

/*
 * Little Geste's label creation against the real server: a visitor in Dutch who signs in on the
 * way and downloads her label, a Spanish client whose Italian address has no label, and a step
 * opened from nowhere.
 */

const nl = messagesOf('nl');
const es = messagesOf('es');

/** The texts a PDF draws: its content streams inflated (pdf-lib compresses them and writes text in hex). */
function pdfTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // An image, not a content stream.
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(text[1]!, 'hex').toString('latin1'));
  }
  return texts;
}

test('a visitor in Dutch starts a label, signs in when asked, adds her address, picks the post office and downloads the label with its barcode', async ({ page, request }) => {
  const account = { email: freshEmail('sanne'), password: 'Kleertjes-Terug-2026' };
  const created = await request.post('/api/clients', { headers: { 'X-LC-Locale': 'nl' }, data: { ...account, firstname: 'Sanne', lastname: 'de Vries', country: 'NL' } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/nl/littlegeste/create-label');
  await expect(page.getByRole('heading', { level: 1, name: nl('littlegeste.create.start.title') })).toBeVisible();
  await expect(page.getByText(nl('littlegeste.create.rules.limit', { count: 2 }))).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: nl('littlegeste.create.continue') }).click();

  // Signed out: the page asks to sign in, with the way back to the address step.
  await expect(page.getByRole('status').filter({ hasText: nl('littlegeste.create.signIn.text') })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('main').getByRole('link', { name: nl('littlegeste.create.signIn.link') }).click();
  await expect(page).toHaveURL('/nl/login?redirect=%2Fnl%2Flittlegeste%2Fcreate-label%2Faddress');
  await page.getByLabel(nl('login.email.label'), { exact: true }).fill(account.email);
  await page.getByLabel(nl('login.password.label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: nl('login.submit') }).click();

  // The address step: no saved address yet, so the form is open; a Dutch postcode.
  await expect(page).toHaveURL('/nl/littlegeste/create-label/address');
  await expect(page.getByRole('heading', { level: 1, name: nl('littlegeste.create.address.title') })).toBeVisible();
  const required = (field: string) => nl('address.field.required', { label: nl(`address.field.${field}`) });
  await page.getByLabel(required('street'), { exact: true }).fill('Prinsengracht 263');
  await page.getByLabel(required('postcode'), { exact: true }).fill('1016GV');
  await page.getByLabel(required('city'), { exact: true }).fill('Amsterdam');
  await page.getByLabel(required('phone'), { exact: true }).fill('+31612345678');
  await page.getByRole('button', { name: nl('address.submit') }).click();
  await expect(page.getByRole('radio', { name: /Prinsengracht 263/ })).toBeChecked();
  await expect(page.getByText('1016 GV Amsterdam')).toBeVisible();
  await page.getByRole('radio', { name: nl('littlegeste.create.dropOff.postOffice', { carrier: 'PostNL' }) }).click();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: nl('littlegeste.create.submit') }).click();

  // The label, made once: a reload shows the same one.
  await expect(page).toHaveURL('/nl/littlegeste/create-label/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: nl('littlegeste.create.confirmation.title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: nl('littlegeste.create.created.lead') })).toBeVisible();
  const tokens = await signInByApi(request, account.email, account.password);
  const { labels } = await (await request.get('/api/clients/me/recycle-labels', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
  expect(labels).toHaveLength(1);
  const barcode: string = labels[0].barcode;
  await expect(page.getByText(barcode, { exact: true })).toBeVisible();
  await expect(page.getByText(nl('littlegeste.create.created.postOffice', { carrier: 'PostNL' }))).toBeVisible();
  await expect(page.getByRole('link', { name: nl('littlegeste.create.created.account') })).toHaveAttribute('href', '/nl/infos/littlegeste');
  await expectNoAccessibilityViolations(page);
  await page.reload();
  await expect(page.getByText(barcode, { exact: true })).toBeVisible();
  expect((await (await request.get('/api/clients/me/recycle-labels', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json()).labels).toHaveLength(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: nl('littlegeste.label.download') }).click()]);
  expect(download.suggestedFilename()).toBe(`little-geste-${barcode}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfTexts(pdf)).toContain(barcode);
});

test('a signed-in client in Spanish whose address is in Italy is told the country is not supported', async ({ page, context, request, baseURL }) => {
  const account = { email: freshEmail('giulia'), password: 'Ropa-Que-Vuelve-2026' };
  const created = await request.post('/api/clients', { headers: { 'X-LC-Locale': 'es' }, data: { ...account, firstname: 'Giulia', lastname: 'Rossi', country: 'ES' } });
  expect(created.status(), await created.text()).toBe(201);
  const tokens = await signInByApi(request, account.email, account.password);
  const address = await request.post('/api/clients/me/shipping-addresses', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: { firstname: 'Giulia', lastname: 'Rossi', street: 'Via Roma 3', postcode: '20121', city: 'Milano', country_code: 'IT', phone: '+393331234567' },
  });
  expect(address.status(), await address.text()).toBe(201);
  await signInBrowserAs(context, request, baseURL!, account);

  await page.goto('/es/littlegeste/create-label');
  await page.getByRole('button', { name: es('littlegeste.create.continue') }).click();
  await expect(page).toHaveURL('/es/littlegeste/create-label/address');
  await page.getByRole('radio', { name: /Via Roma 3/ }).click();

  await expect(page).toHaveURL('/es/littlegeste/create-label/blocked/country-not-supported');
  await expect(page.getByRole('heading', { level: 1, name: es('littlegeste.blocked.countryNotSupported.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: es('littlegeste.blocked.countryNotSupported.action') })).toHaveAttribute('href', '/es/littlegeste/create-label/address');
  await expectNoAccessibilityViolations(page);
});

test('the address step opened without the start sends the visitor to the start', async ({ page }) => {
  await page.goto('/nl/littlegeste/create-label/address');
  await expect(page).toHaveURL('/nl/littlegeste/create-label');
  await expect(page.getByRole('heading', { level: 1, name: nl('littlegeste.create.start.title') })).toBeVisible();
});
