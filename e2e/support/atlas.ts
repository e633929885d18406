import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A commit of the main line the changes page compares with (the atlas journeys' `--since`). */
export const ATLAS_SINCE = '6662f23';

/** An 8 × 5 JPEG drawn by Chromium: the bytes of a screenshot, small. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAFAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAgEAABAQgDAAAAAAAAAAAAAAAAEQMEEhMUFSExMlFU/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABcRAQEBAQAAAAAAAAAAAAAAAAEAAjH/2gAMAwEAAhEDEQA/AJXB3tFHQMp3pxFyXpdY2ABoyHI1Vv/Z',
  'base64',
);

/** The screenshot of the sample recordings, relative to their directory. */
export const SAMPLE_SCREEN = 'screens/0123456789abcdef0123456789abcdef01234567.jpg';

/**
 * Recordings in the format the browser journeys write (`test-results/machine-states`), always the
 * same: the newsletter form subscribing on a desktop (editing, warned, submitting, thanked) and on
 * a phone (editing, invalid), and a journey that moved no catalogued machine. The atlas the atlas
 * journeys read is built from these, not from whatever the last run of the journeys recorded.
 */
function writeSampleRecordings(dir: string): void {
  mkdirSync(join(dir, 'journeys'), { recursive: true });
  mkdirSync(join(dir, 'screens'), { recursive: true });
  writeFileSync(join(dir, SAMPLE_SCREEN), JPEG);
  const frame = (state: string, event: string, url = '/') => ({ machine: 'newsletter', states: [`newsletter.${state}`], event, locale: 'fr', url, screen: SAMPLE_SCREEN });
  const journey = { journey: 'newsletter.spec.ts › a visitor subscribes to the newsletter', file: 'e2e/newsletter.spec.ts', status: 'passed' };
  const records = {
    'newsletter-desktop': {
      ...journey,
      project: 'desktop',
      viewport: { width: 1280, height: 800 },
      frames: [frame('editing', 'xstate.init'), frame('warned', 'SUBMIT'), frame('editing', 'USE_SUGGESTION'), frame('submitting', 'SUBMIT'), frame('thanked', 'xstate.done.actor.subscribe')],
      transitions: ['newsletter.editing#4', 'newsletter.warned#2', 'newsletter.editing#5', 'newsletter.submitting#0'].map((position) => ({ machine: 'newsletter', position })),
    },
    'newsletter-mobile': {
      ...journey,
      project: 'mobile',
      viewport: { width: 360, height: 740 },
      frames: [frame('editing', 'xstate.init'), frame('invalid', 'SUBMIT')],
      transitions: [{ machine: 'newsletter', position: 'newsletter.editing#2' }],
    },
    'home-desktop': { ...journey, journey: 'shell.spec.ts › the home page opens', file: 'e2e/shell.spec.ts', project: 'desktop', viewport: { width: 1280, height: 800 }, frames: [], transitions: [] },
  };
  for (const [name, record] of Object.entries(records)) writeFileSync(join(dir, 'journeys', `${name}.json`), JSON.stringify(record));
}

/**
 * The atlas as `npm run machines -- atlas --since <ATLAS_SINCE> --screens <sample recordings>`
 * writes it, built once per test process and shared by the atlas journeys (the atlas, its
 * diagrams, the simulator, the changes page, the screens): a build takes a minute or two. Removed
 * when the process ends.
 */
export function builtAtlas(): string {
  const dir = join(tmpdir(), `lc-atlas-${process.pid}`);
  const screens = `${dir}-machine-states`;
  const done = join(dir, '.built');
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  rmSync(screens, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeSampleRecordings(screens);
  execFileSync(process.execPath, ['scripts/machines.mjs', 'atlas', '--out', dir, '--since', ATLAS_SINCE, '--screens', screens], { stdio: 'pipe' });
  writeFileSync(done, '');
  process.once('exit', () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(screens, { recursive: true, force: true });
  });
  return dir;
}

/** The address of a file of the built atlas, opened from disk. */
export const atlasUrl = (file: string) => pathToFileURL(join(builtAtlas(), file)).href;
