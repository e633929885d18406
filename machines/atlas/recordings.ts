/**
 * What the browser journeys record of the app's machines (e2e/support/machine-states.ts writes it,
 * the atlas reads it): nothing here imports the app, so the journeys' support can import it too.
 */

/**
 * Where the browser journeys write the states the app's machines entered and the screens of those
 * moments, relative to the repository root (the format: one JSON file per journey in `journeys/`,
 * the JPEG screenshots in `screens/`).
 */
export const MACHINE_STATES_DIR = 'test-results/machine-states';

/** One journey file, as the journeys' fixture writes it. */
export interface JourneyRecord {
  /** The test's title path, joined with " › ". */
  journey: string;
  /** The spec file, relative to the repository root. */
  file: string;
  /** The Playwright project. */
  project: string;
  viewport: { width: number; height: number };
  /** The test's status (passed, failed...). */
  status: string;
  frames: Frame[];
  /** Each transition taken, once: the machine and the transition's position (`transitionPosition` of `shared/lib`). */
  transitions: Array<{ machine: string; position: string }>;
}

/** A moment of a journey: a catalogued machine entered a state, and the page then. */
export interface Frame {
  machine: string;
  /** The active leaf state nodes' ids. */
  states: string[];
  event: string;
  locale: string;
  url: string;
  /** The screenshot, relative to the atlas and to the recordings alike (`screens/<sha1>.jpg`); null when none was taken. */
  screen: string | null;
}
