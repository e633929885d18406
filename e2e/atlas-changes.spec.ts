import { expect, test } from '@playwright/test';
import { ATLAS_SINCE, atlasUrl, useBuiltAtlas } from './support/atlas';
import { expectNoAccessibilityViolations } from './support/axe';

// ATLAS_SINCE: a commit of the main line from before the language change left the session machine,
// the wallet came into the checkout and six machines were catalogued: states and transitions were
// added, removed and changed since, whatever changes after.
const SINCE = ATLAS_SINCE;

useBuiltAtlas();

interface Drawn {
  name: string;
  listed: { statesAdded: string[]; statesRemoved: string[]; transitionsAdded: string[]; transitionsRemoved: string[] };
  coloured: { statesAdded: string[]; statesRemoved: string[]; transitionsAdded: string[]; transitionsRemoved: string[] };
}

test('the changes page, opened from the index on disk, lists what changed and colours the same on the diagrams', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(atlasUrl('index.html'));
  await page.getByRole('link', { name: `Changes since ${SINCE}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Changes since ${SINCE}`);

  const rows = page.getByRole('region', { name: 'Machines that changed' }).getByRole('row');
  expect(await rows.count(), 'machines changed since then').toBeGreaterThan(2);
  // A machine's row leads to its section, whose heading is its name.
  const first = rows.nth(1).getByRole('link');
  const name = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 2, name: name! })).toBeInViewport();

  // Each machine's lists and its drawings say the same: every state and transition listed as added
  // is green on today's diagram, every one listed as removed is red on the older one, and nothing else.
  const drawn: Drawn[] = await page.locator('section.machine').evaluateAll((sections) =>
    sections.map((section) => {
      const listed = (title: string, selector: string) => {
        const heading = [...section.querySelectorAll('h3')].find((h3) => h3.textContent!.startsWith(`${title} (`));
        const list = heading?.nextElementSibling;
        return list ? [...list.querySelectorAll(selector)].map((item) => item.getAttribute('data-key') ?? item.textContent!) : [];
      };
      const figure = (which: string) => section.querySelector(`figure[aria-labelledby$="-${which}"]`);
      const coloured = (which: string, className: string) => {
        const found = figure(which);
        if (!found) return { states: [] as string[], transitions: [] as string[] };
        const states = [...found.querySelectorAll(`[data-state].${className}`)].map((element) => element.getAttribute('data-state')!);
        const transitions = [...found.querySelectorAll(`[data-transition].${className}`)].map((element) => element.getAttribute('data-transition')!.replace(/::\d+$/, ''));
        return { states, transitions: [...new Set(transitions)] };
      };
      return {
        name: section.querySelector('h2')!.textContent!,
        listed: {
          statesAdded: listed('States added', 'li code'),
          statesRemoved: listed('States removed', 'li code'),
          transitionsAdded: listed('Transitions added', 'li [data-key]:not([data-stays])'),
          transitionsRemoved: listed('Transitions removed', 'li [data-key]:not([data-stays])'),
        },
        coloured: {
          statesAdded: coloured('today', 'is-added').states,
          statesRemoved: coloured('before', 'is-removed').states,
          transitionsAdded: coloured('today', 'is-added').transitions,
          transitionsRemoved: coloured('before', 'is-removed').transitions,
        },
      };
    }),
  );
  const changed = drawn.filter((machine) => Object.values(machine.listed).some((list) => list.length));
  expect(changed.length, 'machines with states or transitions added or removed').toBeGreaterThan(0);
  for (const machine of changed) {
    for (const kind of ['statesAdded', 'statesRemoved', 'transitionsAdded', 'transitionsRemoved'] as const) {
      expect([...machine.coloured[kind]].sort(), `${machine.name}: ${kind} coloured as listed`).toEqual([...machine.listed[kind]].sort());
    }
  }
  expect(changed.some((machine) => machine.listed.statesRemoved.length), 'a state removed since then is drawn').toBe(true);

  // The colours a reviewer sees: green for added, red dashed for removed.
  const added = page.locator('figure [data-state].is-added > .state').first();
  await expect(added).toHaveCSS('stroke', 'rgb(17, 105, 46)');
  const removed = page.locator('figure [data-state].is-removed > .state').first();
  await expect(removed).toHaveCSS('stroke', 'rgb(163, 19, 45)');
  await expect(removed).toHaveCSS('stroke-dasharray', /\d/);
  // The drawing scrolls inside its frame, and opens on its first coloured part.
  const frame = page.locator('figure:has([data-state].is-removed)').first();
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.locator('[data-state].is-removed > .state').first()).toBeInViewport();

  // The frames scroll from the keyboard: each can take the focus.
  await frame.focus();
  await expect(frame).toBeFocused();
});

test('the changes page passes the accessibility checks', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(atlasUrl('changes.html'));
  await expectNoAccessibilityViolations(page);
});
