import type { Page } from '@playwright/test';

/**
 * Resolves once the page stands still: every running CSS animation and transition has finished
 * (a screen sliding in, a sheet opening) and the fonts are in. Checks of what a person sees
 * (contrast, sizes, overflow) look at the page then, never halfway through an entrance.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // An animation may start another (one screen leaves, the next comes in): wait until none runs.
    for (let round = 0; round < 10; round += 1) {
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' || animation.pending);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
