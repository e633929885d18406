import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { atlasUrl, useBuiltAtlas } from './support/atlas';

// The simulator's page and script as `npm run machines -- atlas` writes them (buildAtlas calls
// writeSimulator), in the atlas the atlas journeys share.
useBuiltAtlas();

const state = (page: Page) => page.locator('#sim-state');
const history = (page: Page) => page.getByRole('list', { name: 'History' }).getByRole('listitem');
const event = (page: Page, name: string | RegExp) => page.getByRole('list', { name: /^Events/ }).getByRole('button', { name, exact: typeof name === 'string' });

test('the simulator steps the newsletter machine to thanked, undoes and redoes a step, exports and shares the walk', async ({ page, context }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(atlasUrl('simulate.html'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulator');
  await page.getByLabel('Machine', { exact: true }).selectOption('checkout');
  await expect(state(page)).toHaveText('loading');
  await page.getByLabel('Machine', { exact: true }).selectOption('newsletter');
  await expect(state(page)).toHaveText('editing');
  await expect(page.getByRole('heading', { name: 'Events (6 of 11 enabled)' })).toBeVisible();
  await expect(history(page)).toHaveText(['No step yet: the machine is in its first state, editing.']);

  // An unknown domain: SUBMIT warns; the guards say why, on the event and on the diagram.
  await event(page, 'TYPE {"email":"camille@gmial.com"}').click();
  await expect(event(page, 'TYPE {"email":"camille@gmial.com"}')).toBeDisabled();
  await expect(page.getByText('Blocked by emailChanged (false).')).toBeVisible();
  const submitGuards = page.getByRole('list', { name: 'Guards of SUBMIT' }).getByRole('listitem');
  await expect(submitGuards).toHaveText([
    'emailIsMissing: false → newsletter.invalid',
    'emailIsMalformed: false → newsletter.invalid',
    'domainNeedsConfirmation: true → newsletter.warned (taken)',
  ]);
  await event(page, 'SUBMIT').click();
  await expect(state(page)).toHaveText('warned');
  const diagram = page.getByRole('img', { name: 'State diagram of newsletter' });
  await expect(diagram.locator('[data-state="newsletter.warned"]')).toHaveClass(/is-current/);
  await expect(diagram.locator('[data-state="newsletter.editing"]')).not.toHaveClass(/is-current/);
  await expect(diagram.locator('[data-transition^="newsletter.warned --USE_SUGGESTION--> newsletter.editing::"]')).toHaveClass(/is-enabled/);
  await expect(diagram.locator('[data-transition^="newsletter.editing --SUBMIT [emailIsMissing]--> newsletter.invalid::"]')).not.toHaveClass(/is-enabled|is-blocked/);

  await event(page, 'SUBMIT').click();
  await expect(state(page)).toHaveText('submitting');
  await expect(page.getByRole('status').filter({ hasText: 'Now in submitting.' })).toBeAttached();
  await expect(page.getByLabel('Context', { exact: true })).toContainText('"confirmedDomain": "gmial.com"');
  await event(page, /^xstate\.done\.actor\.subscribe/).click();
  await expect(state(page)).toHaveText('thanked');
  await expect(page.getByText('(final: the machine has finished)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Events (0 of 11 enabled)' })).toBeVisible();
  await expect(history(page)).toHaveCount(4);
  await expect(history(page).last()).toHaveText(/^In submitting, xstate\.done\.actor\.subscribe .* → thanked$/);

  // Undo one step, then redo it, by keyboard.
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(state(page)).toHaveText('submitting');
  await expect(history(page)).toHaveCount(3);
  await expect(diagram.locator('[data-state="newsletter.submitting"]')).toHaveClass(/is-current/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(state(page)).toHaveText('thanked');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();

  // The export, downloaded and read back: the paths command's shape, its steps ending in thanked.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download newsletter-walk.json' }).click()]);
  expect(download.suggestedFilename()).toBe('newsletter-walk.json');
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(exported.machine).toBe('newsletter');
  expect(exported.paths).toHaveLength(1);
  const [path] = exported.paths;
  expect(path.start).toBe('editing');
  expect(path.end).toBe('thanked');
  expect(path.steps.map((taken: { event: { type: string } }) => taken.event.type)).toEqual(['TYPE', 'SUBMIT', 'SUBMIT', 'xstate.done.actor.subscribe']);
  expect(path.steps[0]).toEqual({ state: 'editing', event: { type: 'TYPE', email: 'camille@gmial.com' }, next: 'editing' });
  expect(path.steps.at(-1).next).toBe('thanked');
  expect(JSON.parse(await page.getByLabel(/The walk as/).inputValue())).toEqual(exported);
  await page.getByRole('button', { name: 'Copy the walk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Walk copied' })).toBeVisible();

  // The shared link, opened in another tab, replays the walk to the same state.
  const link = await page.getByLabel('Link to this walk').inputValue();
  expect(link).toMatch(/simulate\.html#machine=newsletter&steps=\d+(\.\d+){3}$/);
  const shared = await context.newPage();
  await shared.goto(link);
  await expect(state(shared)).toHaveText('thanked');
  await expect(history(shared)).toHaveCount(4);
  await expect(shared.getByRole('img', { name: 'State diagram of newsletter' }).locator('[data-state="newsletter.thanked"]')).toHaveClass(/is-current/);

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a machine started with a sample input, opened from a link, says which step of a stale walk does nothing; combined guards keep their names', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${atlasUrl('simulate.html')}#machine=phoneUnsubscribe&input=2&steps=0`);
  await expect(page.getByLabel('Machine', { exact: true })).toHaveValue('phoneUnsubscribe');
  await expect(page.getByLabel('Input', { exact: true })).toHaveValue('2');
  await expect(page.getByRole('alert')).toHaveText(/^Step 1: RETRY does nothing in /);
  await expect(history(page)).toHaveText([/^No step yet/]);
  await page.getByLabel('Input', { exact: true }).selectOption('0');
  await expect(page.getByRole('alert')).toBeHidden();
  expect(page.url()).toMatch(/#machine=phoneUnsubscribe&input=0$/);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // The checkout to its address step: a guard combined with and() is written out, as on the machine's page.
  await page.getByLabel('Machine', { exact: true }).selectOption('checkout');
  await event(page, /^xstate\.done\.actor\.load \{"output":\{"client":\{…\},"billingAddresses":\[1\]/).first().click();
  await event(page, /^xstate\.done\.actor\.quote /).first().click();
  await event(page, 'GO_TO_STEP {"step":"address"}').click();
  await expect(state(page)).toHaveText('address');
  await expect(page.getByRole('list', { name: 'Guards of GO_TO_STEP' }).first()).toContainText('(goesToPayment) && (deliveryComplete)');
  expect(errors).toEqual([]);
});
