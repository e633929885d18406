import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, signInBrowserAs, signInByApi } from './support/accounts';
import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { TEST_CARDS } from './support/shop';

const fr = messagesOf('fr');
const es = messagesOf('es');
const FAMILIA = { email: 'familia@demo.littlecloset.test', password: 'Caja-Familia-2026' };

type Request = { id: number; profile_id: number; status_details: { code: string } };
type Piece = { position: number; product: { name: string } };

/** The trunk at home of a demo account (the seed's DELIVERED one) and its pieces, as the API gives them. */
async function trunkAtHome(request: APIRequestContext, account: { email: string; password: string }, locale: string) {
  const { access_token } = await signInByApi(request, account.email, account.password);
  const headers = { Authorization: `Bearer ${access_token}`, 'X-LC-Locale': locale };
  const answer = await (await request.get('/api/clients/me/requests', { headers })).json();
  const requests = (Array.isArray(answer) ? answer : answer.requests) as Request[];
  const trunk = requests.find((candidate) => candidate.status_details.code === 'DELIVERED');
  expect(trunk, 'the seed leaves a trunk at home').toBeDefined();
  const checkout = await (await request.get(`/api/clients/me/trunks/${trunk!.id}/checkout`, { headers })).json();
  return { id: trunk!.id, pieces: checkout.pieces as Piece[], headers };
}

/** A piece's keep-or-return choice, by the piece's name. */
const decision = (page: Page, t: typeof fr, name: string, choice: 'KEEP' | 'RETURN') =>
  page.getByRole('radiogroup', { name: t('atHome.piece.decision', { name }) }).getByRole('radio', { name: t(`atHome.piece.${choice}`) });

/** The sandbox card form: a test card, valid three more years. */
async function addCard(page: Page, t: typeof fr, number: string) {
  await page.getByLabel(t('payment.card.number'), { exact: true }).fill(number);
  await page.getByLabel(t('payment.card.expiry'), { exact: true }).fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel(t('payment.card.cvc'), { exact: true }).fill('123');
  await page.getByRole('button', { name: t('payment.add.submit') }).click();
}

