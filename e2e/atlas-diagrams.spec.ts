import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { atlasPath, atlasUrl, useBuiltAtlas } from './support/atlas';
import { expectNoAccessibilityViolations } from './support/axe';

useBuiltAtlas();

interface View {
  zoom: number;
  /** The smallest rendered height of an arrow's label line, in CSS pixels. */
  smallestLabel: number;
  folded: string[];
  /** Whether the whole machine (its outer box) lies inside the diagram area and the window. */
  whole: boolean;
}

function view(page: Page): Promise<View> {
  return page.evaluate(() => {
    const diagram = (window as unknown as { atlasDiagram: { svg(): SVGSVGElement; realZoom(): number; folded(): string[] } }).atlasDiagram;
    const heights = [...diagram.svg().querySelectorAll('.label tspan')].map((line) => line.getBoundingClientRect().height);
    const area = document.querySelector('.viewer-area')!.getBoundingClientRect();
    const machine = diagram.svg().querySelector('rect.root')!.getBoundingClientRect();
    const whole =
      machine.left >= area.left - 1 && machine.right <= area.right + 1 && machine.top >= area.top - 1 && machine.bottom <= area.bottom + 1 && area.bottom <= window.innerHeight;
    return { zoom: diagram.realZoom(), smallestLabel: heights.length ? Math.min(...heights) : Infinity, folded: diagram.folded(), whole };
  });
}

/** 10 px, give or take the rounding of the rendered boxes (9.99994 px is 10 px). */
const READABLE = 9.99;

test('each machine opens whole in the window, its labels at least 10 px high (folded where the page folds it)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const names = readdirSync(atlasPath())
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -4));
  expect(names.length).toBeGreaterThan(15);
  for (const name of names) {
    await page.goto(atlasUrl(`${name}.html`));
    const fitted = await view(page);
    expect(fitted.whole, `${name}: the whole machine is in view`).toBe(true);
    expect(fitted.smallestLabel, `${name}: labels of the fitted diagram (folded: ${fitted.folded.join(', ') || 'none'})`).toBeGreaterThanOrEqual(READABLE);
  }
});

test('the diagram zooms and pans by keyboard, buttons, wheel and drag, and 0 fits it again', async ({ page }) => {
  await page.goto(atlasUrl('newsletter.html'));
  const area = page.getByRole('region', { name: 'Diagram of newsletter' });
  const machine = () => page.locator('.viewer-area rect.root').boundingBox();
  const fitted = await view(page);

  await page.getByRole('link', { name: 'Download newsletter.svg' }).focus();
  await page.keyboard.press('Tab');
  await expect(area).toBeFocused();
  expect(await area.evaluate((element) => getComputedStyle(element).outlineStyle), 'the focused diagram shows its focus').toBe('solid');

  await page.keyboard.press('+');
  expect((await view(page)).zoom).toBeGreaterThan(fitted.zoom * 1.1);
  const before = (await machine())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const after = (await machine())!;
  expect(after.x).toBeLessThan(before.x - 30);
  expect(after.y).toBeLessThan(before.y - 30);
  await page.keyboard.press('0');
  expect((await view(page)).zoom).toBeCloseTo(fitted.zoom, 3);
  await page.keyboard.press('-');
  expect((await view(page)).zoom).toBeLessThan(fitted.zoom * 0.9);

  await page.getByRole('button', { name: 'Fit' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  expect((await view(page)).zoom).toBeGreaterThan(fitted.zoom * 1.1);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  expect((await view(page)).zoom).toBeLessThan(fitted.zoom * 0.9);
  await page.getByRole('button', { name: 'Fit' }).click();
  expect((await view(page)).zoom).toBeCloseTo(fitted.zoom, 3);

  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await view(page)).zoom).toBeGreaterThan(fitted.zoom * 1.1);
  const dragged = (await machine())!;
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 80, { steps: 5 });
  await page.mouse.up();
  const dropped = (await machine())!;
  expect(dropped.x).toBeCloseTo(dragged.x - 120, 0);
  expect(dropped.y).toBeCloseTo(dragged.y - 80, 0);
});

test('two fingers pinch the diagram larger on a touch screen, one finger drags it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(atlasUrl('newsletter.html'));
  const fitted = await view(page);
  expect(fitted.whole, 'the whole machine is in view on a phone').toBe(true);
  const box = (await page.locator('.viewer-area').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([px, py], id) => ({ x: px, y: py, id })) });
  await touch('touchStart', [[x - 20, y], [x + 20, y]]);
  for (const spread of [40, 60, 80, 100]) await touch('touchMove', [[x - spread, y], [x + spread, y]]);
  await touch('touchEnd', []);
  expect((await view(page)).zoom).toBeGreaterThan(fitted.zoom * 3);

  const before = (await page.locator('.viewer-area rect.root').boundingBox())!;
  await touch('touchStart', [[x, y]]);
  for (const step of [20, 40, 60]) await touch('touchMove', [[x - step, y - step]]);
  await touch('touchEnd', []);
  const after = (await page.locator('.viewer-area rect.root').boundingBox())!;
  expect(after.x).toBeCloseTo(before.x - 60, 0);
  expect(after.y).toBeCloseTo(before.y - 60, 0);
  await context.close();
});

