import { expect, test } from '@playwright/test';
import { atlasUrl, useBuiltAtlas } from './support/atlas';

useBuiltAtlas();

test('the machine atlas opens from disk and draws a diagram of every catalogued machine', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(atlasUrl('index.html'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Machines \(\d+\)$/);
  const links = page.getByRole('table').getByRole('link');
  const names = await links.allTextContents();
  expect(names).toEqual(expect.arrayContaining(['newsletter', 'session', 'trunkPreview', 'subscriptionSchedule']));

  for (const name of names) {
    await page.goto(atlasUrl(`${name}.html`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const diagram = page.getByRole('img', { name: `State diagram of ${name}` });
    await expect(diagram).toBeVisible();
    expect(await diagram.locator('[data-state]').count(), `${name}: its states are drawn`).toBeGreaterThan(1);
    expect(await diagram.locator('g.edge path').count(), `${name}: its transitions are drawn`).toBeGreaterThan(0);
    const box = await diagram.boundingBox();
    expect(box!.width * box!.height, `${name}: the drawing has a size`).toBeGreaterThan(10_000);
    await expect(page.getByRole('heading', { name: 'Coverage' })).toBeVisible();
    await expect(page.getByLabel(/Paste this into a Markdown document/)).toHaveValue(/^stateDiagram-v2\n/);
  }
});
