import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MACHINE_STATES_DIR, type JourneyRecord } from '../machines/atlas/recordings';
import { atlasPath, atlasUrl, useBuiltAtlas } from './support/atlas';
import { expectNoAccessibilityViolations } from './support/axe';

// The atlas the atlas journeys share, with what the journeys of this run recorded. The newsletter
// form is in the footer of the pages: the journeys reach at least its first state, editing.
useBuiltAtlas();

const item = (page: Page, state: string) => page.locator(`[data-screen-of="newsletter.${state}"]`);
const stateBox = (page: Page, state: string) => page.locator(`.viewer-area svg [data-state="newsletter.${state}"] > rect.state`);
const selected = (page: Page) => page.locator('.screens-list > .is-selected');

test('a state of the diagram, clicked, brings its screen; a drag that starts on a state only moves the drawing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(atlasUrl('newsletter.html'));
  const panel = page.getByRole('region', { name: 'Screens' });
  await expect(panel.getByText(/^Browser journeys reach \d+ of 7 states inside it/)).toBeVisible();
  await expect(item(page, 'editing').getByRole('img').first()).toHaveAccessibleName(/^newsletter in editing: the page \/\S*, on a (desktop|phone) \(\d+ × \d+, [\w-]+\)$/);
  await expect(item(page, 'editing').getByRole('link', { name: /.+/ }).nth(1)).toHaveAttribute('href', /^storyboard\.html#journey-/);
  // Each state says whether a journey reached it.
  for (const state of ['editing', 'invalid', 'warned', 'submitting', 'failed', 'throttled', 'thanked']) {
    const reached = await item(page, state).getByRole('img').count();
    if (!reached) await expect(item(page, state)).toContainText(/No journey reaches this state|no screenshot was taken/);
  }

  // Below the diagram at 1280 px: the diagram keeps the window's width.
  const area = (await page.locator('.viewer-area').boundingBox())!;
  expect((await panel.boundingBox())!.y).toBeGreaterThan(area.y + area.height);

  const editing = (await stateBox(page, 'editing').boundingBox())!;
  await page.mouse.move(editing.x + 8, editing.y + 8);
  await page.mouse.down();
  await page.mouse.move(editing.x + 108, editing.y + 48, { steps: 5 });
  await page.mouse.up();
  expect(Math.abs((await stateBox(page, 'editing').boundingBox())!.x - (editing.x + 100))).toBeLessThan(2);
  await expect(selected(page)).toHaveCount(0);

  const moved = (await stateBox(page, 'editing').boundingBox())!;
  await page.mouse.click(moved.x + 8, moved.y + 8);
  await expect(item(page, 'editing')).toHaveClass(/is-selected/);
  await expect(item(page, 'editing')).toHaveAttribute('aria-current', 'true');
  await expect(item(page, 'editing')).toBeFocused();
  await expect(item(page, 'editing')).toBeInViewport();
  await expect(page.locator('.viewer-area svg [data-state="newsletter.editing"]')).toHaveClass(/is-current/);
  expect(new URL(page.url()).hash).toBe('#screen-newsletter.editing');

  // The viewer's keys still work.
  await page.locator('.viewer-area').focus();
  const zoom = () => page.evaluate(() => (window as unknown as { atlasDiagram: { realZoom(): number } }).atlasDiagram.realZoom());
  const before = await zoom();
  await page.keyboard.press('+');
  expect(await zoom()).toBeGreaterThan(before);

  // The coverage table: paths of the model tests beside journeys in the browser.
  await expect(page.getByRole('columnheader', { name: 'Paths (model tests)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Journeys (browser)' })).toBeVisible();
  const journeys = await page.locator('table tbody tr td:last-child').allTextContents();
  expect(journeys.length).toBeGreaterThan(10);
  expect(journeys.every((count) => /^\d+$/.test(count))).toBe(true);
  await expectNoAccessibilityViolations(page);
});

test('on a wide window the screens are a column beside the diagram, which keeps its width', async ({ page }) => {
  await page.setViewportSize({ width: 1700, height: 900 });
  await page.goto(atlasUrl('newsletter.html'));
  const area = (await page.locator('.viewer-area').boundingBox())!;
  const panel = (await page.getByRole('region', { name: 'Screens' }).boundingBox())!;
  expect(panel.x).toBeGreaterThan(area.x + area.width);
  expect(panel.y).toBeLessThan(area.y);
  expect(area.width).toBeGreaterThanOrEqual(1230);
  const thanked = (await stateBox(page, 'thanked').boundingBox())!;
  await page.mouse.click(thanked.x + 8, thanked.y + 8);
  await expect(item(page, 'thanked')).toHaveClass(/is-selected/);
  await expect(item(page, 'thanked')).toBeInViewport();
});

