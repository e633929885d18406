import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import type { Frame, JourneyRecord } from '../../machines/atlas/recordings';
import type { JourneyMachineStep } from '../../src/shared/lib/inspection/journeys';

export { MACHINE_STATES_DIR } from '../../machines/atlas/recordings';

/**
 * Listens, in every page of `context`, to the journeys' build telling each state its machines enter
 * (`journeyInspect` of `shared/lib`), and photographs the page when a machine reaches a state for the
 * first time in the journey. `finish()` waits for the last photograph and writes the journey's file.
 * Against the site's build (no inspection), nothing is told and nothing is written.
 */
export async function recordMachineStates(context: BrowserContext, testInfo: TestInfo) {
  const dir = join(testInfo.project.outputDir, 'machine-states');
  const frames: Frame[] = [];
  const transitions = new Map<string, { machine: string; position: string }>();
  const photographed = new Map<string, Promise<string | null>>();
  const lastStates = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();

  const photograph = (page: Page): Promise<string | null> => {
    const take = async () => {
      const bytes = await page.screenshot({ type: 'jpeg', quality: 70, caret: 'initial', timeout: 5_000 });
      const name = `screens/${createHash('sha1').update(bytes).digest('hex')}.jpg`;
      mkdirSync(join(dir, 'screens'), { recursive: true });
      writeFileSync(join(dir, name), bytes);
      return name;
    };
    const shot = queue.then(async () => {
      try {
        return await take();
      } catch {
        // The page was navigating: once the next one has loaded, or the picture is lost (page closed).
        try {
          await page.waitForLoadState('domcontentloaded', { timeout: 5_000 });
          return await take();
        } catch {
          return null;
        }
      }
    });
    queue = shot;
    return shot;
  };

  await context.exposeBinding('__lcMachineStep', ({ page }, step: JourneyMachineStep) => {
    for (const position of step.transitions) transitions.set(`${step.machine} ${position}`, { machine: step.machine, position });
    const key = `${step.machine} ${step.states.join(' ')}`;
    // A transition that stays in the state (typing in a field) is no new frame of the storyboard.
    if (lastStates.get(step.machine) === key) return;
    lastStates.set(step.machine, key);
    const screen = photographed.get(key) ?? photograph(page);
    photographed.set(key, screen);
    // A state whose picture was lost is photographed again the next time it is entered.
    void screen.then((name) => name ?? photographed.delete(key));
    const frame: Frame = { machine: step.machine, states: step.states, event: step.event, locale: step.locale, url: step.url, screen: null };
    frames.push(frame);
    void screen.then((name) => (frame.screen = name));
  });

  return {
    async finish(viewport: { width: number; height: number } | null) {
      await queue;
      if (!frames.length) return;
      const record: JourneyRecord = {
        journey: testInfo.titlePath.join(' › '),
        file: relative(process.cwd(), testInfo.file),
        project: testInfo.project.name,
        viewport: viewport ?? { width: 0, height: 0 },
        status: testInfo.status ?? 'unknown',
        frames,
        transitions: [...transitions.values()],
      };
      mkdirSync(join(dir, 'journeys'), { recursive: true });
      writeFileSync(join(dir, 'journeys', `${testInfo.project.name}-${testInfo.testId}.json`), `${JSON.stringify(record, null, 1)}\n`);
    },
  };
}
