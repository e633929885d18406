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
  // The main call to action is the home-cta A/B test's: either version, as the visitor was assigned.
  await expect(page.getByRole('link', { name: new RegExp(`^(${fr('home.cta.kid')}|${fr('home.ctaB.kid')})$`) })).toBeVisible();
  await expect(page.getByText(fr('home.delays', { min: 3, max: 6 }))).toBeVisible();
});