test('a compound state folds and unfolds from its button, by keyboard; colours put on the drawing stay', async ({ page }) => {
  await page.goto(atlasUrl('session.html'));
  const area = page.locator('.viewer-area');
  // The session opens with its compound states folded: unfolded, it cannot be read whole.
  const unfold = page.getByRole('button', { name: 'Unfold authenticated' });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await expect(area.locator('[data-state="session.authenticated"] > text').nth(1)).toHaveText('3 states inside');
  await expect(area.locator('[data-state="session.authenticated.ready"]')).toHaveCount(0);
  await area.locator('[data-state="session.loading"]').evaluate((state) => state.classList.add('is-current'));

  await unfold.focus();
  await page.keyboard.press('Enter');
  const fold = page.getByRole('button', { name: 'Fold authenticated' });
  await expect(fold).toBeFocused();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(area.locator('[data-state="session.authenticated.ready"]')).toHaveCount(1);
  await expect(area.locator('[data-state="session.loading"]')).toHaveClass(/is-current/);
  // An arrow into a state of the unfolded box ends on that state again.
  const ends = await area.evaluate((element) => {
    const edge = element.querySelector('g.edge[data-transition="session.refreshing.renewed --(always)--> session.authenticated.ready::0"] path')!;
    const [x, y] = edge.getAttribute('d')!.trim().split(/[ ML,]+/).filter(Boolean).slice(-2).map(Number);
    const frame = element.querySelector('[data-state="session.authenticated.ready"] > rect.state')!;
    const [left, top, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(frame.getAttribute(name)));
    return x! >= left! - 2 && x! <= left! + width! + 2 && y! >= top! - 2 && y! <= top! + height! + 2;
  });
  expect(ends).toBe(true);

  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Unfold authenticated' })).toHaveAttribute('aria-expanded', 'false');
  await expect(area.locator('[data-state="session.authenticated.ready"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Unfold all' }).click();
  await expect(page.locator('button.fold[aria-expanded="false"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Fold all', exact: true }).click();
  await expect(page.locator('button.fold[aria-expanded="true"]')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test('the downloaded drawing opens alone with its style and looks as it does in the page', async ({ page }) => {
  const name = 'newsletter';
  const file = readFileSync(atlasPath(`${name}.svg`), 'utf8');
  expect(file).toContain('<style>');
  const [width, height] = [Number(/width="(\d+)"/.exec(file)![1]), Number(/height="(\d+)"/.exec(file)![1])];

  await page.setViewportSize({ width, height });
  await page.goto(atlasUrl(`${name}.svg`));
  const alone = (await page.screenshot()).toString('base64');

  await page.setViewportSize({ width: Math.max(1280, width + 100), height: Math.max(800, height + 300) });
  await page.goto(atlasUrl(`${name}.html`));
  await page.getByRole('link', { name: `Download ${name}.svg` }).waitFor();
  await page.evaluate(
    ([w, h]) => {
      const area = document.querySelector<HTMLElement>('.viewer-area')!;
      Object.assign(area.style, { width: `${w}px`, height: `${h}px`, border: '0' });
      (window as unknown as { atlasDiagram: { actualSize(): void } }).atlasDiagram.actualSize();
    },
    [width, height],
  );
  const inPage = (await page.locator('.viewer-area > svg').screenshot()).toString('base64');

  const comparison = await page.evaluate(
    async ({ a, b, w, h }) => {
      // Both pictures on canvases of the drawing's size (the element may round to one more pixel).
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [w, h];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return { width: image.width, height: image.height, data: context.getImageData(0, 0, w, h).data };
      };
      const [first, second] = [await pixels(a), await pixels(b)];
      let different = 0;
      let inked = 0;
      let dark = 0;
      for (let index = 0; index < first.data.length; index += 4) {
        const channels = [0, 1, 2].map((channel) => first.data[index + channel]!);
        if (channels.some((value) => value < 200)) inked += 1;
        if (channels.every((value) => value < 40)) dark += 1;
        if ([0, 1, 2].some((channel) => Math.abs(first.data[index + channel]! - second.data[index + channel]!) > 48)) different += 1;
      }
      const total = first.data.length / 4;
      return { sizes: [first.width, first.height, second.width, second.height], different: different / total, inked: inked / total, dark: dark / total };
    },
    { a: alone, b: inPage, w: width, h: height },
  );
  const [aloneWidth, aloneHeight, pageWidth, pageHeight] = comparison.sizes;
  expect([aloneWidth, aloneHeight]).toEqual([width, height]);
  expect(Math.abs(pageWidth! - width) <= 1 && Math.abs(pageHeight! - height) <= 1, 'the drawing in the page at the same scale').toBe(true);
  expect(comparison.inked, 'the file draws something').toBeGreaterThan(0.02);
  expect(comparison.dark, 'the file is not a black rectangle').toBeLessThan(0.1);
  expect(comparison.different, 'pixels that differ between the file and the page').toBeLessThan(0.005);
});
