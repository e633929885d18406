import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { builtAtlas } from './support/atlas';
import { expectNoAccessibilityViolations } from './support/axe';

test.describe.configure({ mode: 'serial' });

// The atlas the atlas journeys share, with its sample recordings (e2e/support/atlas.ts): the
// newsletter form reaches editing, warned, submitting and thanked on a desktop, invalid on a phone.
let atlas: string;
const url = (file: string) => pathToFileURL(join(atlas, file)).href;

test.beforeAll(() => {
  test.setTimeout(300_000);
  atlas = builtAtlas();
});

const item = (page: Page, state: string) => page.locator(`[data-screen-of="newsletter.${state}"]`);
const stateBox = (page: Page, state: string) => page.locator(`.viewer-area svg [data-state="newsletter.${state}"] > rect.state`);

test('a state of the diagram, clicked, brings its screen; a drag that starts on a state only moves the drawing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url('newsletter.html'));
  const panel = page.getByRole('region', { name: 'Screens' });
  await expect(panel.getByText('Browser journeys reach 5 of 7 states inside it')).toBeVisible();
  await expect(item(page, 'throttled')).toContainText('No journey reaches this state');
  await expect(item(page, 'editing').getByRole('img')).toHaveCount(2);
  await expect(item(page, 'editing').getByRole('img').first()).toHaveAccessibleName('newsletter in editing: the page /, on a desktop (1280 × 800, fr)');

  // Below the diagram at 1280 px: the diagram keeps the window's width.
  const area = (await page.locator('.viewer-area').boundingBox())!;
  expect((await panel.boundingBox())!.y).toBeGreaterThan(area.y + area.height);

  const warned = (await stateBox(page, 'warned').boundingBox())!;
  await page.mouse.move(warned.x + 8, warned.y + 8);
  await page.mouse.down();
  await page.mouse.move(warned.x + 108, warned.y + 48, { steps: 5 });
  await page.mouse.up();
  expect(Math.abs((await stateBox(page, 'warned').boundingBox())!.x - (warned.x + 100))).toBeLessThan(2);
  await expect(page.locator('.screens-list > .is-selected')).toHaveCount(0);

  const moved = (await stateBox(page, 'warned').boundingBox())!;
  await page.mouse.click(moved.x + 8, moved.y + 8);
  await expect(item(page, 'warned')).toHaveClass(/is-selected/);
  await expect(item(page, 'warned')).toHaveAttribute('aria-current', 'true');
  await expect(item(page, 'warned')).toBeFocused();
  await expect(item(page, 'warned')).toBeInViewport();
  await expect(page.locator('.viewer-area svg [data-state="newsletter.warned"]')).toHaveClass(/is-current/);
  expect(new URL(page.url()).hash).toBe('#screen-newsletter.warned');

  // The viewer's keys still work.
  await page.locator('.viewer-area').focus();
  const zoom = () => page.evaluate(() => (window as unknown as { atlasDiagram: { realZoom(): number } }).atlasDiagram.realZoom());
  const before = await zoom();
  await page.keyboard.press('+');
  expect(await zoom()).toBeGreaterThan(before);

  // The coverage table: paths of the model tests beside journeys in the browser.
  const row = page.getByRole('row').filter({ hasText: 'SUBMIT [domainNeedsConfirmation]' }).first();
  await expect(page.getByRole('columnheader', { name: 'Journeys (browser)' })).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('1');
  await expectNoAccessibilityViolations(page);
});

test('on a wide window the screens are a column beside the diagram, which keeps its width', async ({ page }) => {
  await page.setViewportSize({ width: 1700, height: 900 });
  await page.goto(url('newsletter.html'));
  const area = (await page.locator('.viewer-area').boundingBox())!;
  const panel = (await page.getByRole('region', { name: 'Screens' }).boundingBox())!;
  expect(panel.x).toBeGreaterThan(area.x + area.width);
  expect(panel.y).toBeLessThan(area.y);
  expect(area.width).toBeGreaterThanOrEqual(1230);
  const thanked = (await stateBox(page, 'thanked').boundingBox())!;
  await page.mouse.click(thanked.x + 8, thanked.y + 8);
  await expect(item(page, 'thanked')).toBeInViewport();
  await expect(item(page, 'thanked').getByRole('link', { name: 'a visitor subscribes to the newsletter' })).toHaveAttribute('href', 'storyboard.html#journey-newsletter-desktop');
});

test('a fold button on the diagram folds, keeps the focus, and selects no screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url('session.html'));
  const unfold = page.getByRole('button', { name: 'Unfold authenticated' });
  await unfold.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Fold authenticated' })).toBeFocused();
  await page.getByRole('button', { name: 'Fold authenticated' }).click();
  await expect(page.getByRole('button', { name: 'Unfold authenticated' })).toBeFocused();
  await expect(page.locator('.screens-list > .is-selected')).toHaveCount(0);
});

test('the storyboard, from the index, shows each journey as a strip of screens and leads back to the states', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(url('index.html'));
  await expect(page.getByRole('columnheader', { name: 'Taken in a browser (journeys)' })).toBeAttached();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'newsletter', exact: true }) }).getByRole('cell').last()).toHaveText('5/23');
  await page.getByRole('link', { name: 'Storyboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storyboard');
  await expect(page.getByText('2 journeys shown; 1 more recorded nothing')).toBeVisible();
  const desktop = page.locator('#journey-newsletter-desktop');
  await expect(desktop.getByRole('heading')).toHaveText('a visitor subscribes to the newsletter');
  await expect(desktop).toContainText('desktop · 1280 × 800 · fr · passed · 5 frames');
  const frames = desktop.getByRole('list', { name: /^Frames of/ }).getByRole('listitem');
  await expect(frames).toHaveCount(5);
  await expect(frames.nth(1)).toContainText('newsletter: warnedafter SUBMIT');
  await expect(frames.locator('img[loading="lazy"]')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAccessibilityViolations(page);

  await frames.nth(1).getByRole('link', { name: 'newsletter', exact: true }).click();
  await expect(page).toHaveURL(/newsletter\.html#screen-newsletter\.warned$/);
  await expect(item(page, 'warned')).toHaveClass(/is-selected/);
  // On a phone, the screens come below the diagram, within the window's width.
  const area = (await page.locator('.viewer-area').boundingBox())!;
  expect((await page.getByRole('region', { name: 'Screens' }).boundingBox())!.y).toBeGreaterThan(area.y + area.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAccessibilityViolations(page);
});
