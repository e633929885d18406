import { expect, test } from './support/test';
import { messagesOf } from './support/messages';

const fr = messagesOf('fr');

for (const path of ['/', '/es', '/quiz/signup/woman', '/une-page-perdue']) {
  test(`${path} fits the screen without sideways scrolling @responsive`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the home page offers the kid quiz and the delivery delays @responsive', async ({ page }) => {
  await page.goto('/');
  // The journeys' visitor sees version A of the home-cta A/B test.
  await expect(page.getByRole('link', { name: fr('home.cta.kid'), exact: true })).toBeVisible();
  await expect(page.getByText(fr('home.delays', { min: 3, max: 6 }))).toBeVisible();
});