test('a fold button on the diagram folds, keeps the focus, and selects no screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(atlasUrl('session.html'));
  const unfold = page.getByRole('button', { name: 'Unfold authenticated' });
  await unfold.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Fold authenticated' })).toBeFocused();
  await page.getByRole('button', { name: 'Fold authenticated' }).click();
  await expect(page.getByRole('button', { name: 'Unfold authenticated' })).toBeFocused();
  await expect(selected(page)).toHaveCount(0);
});

test('the storyboard, from the index, shows each journey as a strip of screens and leads back to the states', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(atlasUrl('index.html'));
  await expect(page.getByRole('columnheader', { name: 'Taken in a browser (journeys)' })).toBeAttached();
  const newsletter = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'newsletter', exact: true }) });
  await expect(newsletter.getByRole('cell').last()).toHaveText(/^\d+\/\d+$/);
  await page.getByRole('link', { name: 'Storyboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storyboard');
  await expect(page.getByText(/\d+ journeys? shown/)).toBeVisible();
  const journey = page.locator('section.journey').first();
  await expect(journey.locator('.meta')).toHaveText(/^\S+ · \d+ × \d+ · [\w, -]+ · \S+ · \d+ frames?$/);
  const frames = journey.getByRole('list', { name: /^Frames of/ }).getByRole('listitem');
  expect(await frames.count()).toBeGreaterThan(0);
  await expect(frames.first()).toContainText(/\w+: .+after \S+/);
  expect(await journey.locator('img:not([loading="lazy"])').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAccessibilityViolations(page);

  // A frame's machine leads to that state's screen on the machine's page.
  const link = frames.first().locator('figcaption a').first();
  const [machine, state] = /^(\w+)\.html#screen-(.+)$/.exec((await link.getAttribute('href'))!)!.slice(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine!);
  await expect(page.locator(`[data-screen-of="${state}"]`)).toHaveClass(/is-selected/);
  // On a phone, the screens come below the diagram, within the window's width.
  const area = (await page.locator('.viewer-area').boundingBox())!;
  expect((await page.getByRole('region', { name: 'Screens' }).boundingBox())!.y).toBeGreaterThan(area.y + area.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAccessibilityViolations(page);
});

test('the atlas built after the journeys holds a screen for each state they reached, and the storyboard every frame they recorded', async ({ page }) => {
  test.setTimeout(120_000);
  // What this run's journeys wrote (the atlas project runs after all the others).
  const dir = join(process.cwd(), MACHINE_STATES_DIR, 'journeys');
  const records = existsSync(dir) ? readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as JourneyRecord) : [];
  expect(records.length, 'journeys recorded in this run (run the atlas project after the journeys, not with --no-deps)').toBeGreaterThan(0);
  const reached = new Map<string, Set<string>>();
  for (const frame of records.flatMap((record) => record.frames)) for (const state of frame.states) reached.set(frame.machine, (reached.get(frame.machine) ?? new Set()).add(state));

  const isJpeg = (file: string) => existsSync(atlasPath(file)) && readFileSync(atlasPath(file)).subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  for (const [machine, states] of reached) {
    // What the page holds is read from its markup: no need to wait for its pictures.
    await page.goto(atlasUrl(`${machine}.html`), { waitUntil: 'domcontentloaded' });
    for (const state of states) {
      const screens = page.locator(`[data-screen-of="${state}"] img`);
      expect(await screens.count(), `a screen of ${state}`).toBeGreaterThan(0);
      const sources = await screens.evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
      for (const source of sources) expect(isJpeg(source), `${source}, the screen of ${state}, is in the atlas`).toBe(true);
    }
  }

  await page.goto(atlasUrl('storyboard.html'), { waitUntil: 'domcontentloaded' });
  const frames = records.reduce((sum, record) => sum + record.frames.length, 0);
  await expect(page.locator('section.journey ol.strip > li')).toHaveCount(frames);
  await expect(page.locator('section.journey')).toHaveCount(records.filter((record) => record.frames.length).length);
  const pictures = await page.locator('section.journey img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
  expect(pictures.filter((source) => !isJpeg(source))).toEqual([]);
});
