import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, catalogueEntry } from '../catalogue';
import { run } from '../cli';
import { allTransitions, transitionKeysByPosition } from '../coverage';
import { machineReport } from '../report';
import { readRecordings, ScreensError, shownSightings, statesReached, type JourneyRecord, type RecordedJourneys } from './screens';
import { buildAtlas } from './site';

/** An 8 × 5 JPEG drawn by Chromium: the bytes of a real screenshot file, small. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAFAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAgEAABAQgDAAAAAAAAAAAAAAAAEQMEEhMUFSExMlFU/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABcRAQEBAQAAAAAAAAAAAAAAAAEAAjH/2gAMAwEAAhEDEQA/AJXB3tFHQMp3pxFyXpdY2ABoyHI1Vv/Z',
  'base64',
);
const EDITING = 'screens/1111111111111111111111111111111111111111.jpg';
const WARNED = 'screens/2222222222222222222222222222222222222222.jpg';
const PHONE = 'screens/3333333333333333333333333333333333333333.jpg';

const SUBMIT_MISSING = 'newsletter.editing --SUBMIT [emailIsMissing]--> newsletter.invalid';
const SUBMIT_WARNED = 'newsletter.editing --SUBMIT [domainNeedsConfirmation]--> newsletter.warned';

const frame = (states: string[], event: string, screen: string | null, machine = 'newsletter') => ({ machine, states, event, locale: 'fr', url: '/newsletter', screen });

const desktop: JourneyRecord = {
  journey: 'newsletter.spec.ts › a visitor subscribes from the footer',
  file: 'e2e/newsletter.spec.ts',
  project: 'desktop',
  viewport: { width: 1280, height: 800 },
  status: 'passed',
  frames: [
    frame(['newsletter.editing'], 'xstate.init', EDITING),
    frame(['mystery.idle'], 'xstate.init', EDITING, 'mystery'),
    frame(['newsletter.invalid'], 'SUBMIT', null),
    frame(['newsletter.editing'], 'TYPE', WARNED),
    frame(['newsletter.warned'], 'SUBMIT', WARNED),
  ],
  transitions: [
    { machine: 'newsletter', position: 'newsletter.editing#2' },
    { machine: 'newsletter', position: 'newsletter.invalid#0' },
    { machine: 'newsletter', position: 'newsletter.editing#4' },
    // warned --SUBMIT--> submitting: the journey ended before a frame of submitting.
    { machine: 'newsletter', position: 'newsletter.warned#3' },
    { machine: 'mystery', position: 'mystery.idle#0' },
  ],
};
const phone: JourneyRecord = {
  ...desktop,
  project: 'mobile',
  viewport: { width: 360, height: 740 },
  status: 'failed',
  frames: [frame(['newsletter.editing'], 'xstate.init', PHONE), frame(['newsletter.invalid'], 'SUBMIT', null)],
  transitions: [{ machine: 'newsletter', position: 'newsletter.editing#2' }],
};
const unknownOnly: JourneyRecord = {
  ...desktop,
  journey: 'newsletter.spec.ts › a journey of a machine the catalogue does not hold',
  frames: [frame(['mystery.idle'], 'xstate.init', EDITING, 'mystery')],
  transitions: [{ machine: 'mystery', position: 'mystery.idle#0' }],
};

let root: string;
let dir: string;

function writeJourney(name: string, record: JourneyRecord | string, into = dir) {
  writeFileSync(join(into, 'journeys', name), typeof record === 'string' ? record : JSON.stringify(record));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'atlas-screens-'));
  dir = join(root, 'machine-states');
  mkdirSync(join(dir, 'journeys'), { recursive: true });
  mkdirSync(join(dir, 'screens'));
  for (const screen of [EDITING, WARNED]) writeFileSync(join(dir, screen), JPEG);
  // PHONE is referenced but missing: it counts as no screenshot.
  writeJourney('newsletter-subscribes-desktop.json', desktop);
  writeJourney('newsletter-subscribes-mobile.json', phone);
  writeJourney('newsletter-mystery-desktop.json', unknownOnly);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the position of a transition, as the browser journeys record it', () => {
  it('names every transition of a catalogued machine by its key, nested states and eventless transitions included', () => {
    const session = catalogueEntry('session').machine;
    const byPosition = transitionKeysByPosition(session);
    expect([...byPosition.values()].sort()).toEqual(allTransitions(session).map((transition) => transition.key).sort());
    expect(byPosition.get('session.refreshing.renewed#0')).toBe('session.refreshing.renewed --(always) [resumesLoading]--> session.loading');
    expect(byPosition.get('session.refreshing.renewed#1')).toBe('session.refreshing.renewed --(always)--> session.authenticated.ready');
    const newsletter = transitionKeysByPosition(catalogueEntry('newsletter').machine);
    expect(newsletter.get('newsletter.editing#2')).toBe(SUBMIT_MISSING);
    expect(newsletter.get('newsletter.submitting#1')).toBe('newsletter.submitting --xstate.error.actor.subscribe [tooManyAttempts]--> newsletter.throttled');
  });
});

describe('reading the recordings', () => {
  let recorded: RecordedJourneys;
  beforeAll(() => {
    recorded = readRecordings(dir, catalogue, root);
  });

  it('reads every journey file, keeps only the frames of catalogued machines, and lists the screenshots shown', () => {
    expect(recorded.journeys).toHaveLength(3);
    expect(recorded.machines.has('mystery')).toBe(false);
    expect(recorded.journeys.flatMap((journey) => journey.frames).every((item) => item.machine === 'newsletter')).toBe(true);
    expect(recorded.journeys.find((journey) => journey.title.includes('does not hold'))!.frames).toEqual([]);
    expect(recorded.screens).toEqual([EDITING, WARNED]);
  });

  it('gives each state the first frame that reached it in each journey, with a screenshot when a later frame had one', () => {
    const newsletter = recorded.machines.get('newsletter')!;
    const editing = newsletter.reached.get('newsletter.editing')!;
    expect(editing.map((sighting) => [sighting.journey.project, sighting.frame.event, sighting.frame.screen])).toEqual([
      ['desktop', 'xstate.init', EDITING],
      ['mobile', 'xstate.init', null],
    ]);
    expect(newsletter.reached.get('newsletter.warned')!.map((sighting) => sighting.frame.screen)).toEqual([WARNED]);
    // Reached, never photographed.
    expect(newsletter.reached.get('newsletter.invalid')!.map((sighting) => sighting.frame.screen)).toEqual([null, null]);
    expect(newsletter.reached.has('newsletter.thanked')).toBe(false);
    // Gone through without a frame: a state a taken transition leaves or enters.
    expect([...newsletter.passed.keys()]).toEqual(['newsletter.submitting']);
    expect(newsletter.passed.get('newsletter.submitting')!.map((journey) => journey.project)).toEqual(['desktop']);
    expect(statesReached(catalogueEntry('newsletter').machine, newsletter)).toEqual({ reached: 4, total: 7 });
  });

  it('shows one desktop and one phone screen of a state when both exist', () => {
    writeFileSync(join(dir, PHONE), JPEG);
    try {
      const again = readRecordings(dir, catalogue, root).machines.get('newsletter')!;
      expect(shownSightings(again.reached.get('newsletter.editing')!).map((sighting) => sighting.journey.project)).toEqual(['desktop', 'mobile']);
      expect(shownSightings(again.reached.get('newsletter.warned')!).map((sighting) => sighting.journey.project)).toEqual(['desktop']);
    } finally {
      rmSync(join(dir, PHONE));
    }
  });

  it('counts, per transition key, the journeys that took it in the browser', () => {
    const taken = recorded.machines.get('newsletter')!.taken;
    expect(taken.get(SUBMIT_MISSING)).toBe(2);
    expect(taken.get(SUBMIT_WARNED)).toBe(1);
    expect(taken.get('newsletter.invalid --TYPE [emailChanged]--> newsletter.editing')).toBe(1);
    expect(taken.get('newsletter.warned --SUBMIT--> newsletter.submitting')).toBe(1);
    expect(taken.size).toBe(4);
  });

  it('lists a spec file’s journeys in the order its tests are written', () => {
    const spec = join(root, 'e2e');
    mkdirSync(spec, { recursive: true });
    writeFileSync(join(spec, 'newsletter.spec.ts'), 'test(`${kind} of a machine the catalogue does not hold`, …);\ntest(\'a visitor subscribes from the footer\', …);\n');
    try {
      expect(readRecordings(dir, catalogue, root).journeys.map((journey) => `${journey.title.split(' › ')[1]} (${journey.project})`)).toEqual([
        'a journey of a machine the catalogue does not hold (desktop)',
        'a visitor subscribes from the footer (desktop)',
        'a visitor subscribes from the footer (mobile)',
      ]);
    } finally {
      rmSync(spec, { recursive: true });
    }
  });

  it('refuses a malformed journey file, naming it', () => {
    const bad = mkdtempSync(join(tmpdir(), 'atlas-screens-bad-'));
    try {
      mkdirSync(join(bad, 'journeys'));
      writeJourney('broken.json', '{"journey": "cut short', bad);
      expect(() => readRecordings(bad, catalogue)).toThrow(ScreensError);
      expect(() => readRecordings(bad, catalogue)).toThrow(join(bad, 'journeys', 'broken.json'));
      rmSync(join(bad, 'journeys', 'broken.json'));
      writeJourney('no-frames.json', { ...desktop, frames: undefined } as unknown as JourneyRecord, bad);
      expect(() => readRecordings(bad, catalogue)).toThrow(/no-frames\.json is not a journey record: "frames" is not a list/);
      rmSync(join(bad, 'journeys', 'no-frames.json'));
      writeJourney('outside.json', { ...desktop, frames: [frame(['newsletter.editing'], 'xstate.init', '../../etc/passwd')] }, bad);
      expect(() => readRecordings(bad, catalogue)).toThrow(/outside\.json .*not a file of screens\//);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});

describe('npm run machines -- atlas --screens', () => {
  it('refuses a directory that does not exist, naming it, as a usage error', async () => {
    const missing = join(tmpdir(), 'no-such-machine-states');
    const result = await run(['atlas', '--out', join(tmpdir(), 'never-written'), '--screens', missing]);
    expect(result.code).toBe(2);
    expect(result.output).toContain(`No directory ${missing} (--screens)`);
    expect(result.output).toContain('--screens DIR');
    expect(existsSync(join(tmpdir(), 'never-written'))).toBe(false);
  });

  it('writes the screens beside each state, the columns of browser coverage, and the storyboard', async () => {
    const out = join(root, 'atlas');
    const recorded = readRecordings(dir, catalogue, root);
    await buildAtlas([machineReport(catalogueEntry('newsletter'))], out, { screens: recorded });
    const page = readFileSync(join(out, 'newsletter.html'), 'utf8');
    // The screens panel: a state with its screen and caption, a state no journey reaches, the share reached.
    expect(page).toContain('<h2 id="screens">Screens</h2>');
    expect(page).toContain('reach <strong>4 of 7</strong> states');
    expect(page).toMatch(/<li id="screen-newsletter\.submitting"[^>]*><h3><code>submitting<\/code><\/h3>\n<p class="unreached">Gone through without a screen \(left in the same step\) in one journey: <a href="storyboard.html#journey-newsletter-subscribes-desktop">/);
    expect(page).toMatch(/<li id="screen-newsletter\.editing" data-screen-of="newsletter\.editing"[^>]*><h3><code>editing<\/code><\/h3>\n<figure class="shot"><a href="screens\/1{40}\.jpg"><img src="screens\/1{40}\.jpg" alt="newsletter in editing: the page \/newsletter, on a desktop \(1280 × 800, fr\)"/);
    expect(page).toContain('<a href="storyboard.html#journey-newsletter-subscribes-desktop">a visitor subscribes from the footer</a><br>desktop · 1280 × 800 · fr');
    expect(page).toMatch(/<li id="screen-newsletter\.thanked"[^>]*><h3><code>thanked<\/code><\/h3>\n<p class="unreached">No journey reaches this state<\/p>/);
    expect(page).toContain('<script src="screens.js"></script>');
    // The coverage table: model tests' paths and browser journeys side by side.
    expect(page).toContain('<th scope="col">Paths <span class="th-note">(model tests)</span></th><th scope="col">Journeys <span class="th-note">(browser)</span></th>');
    expect(page).toMatch(/<code>SUBMIT \[emailIsMissing\]<\/code><\/td><td><code>newsletter\.invalid<\/code><\/td><td class="ok">\d+<\/td><td>2<\/td>/);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('<th scope="col">Taken in a browser <span class="th-note">(journeys)</span></th>');
    expect(index).toMatch(/<td><span class="ok">23\/23<\/span><\/td><td>4\/23<\/td><\/tr>/);
    expect(index).toContain('<a href="storyboard.html">Storyboard</a>');
    // The screenshots shown are copied; the storyboard has the journeys with frames, in order.
    expect(readFileSync(join(out, EDITING))).toEqual(JPEG);
    expect(existsSync(join(out, PHONE))).toBe(false);
    const storyboard = readFileSync(join(out, 'storyboard.html'), 'utf8');
    expect(storyboard).toContain('2 journeys shown; 1 more recorded nothing');
    expect(storyboard).toContain('<section class="journey" id="journey-newsletter-subscribes-desktop"');
    expect(storyboard).toContain('mobile · 360 × 740 · fr · <span class="status-failed">failed</span> · 2 frames');
    expect(storyboard).toContain(`<img src="${EDITING}" alt="newsletter: editing, after xstate.init, the page /newsletter" width="1280" height="800" loading="lazy">`);
    expect(storyboard).toContain('<a href="newsletter.html#screen-newsletter.warned">newsletter</a>: <code>warned</code></strong><br>after <code>SUBMIT</code>');
    expect(storyboard).not.toContain('mystery');
  }, 120_000);

  it('says on each page that nothing was recorded when no recordings are given', async () => {
    const out = join(root, 'atlas-none');
    await buildAtlas([machineReport(catalogueEntry('newsletter'))], out);
    expect(readFileSync(join(out, 'newsletter.html'), 'utf8')).toContain('No browser journey was recorded when this atlas was built: npm run test:e2e records them');
    expect(readFileSync(join(out, 'storyboard.html'), 'utf8')).toContain('No browser journey was recorded');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('(none recorded yet)');
  }, 120_000);
});