// First, while Léo’s trunk is still to be chosen (the journeys below pay it). It sets its own phone
// width rather than running in the mobile project, which comes after the desktop journeys have paid it.
test('the choice of the pieces fits a phone, 360 px wide', async ({ page, context, request, baseURL }) => {
  const trunk = await trunkAtHome(request, DEMO.parent, 'fr');
  await page.setViewportSize({ width: 360, height: 800 });
  await signInBrowserAs(context, request, baseURL!, DEMO.parent);
  await page.goto(`/infos/returns/${trunk.id}`);
  await expect(page.getByRole('heading', { level: 2, name: fr('atHome.summary.title') })).toBeVisible();
  // Phones first: the summary comes below the pieces, nothing wider than the screen.
  const pieces = await page.getByRole('heading', { level: 2, name: fr('atHome.pieces.title', { firstname: 'Léo' }) }).boundingBox();
  const summary = await page.getByRole('heading', { level: 2, name: fr('atHome.summary.title') }).boundingBox();
  expect(summary!.y).toBeGreaterThan(pieces!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAccessibilityViolations(page);
});

test('Camille keeps three of Léo’s pieces, sends two back with their reasons, pays with the test card, downloads the return label and rates the pieces', async ({ page, context, request, baseURL }) => {
  const trunk = await trunkAtHome(request, DEMO.parent, 'fr');
  expect(trunk.pieces).toHaveLength(5);
  await signInBrowserAs(context, request, baseURL!, DEMO.parent);

  await page.goto('/infos/all-boxes');
  await page.getByRole('link', { name: fr('trunks.action', { action: 'CHOOSE_PIECES' }) }).click();
  await expect(page).toHaveURL(`/infos/returns/${trunk.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fr('atHome.title') })).toBeVisible();
  await expect(page.getByText(fr('atHome.rules.keepAll', { percent: 20 }))).toBeVisible();

  const [first, second, third, fourth, fifth] = trunk.pieces.map((piece) => piece.product.name);
  // At 1280 px the page takes the account frame's full width: a piece's two choices side by side.
  const keep = await decision(page, fr, first!, 'KEEP').boundingBox();
  const giveBack = await decision(page, fr, first!, 'RETURN').boundingBox();
  expect(Math.abs(keep!.y - giveBack!.y)).toBeLessThan(2);
  expect(giveBack!.x).toBeGreaterThan(keep!.x + keep!.width);
  for (const name of [first!, second!, third!]) await decision(page, fr, name, 'KEEP').click();
  await decision(page, fr, fourth!, 'RETURN').click();
  await page.getByLabel(fr('atHome.piece.reason', { name: fourth! })).selectOption('TOO_SMALL');
  await page.getByLabel(fr('atHome.piece.remark', { name: fourth! })).fill('Trop juste aux épaules');
  await decision(page, fr, fifth!, 'RETURN').click();
  await page.getByLabel(fr('atHome.piece.reason', { name: fifth! })).selectOption('NOT_MY_STYLE');
  await expect(page.getByText(fr('atHome.summary.kept', { count: 3, total: 5 }))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await addCard(page, fr, TEST_CARDS.success);
  const pay = page.getByRole('button', { name: /^Payer/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('status').filter({ hasText: fr('atHome.paid.RETURN_PENDING', { firstname: 'Léo', count: 2 }) })).toBeVisible();
  await expect(page.getByRole('link', { name: fr('atHome.toRating', { firstname: 'Léo' }) })).toHaveAttribute('href', `/infos/rating/${trunk.id}`);

  // The label: a PDF whose barcode is the label's.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: fr('atHome.label.get') }).click();
  const download = await downloading;
  const labels = (await (await request.get('/api/clients/me/return-labels', { headers: trunk.headers })).json()) as { request_id: number | null; barcode: string }[];
  const label = labels.find((candidate) => candidate.request_id === trunk.id)!;
  expect(download.suggestedFilename()).toBe(`little-closet-return-${label.barcode}.pdf`);
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  expect(pdf.getSubject()).toBe(label.barcode);
  expect(label.barcode).toMatch(/^[A-Z0-9]{8,}$/);
  // The barcode is drawn on the label's one page, as an image.
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length).toBeGreaterThan(0);
  await expectNoAccessibilityViolations(page);

  // Then she says how the pieces fitted: the one sent back was too small.
  await page.getByRole('link', { name: fr('atHome.toRating', { firstname: 'Léo' }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('rating.title', { type: 'KID', name: 'Léo' }) })).toBeVisible();
  const rated = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await rated(fourth!).getByRole('radio', { name: fr('rating.fit.TOO_SMALL') }).click();
  await rated(first!).getByRole('radio', { name: fr('rating.fit.RIGHT') }).click();
  await rated(first!).getByRole('radio', { name: fr('rating.stars.value', { stars: 5 }) }).click();
  await page.getByRole('button', { name: fr('rating.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('rating.thanks.title') })).toBeVisible();
  const rating = (await (await request.get(`/api/clients/me/trunks/${trunk.id}/rating`, { headers: trunk.headers })).json()) as { pieces: { position: number; kept: boolean | null; fit: string | null; stars: number | null }[] };
  expect(rating.pieces.map((p) => [p.kept, p.fit, p.stars])).toEqual([
    [true, 'RIGHT', 5],
    [true, null, null],
    [true, null, null],
    [false, 'TOO_SMALL', null],
    [false, null, null],
  ]);
});

test('Lucía’s card is declined for Pablo’s trunk: the reason in Spanish, another card, paid', async ({ page, context, request, baseURL }) => {
  const trunk = await trunkAtHome(request, FAMILIA, 'es');
  await signInBrowserAs(context, request, baseURL!, FAMILIA);

  await page.goto(`/es/infos/returns/${trunk.id}`);
  await page.getByRole('button', { name: es('atHome.keepAll', { percent: 20 }) }).click();
  await expect(page.getByText(es('atHome.summary.kept', { count: 5, total: 5 }))).toBeVisible();
  await addCard(page, es, TEST_CARDS.insufficientFunds);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: es('website.error.payment.insufficient_funds') })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await addCard(page, es, TEST_CARDS.success);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('status').filter({ hasText: es('atHome.paid.KEPT_PAID', { firstname: 'Pablo', count: 0 }) })).toBeVisible();
});
