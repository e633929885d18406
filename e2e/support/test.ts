import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { recordMachineStates } from './machine-states';

/**
 * The journeys' `test`: opening an address waits until the browser has taken the server's page
 * over (the app marks `<html data-ready>`), as a person would wait for a page that answers. Before
 * that, the page shows but its buttons do nothing yet.
 */
/** The journeys' visitor id for A/B tests (cookie `lc_vid`): assigned version A of `home-cta`. */
export const JOURNEY_VISITOR = 'e2e0000000000000000000e2';

export const test = base.extend<{ consent: 'undecided' | 'refused' }>({
  /**
   * The cookie banner asks on a first visit: journeys start with everything refused (the decision
   * a cookie keeps), except those about the banner (`test.use({ consent: 'undecided' })`).
   */
  consent: ['refused', { option: true }],
  page: async ({ page, context, baseURL, consent }, use, testInfo) => {
    if (consent === 'refused' && baseURL) await refuseCookies(context, baseURL);
    // One known visitor: every A/B test shows the same version on every run (home-cta: A). A journey
    // about a version asks for it (`?ab_<test>=<variant>`).
    if (baseURL) await context.addCookies([{ name: 'lc_vid', value: JOURNEY_VISITOR, url: baseURL, sameSite: 'Lax' }]);
    // What the app's machines do, photographed state by state for the machine atlas.
    const machineStates = await recordMachineStates(context, testInfo);
    // The site runs with its Content-Security-Policy on: a journey fails on anything it blocks.
    const violations: string[] = [];
    await page.exposeFunction('__lcCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __lcCspViolation(v: string): void }).__lcCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'an inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    await use(readyPage(page));
    await machineStates.finish(page.viewportSize());
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** A browser that refused every cookie purpose before (the banner does not ask): for a context a journey opens itself. */
export async function refuseCookies(context: BrowserContext, baseURL: string): Promise<void> {
  const value = `v1.m0.a0.${Math.floor(Date.now() / 1000)}`;
  await context.addCookies([{ name: 'lc_consent', value, url: baseURL, sameSite: 'Lax' }]);
}

export function readyPage(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async <R extends Awaited<ReturnType<Page['goto']>>>(response: R): Promise<R> => {
    if (response && (response.headers()['content-type'] ?? '').startsWith('text/html')) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

/**
 * What a page's console says that is not the app's: Playwright's own warning when a journey runs with
 * service workers blocked (playwright.config.ts) and the app registers its worker.
 */
export const isHarnessMessage = (text: string) => text === 'Service Worker registration blocked by Playwright';

export { expect };
