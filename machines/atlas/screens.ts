import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { CatalogueEntry } from '../catalogue';
import { allTransitions, transitionKeysByPosition } from '../coverage';
import type { Frame, JourneyRecord } from './recordings';

export { MACHINE_STATES_DIR, type Frame, type JourneyRecord } from './recordings';

/** One journey in one Playwright project, with the frames of catalogued machines only. */
export interface Journey {
  /** The id of its section in storyboard.html. */
  anchor: string;
  /** Its title path, `quiz.spec.ts › a parent answers the kid quiz`. */
  title: string;
  file: string;
  project: string;
  viewport: { width: number; height: number };
  status: string;
  frames: Frame[];
}

/** A state reached in a journey: the first frame that reached it (with a screen, when one has one). */
export interface Sighting {
  journey: Journey;
  frame: Frame;
}

/** What the journeys recorded of one machine. */
export interface MachineScreens {
  /** By state node id: one sighting per journey that reached the state (or a state inside it), in journey order. */
  reached: Map<string, Sighting[]>;
  /** By transition key: in how many journeys the transition was taken. */
  taken: Map<string, number>;
  /**
   * By state node id: the journeys that went through the state without a frame of it (it was left
   * in the same step, as a state an eventless transition leaves at once): the source or a target
   * of a transition they took.
   */
  passed: Map<string, Journey[]>;
}

/** Everything read from a recordings directory. */
export interface RecordedJourneys {
  /** The directory read. */
  dir: string;
  /** Every journey file read, grouped by spec file (in the order of the files' paths), each file's in the order its tests are written. */
  journeys: Journey[];
  /** By machine name, for the catalogued machines. */
  machines: Map<string, MachineScreens>;
  /** The screenshots the atlas shows, relative to `dir`. */
  screens: string[];
}

/** A recordings directory that cannot be read: a malformed journey file, or a screenshot outside `screens/`. */
export class ScreensError extends Error {}

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The journey file's content, checked against the format; throws a `ScreensError` naming the file. */
export function parseJourney(text: string, file: string): JourneyRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ScreensError(`${file} is not a journey record: ${(error as Error).message}`);
  }
  const wrong = (what: string) => new ScreensError(`${file} is not a journey record: ${what}`);
  if (!isObject(data)) throw wrong('not an object');
  for (const field of ['journey', 'file', 'project', 'status'] as const) if (!isString(data[field])) throw wrong(`"${field}" is not a string`);
  const viewport = data.viewport;
  if (!isObject(viewport) || typeof viewport.width !== 'number' || typeof viewport.height !== 'number') throw wrong('"viewport" is not { width, height }');
  if (!Array.isArray(data.frames)) throw wrong('"frames" is not a list');
  data.frames.forEach((frame: unknown, index) => {
    const ok =
      isObject(frame) &&
      isString(frame.machine) &&
      Array.isArray(frame.states) &&
      frame.states.every(isString) &&
      isString(frame.event) &&
      isString(frame.locale) &&
      isString(frame.url) &&
      (frame.screen === null || isString(frame.screen));
    if (!ok) throw wrong(`frame ${index} is not { machine, states, event, locale, url, screen }`);
    // A screen is a file of the directory's screens/ folder, nothing else.
    if (isString(frame.screen) && !/^screens\/[\w.-]+\.(?:jpe?g|png)$/.test(frame.screen)) throw wrong(`frame ${index}: screen ${frame.screen} is not a file of screens/`);
  });
  if (!Array.isArray(data.transitions)) throw wrong('"transitions" is not a list');
  data.transitions.forEach((transition: unknown, index) => {
    if (!isObject(transition) || !isString(transition.machine) || !isString(transition.position)) throw wrong(`transition ${index} is not { machine, position }`);
  });
  return data as unknown as JourneyRecord;
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodes)];
}

/** A machine's states (its root apart), in document order. */
export function statesOf(machine: AnyStateMachine): AnyStateNode[] {
  return stateNodes(machine.root).slice(1);
}

/** By state node id: the state and the states around it (the root apart), the state first. */
function ancestry(machine: AnyStateMachine): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const walk = (node: AnyStateNode, above: string[]) => {
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) {
      const line = [child.id, ...above];
      map.set(child.id, line);
      walk(child, line);
    }
  };
  walk(machine.root, []);
  return map;
}

/** Where each test is written in its spec file, to list a file's journeys in its order. */
function placeInSpec(root: string, record: JourneyRecord, sources: Map<string, string | null>): number {
  if (!sources.has(record.file)) {
    const path = join(root, record.file);
    sources.set(record.file, existsSync(path) ? readFileSync(path, 'utf8') : null);
  }
  const source = sources.get(record.file);
  if (!source) return Number.MAX_SAFE_INTEGER;
  // A title written as a template (`${path} fits the screen`) is found by its longest written end.
  const words = (record.journey.split(' › ').at(-1) ?? record.journey).split(' ');
  for (let first = 0; first < words.length; first += 1) {
    const end = words.slice(first).join(' ');
    if (end.length < 12) break;
    const at = source.indexOf(end);
    if (at >= 0) return at;
  }
  return Number.MAX_SAFE_INTEGER;
}

