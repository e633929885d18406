import { expectNoAccessibilityViolations } from './support/axe';
import { DEMO, signInByApi, addSessionCookies } from './support/accounts';
import { messagesOf } from './support/messages';
import { expect, test } from './support/test';

const fr = messagesOf('fr');

interface Rating {
  pieces: Array<{ position: number; product: { name: string }; fit: string | null; stars: number | null }>;
  stylist_note: string | null;
  rated_at: string | null;
}

test('a parent says how each piece of Léo’s trunk fitted, gives it stars and a word for the stylist, and finds her rating again', async ({ page, context, request, baseURL }) => {
  const tokens = await signInByApi(request, DEMO.parent.email, DEMO.parent.password);
  await addSessionCookies(context, baseURL!, tokens);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  // Léo's trunk that came and went (demo data: delivered 45 days ago, kept in part, the rest returned).
  const returned = (await (await request.get('/api/clients/me/requests?status=RETURNED', { headers })).json()) as Array<{ id: number }>;
  expect(returned).toHaveLength(1);
  const trunkId = returned[0]!.id;
  const ratingOf = async (): Promise<Rating> => (await request.get(`/api/clients/me/trunks/${trunkId}/rating`, { headers })).json();
  const [first, second] = (await ratingOf()).pieces;

  // The page after the trunk arrived leads to the rating.
  await page.goto(`/${trunkId}/satisfied`);
  await page.getByRole('link', { name: fr('satisfied.rating.link') }).click();
  await expect(page).toHaveURL(new RegExp(`/infos/rating/${trunkId}$`));
  await expect(page.getByRole('heading', { level: 1, name: fr('rating.title', { type: 'KID', name: 'Léo' }) })).toBeVisible();

  const piece = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  const tee = piece(first!.product.name);
  await tee.getByRole('radio', { name: fr('rating.fit.RIGHT') }).click();
  // The stars go by the keyboard too: three, then one more with the arrow key.
  await tee.getByRole('radio', { name: fr('rating.stars.value', { stars: 3 }) }).click();
  await page.keyboard.press('ArrowRight');
  await expect(tee.getByRole('radio', { name: fr('rating.stars.value', { stars: 4 }) })).toBeChecked();
  await piece(second!.product.name).getByRole('radio', { name: fr('rating.fit.TOO_SMALL') }).click();
  await page.getByRole('textbox', { name: fr('rating.note.label') }).fill('Le pantalon est un peu court, il a grandi !');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: fr('rating.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('rating.thanks.title') })).toBeVisible();
  await expect(page.getByText(fr('rating.thanks.text', { type: 'KID', name: 'Léo' }))).toBeFocused();
  await expectNoAccessibilityViolations(page);

  const saved = await ratingOf();
  expect(saved.pieces.slice(0, 2).map((p) => [p.fit, p.stars])).toEqual([
    ['RIGHT', 4],
    ['TOO_SMALL', null],
  ]);
  expect(saved.stylist_note).toBe('Le pantalon est un peu court, il a grandi !');

  // Back later: the rating is there as it was left, and may change.
  await page.reload();
  await expect(piece(second!.product.name).getByRole('radio', { name: fr('rating.fit.TOO_SMALL') })).toHaveAttribute('aria-checked', 'true');
  await expect(tee.getByRole('radio', { name: fr('rating.stars.value', { stars: 4 }) })).toBeChecked();
  await expect(page.getByRole('textbox', { name: fr('rating.note.label') })).toHaveValue('Le pantalon est un peu court, il a grandi !');
});
