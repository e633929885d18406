import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { newsletterMachine } from '../src/features/newsletter/model/machine';
import { newsletterSampleEvents } from '../src/features/newsletter/model/sample-events';
import { coveringPaths, machinePaths } from '../machines/paths';
import { eventLabel, readablePath, type PathStep } from '../machines/steps';
import { messagesOf } from './support/messages';

const nl = messagesOf('nl');

/**
 * A browser suite generated from the newsletter machine: the fewest of its paths that take every
 * transition, typed into the footer form of the Dutch site against the real server. Paths where the
 * server fails are replayed in the component test (machines/newsletter.model.test.tsx), where every
 * path runs: the server here does not fail on request.
 */
const generated = machinePaths(newsletterMachine, newsletterSampleEvents).filter(
  (path) => !path.steps.some((step) => step.event.type.startsWith('xstate.error.')),
);
const paths = coveringPaths(newsletterMachine, generated).map(readablePath);

function footerForm(page: Page): Locator {
  return page.getByRole('contentinfo').getByRole('form', { name: nl('newsletter.title') });
}

async function perform(form: Locator, step: PathStep): Promise<void> {
  const { event } = step;
  switch (event.type) {
    case 'TYPE':
      await form.getByLabel(nl('newsletter.email.label')).fill(event.email as string);
      return;
    case 'SELECT_LIST':
      await form.getByRole('radio', { name: nl(`newsletter.list.${event.list}`) }).check();
      return;
    case 'SUBMIT':
      await form.getByRole('button', { name: nl(step.state === 'warned' ? 'newsletter.warning.keep' : 'newsletter.submit') }).click();
      return;
    case 'USE_SUGGESTION':
      await form.getByRole('button', { name: nl('newsletter.warning.useSuggestion') }).click();
      return;
    case 'xstate.done.actor.subscribe':
      // The server answers by itself.
      return;
    default:
      throw new Error(`No browser action for ${eventLabel(event)}`);
  }
}

async function expectState(page: Page, form: Locator, state: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  switch (state) {
    case 'editing':
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(form.getByRole('button', { name: nl('newsletter.submit') })).toBeEnabled();
      return;
    case 'invalid':
      await expect(form.getByRole('alert')).toBeVisible();
      await expect(form.getByLabel(nl('newsletter.email.label'))).toHaveAttribute('aria-invalid', 'true');
      return;
    case 'warned':
      await expect(form.getByRole('button', { name: nl('newsletter.warning.keep') })).toBeVisible();
      return;
    case 'submitting':
      // Too brief to see against a local server: the next step says where it led.
      return;
    case 'thanked':
      await expect(footer.getByRole('status')).toContainText(nl('newsletter.thanks'));
      return;
    default:
      throw new Error(`No browser check for the state ${state}`);
  }
}

test.describe('the newsletter form, path by path from its machine', () => {
  for (const [index, path] of paths.entries()) {
    const said = (step: PathStep) => (step.event.type.startsWith('xstate.') ? step.event.type : eventLabel(step.event));
    const title = `path ${index + 1}: ${[path.start, ...path.steps.map((step) => `${said(step)} → ${step.next}`)].join(' · ')}`;
    test(title, async ({ page }) => {
      await page.goto('/nl');
      const form = footerForm(page);
      await expectState(page, form, path.start);
      for (const step of path.steps) {
        await perform(form, step);
        await expectState(page, form, step.next);
      }
    });
  }

  test('the generated suite reaches every state the server lets it reach', () => {
    const reached = new Set(paths.flatMap((path) => [path.start, ...path.steps.map((step) => step.next)]));
    expect([...reached].sort()).toEqual(['editing', 'invalid', 'submitting', 'thanked', 'warned']);
  });
});