const anchorOf = (file: string) => `journey-${basename(file, '.json').replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/**
 * Reads a recordings directory (`journeys/*.json`, `screens/`): the journeys, what each catalogued
 * machine's states looked like, and which transitions the journeys took. Machines that are not
 * in the catalogue are left out; a screenshot that is missing counts as none. `root` is where the
 * spec files are, to order each file's journeys as its tests are written.
 */
export function readRecordings(dir: string, entries: readonly CatalogueEntry[], root = process.cwd()): RecordedJourneys {
  const journeysDir = join(dir, 'journeys');
  const files = existsSync(journeysDir) ? readdirSync(journeysDir).filter((name) => name.endsWith('.json')).sort() : [];
  const known = new Map(entries.map((entry) => [entry.name, entry.machine]));
  const sources = new Map<string, string | null>();
  const read = files.map((name) => {
    const path = join(journeysDir, name);
    const record = parseJourney(readFileSync(path, 'utf8'), path);
    const frames = record.frames
      .filter((frame) => known.has(frame.machine))
      .map((frame) => ({ ...frame, screen: frame.screen && existsSync(join(dir, frame.screen)) && statSync(join(dir, frame.screen)).isFile() ? frame.screen : null }));
    const journey: Journey = { anchor: anchorOf(name), title: record.journey, file: record.file, project: record.project, viewport: record.viewport, status: record.status, frames };
    return { journey, record, place: placeInSpec(root, record, sources) };
  });
  read.sort((a, b) => a.journey.file.localeCompare(b.journey.file) || a.place - b.place || a.journey.title.localeCompare(b.journey.title) || a.journey.project.localeCompare(b.journey.project));

  const machines = new Map<string, MachineScreens>();
  for (const [name, machine] of known) {
    const lines = ancestry(machine);
    const keys = transitionKeysByPosition(machine);
    const byKey = new Map(allTransitions(machine).map((transition) => [transition.key, transition]));
    const reached = new Map<string, Sighting[]>();
    const taken = new Map<string, number>();
    const passed = new Map<string, Journey[]>();
    for (const { journey, record } of read) {
      const seen = new Map<string, Sighting>();
      for (const frame of journey.frames) {
        if (frame.machine !== name) continue;
        for (const id of frame.states.flatMap((state) => lines.get(state) ?? [])) {
          const before = seen.get(id);
          // The first frame that reached the state; its screen, or the next one's when it had none.
          if (!before) seen.set(id, { journey, frame });
          else if (!before.frame.screen && frame.screen) seen.set(id, { journey, frame: { ...before.frame, screen: frame.screen } });
        }
      }
      for (const [id, sighting] of seen) reached.set(id, [...(reached.get(id) ?? []), sighting]);
      const keysTaken = new Set(record.transitions.filter((transition) => transition.machine === name).map((transition) => keys.get(transition.position)));
      for (const key of keysTaken) if (key !== undefined) taken.set(key, (taken.get(key) ?? 0) + 1);
      const through = new Set(
        [...keysTaken]
          .map((key) => (key === undefined ? undefined : byKey.get(key)))
          .flatMap((transition) => (transition ? [transition.source, ...transition.targets] : []))
          .flatMap((id) => lines.get(id) ?? []),
      );
      for (const id of through) if (!seen.has(id)) passed.set(id, [...(passed.get(id) ?? []), journey]);
    }
    machines.set(name, { reached, taken, passed });
  }
  const screens = [...new Set(read.flatMap(({ journey }) => journey.frames.map((frame) => frame.screen).filter((screen): screen is string => screen !== null)))].sort();
  return { dir, journeys: read.map(({ journey }) => journey), machines, screens };
}

/** Copies the screenshots the atlas shows into its `screens/` folder. */
export function copyScreens(recorded: RecordedJourneys, outDir: string): void {
  if (!recorded.screens.length) return;
  mkdirSync(join(outDir, 'screens'), { recursive: true });
  for (const screen of recorded.screens) copyFileSync(join(recorded.dir, screen), join(outDir, screen));
}

/** A phone's window: narrower than a tablet's. */
export const isPhone = (viewport: { width: number }) => viewport.width < 768;

/**
 * The screens to show of a state: one taken on a desktop-sized window and one on a phone when
 * both exist, else the first one; sightings without a screenshot are left out.
 */
export function shownSightings(sightings: readonly Sighting[]): Sighting[] {
  const withScreen = sightings.filter((sighting) => sighting.frame.screen);
  const desktop = withScreen.find((sighting) => !isPhone(sighting.journey.viewport));
  const phone = withScreen.find((sighting) => isPhone(sighting.journey.viewport));
  return desktop && phone ? [desktop, phone] : withScreen.slice(0, 1);
}

/** The share of a machine's states (its root apart) some journey reached, with a frame of it or passing through. */
export function statesReached(machine: AnyStateMachine, screens: MachineScreens | undefined): { reached: number; total: number } {
  const states = statesOf(machine);
  return { reached: states.filter((state) => screens?.reached.has(state.id) || screens?.passed.has(state.id)).length, total: states.length };
}

/** The number of a machine's transitions some journey took in the browser. */
export function transitionsTaken(keys: readonly string[], screens: MachineScreens | undefined): number {
  return keys.filter((key) => (screens?.taken.get(key) ?? 0) > 0).length;
}
