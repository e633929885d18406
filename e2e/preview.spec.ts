import { expectNoAccessibilityViolations } from './support/axe';
import { expect, readyPage, refuseCookies, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './env';
import { freshEmail } from './support/accounts';
import { messagesOf } from './support/messages';

const fr = messagesOf('fr');
const PASSWORD = 'Une-Malle-Pour-Noe';
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

interface PreviewPiece {
  item_index: number;
  size: string;
  replacement_reason: string | null;
  product: { id: number; name: string; family: string };
}
interface Preview {
  status: string;
  comment: string | null;
  validated_by: string | null;
  looks: { name: string; items: PreviewPiece[] }[];
}

/** A date `years` years and `months` months before today. */
function birthdate(years: number, months: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/**
 * A new family with a boy of four who asked for a single trunk in ten days, its preview composed by the
 * stylist (the administrator's call) and mailed. A family name of its own: the fraud check would
 * take a second family with the same child for a duplicate account.
 */
async function familyWithPreview(request: APIRequestContext) {
  const email = freshEmail('preview');
  const lastname = `Martin-${email.slice(8, 16)}`;
  const created = await request.post('/api/clients', { data: { email, password: PASSWORD, firstname: 'Claire', lastname } });
  expect(created.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await created.json()).access_token}` };
  const kid = await request.post('/api/clients/me/kids', {
    headers,
    data: { firstname: 'noé', gender: 'BOY', birthdate: birthdate(4, 2), quiz: { top_size: '4 ans', bottom_size: '4 ans', styles: ['casual'] } },
  });
  expect(kid.status()).toBe(201);
  const profileId: number = (await kid.json()).id;
  const delivery = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const trunk = await request.post(`/api/clients/me/kids/${profileId}/requests`, { headers, data: { delivery_date: delivery } });
  expect(trunk.status()).toBe(201);
  const requestId: number = (await trunk.json()).id;
  const composed = await request.post(`/api/admin/requests/${requestId}/preview`, { headers: admin });
  expect(composed.status()).toBe(201);
  const previewPath = `/api/clients/me/kids/${profileId}/requests/${requestId}/preview`;
  const preview = async (): Promise<Preview> => (await request.get(previewPath, { headers })).json();
  return { email, profileId, requestId, preview };
}

test('a parent opens the preview, replaces a piece of the second look through the search, leaves a word and validates', async ({ page, request }) => {
  const { email, profileId, requestId, preview } = await familyWithPreview(request);
  const composed = await preview();
  const replaced = composed.looks[1]!.items[0]!;

  // The mail's link, signed out: the login first, then the preview.
  await page.goto(`/infos/preview/${profileId}/${requestId}`);
  await expect(page).toHaveURL(`/login?redirect=%2Finfos%2Fpreview%2F${profileId}%2F${requestId}`);
  await page.getByLabel(fr('login.email.label'), { exact: true }).fill(email);
  await page.getByLabel(fr('login.password.label'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: fr('login.submit') }).click();
  await expect(page).toHaveURL(`/infos/preview/${profileId}/${requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: fr('preview.page.title', { kind: 'KID', firstname: 'Noé' }) })).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(composed.looks[0]!.name);
  await expectNoAccessibilityViolations(page);

  // The second look.
  await page.getByRole('button', { name: fr('preview.nextLook') }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(composed.looks[1]!.name);

  // Its first piece replaced: a reason, a family, a product, a size.
  await page.getByRole('button', { name: fr('preview.piece.replaceNamed', { name: replaced.product.name }) }).click();
  const dialog = page.getByRole('dialog', { name: fr('preview.replace.title', { name: replaced.product.name }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: fr('preview.reason.option', { reason: 'STYLE' }) }).click();
  await dialog.getByRole('button', { name: fr('preview.reason.search') }).click();
  await expect(dialog.getByRole('status')).toHaveText(/\d+ pièces?$/);
  await dialog.getByLabel(fr('preview.search.family')).selectOption({ label: fr(`product.family.${replaced.product.family}`) });
  await expect(dialog.getByRole('checkbox', { name: fr('preview.search.sameCategory') })).not.toBeChecked();
  const pick = dialog.getByRole('button', { name: /^Choisir / }).first();
  await expect(pick).toBeVisible();
  const newName = (await pick.getAttribute('aria-label'))!.replace(/^Choisir /, '');
  await pick.click();
  await dialog.getByRole('radio', { disabled: false }).first().click();
  await dialog.getByRole('button', { name: fr('preview.size.continue') }).click();
  await expect(dialog.getByText(fr('preview.confirm.text', { replaced: replaced.product.name, name: newName }))).toBeVisible();
  await dialog.getByRole('button', { name: fr('preview.confirm.submit') }).click();

  // The new piece in the look, the page says so, and the focus is back on the piece.
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fr('preview.notice.replaced'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: newName })).toBeVisible();
  await expect(page.getByRole('button', { name: fr('preview.piece.replaceNamed', { name: newName }) })).toBeFocused();

  // A word for the stylist.
  await page.getByRole('button', { name: fr('preview.comment.edit', { written: 'false' }) }).click();
  await page.getByLabel(fr('preview.comment.label')).fill('Noé adore le vert en ce moment.');
  await page.getByRole('button', { name: fr('preview.comment.save') }).click();
  await expect(page.getByText(fr('preview.notice.commented'))).toBeVisible();
  await expect(page.getByText('Noé adore le vert en ce moment.')).toBeVisible();

  // The validation, confirmed.
  await page.getByRole('button', { name: fr('preview.validate.open') }).click();
  await page.getByRole('alertdialog', { name: fr('preview.validate.title') }).getByRole('button', { name: fr('preview.validate.confirm') }).click();
  await expect(page).toHaveURL(`/infos/preview/${profileId}/${requestId}/confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: fr('preview.confirmation.title') })).toBeVisible();
  await expect(page.getByText(/^Livraison prévue le /)).toBeVisible();

  // What the stylist's team reads.
  const validated = await preview();
  expect(validated).toMatchObject({ status: 'PREPARING', validated_by: 'client', comment: 'Noé adore le vert en ce moment.' });
  expect(validated.looks[1]!.items[0]).toMatchObject({ replacement_reason: 'STYLE', product: { name: newName } });
  expect(validated.looks[1]!.items[0]!.product.family).toBe(replaced.product.family);
});

test('a visitor lets the trunk leave from the preview mail’s link, and opening it again says it was on its way', async ({ browser, request, baseURL }) => {
  const { email, preview } = await familyWithPreview(request);
  const mails = await (await request.get(`/api/admin/mails?recipient=${encodeURIComponent(email)}`, { headers: admin })).json();
  const link = (mails.mails as { text: string }[]).map((mail) => mail.text.match(/https?:\/\/\S+\/preview\/confirmation\?preview_token=[^\s"<>]+/)?.[0]).find(Boolean);
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link!);

  // Someone not signed in, in a browser of their own.
  const visitor = await browser.newContext();
  await refuseCookies(visitor, baseURL!);
  const page = readyPage(await visitor.newPage());
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { level: 1, name: fr('preview.skip.title', { kind: 'KID', firstname: 'Noé', done: 'true' }) })).toBeVisible();
  await expect(page.getByText(fr('preview.skip.done', { kind: 'KID' }))).toBeVisible();
  await expect(page.getByText(/^Livraison prévue le /)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect(await preview()).toMatchObject({ status: 'PREPARING', validated_by: 'token' });

  await page.reload();
  await expect(page.getByText(fr('preview.skip.already', { kind: 'KID' }))).toBeVisible();
  await visitor.close();
});
