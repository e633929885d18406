import type { AnyStateNode, InspectionEvent, StateValue } from 'xstate';
import { transitionPosition } from './position';

/** Set by the journeys' build only (`vite build --mode journeys`); absent from the site's build. */
declare const __LC_MACHINE_INSPECTION__: boolean | undefined;

/** What a machine did, as the browser journeys' recorder receives it (e2e/support/machine-states.ts). */
export interface JourneyMachineStep {
  /** The machine's id (its name in the catalogue). */
  machine: string;
  /** The ids of the active leaf state nodes after the step. */
  states: string[];
  /** The event that led there (`xstate.init` for the first state). */
  event: string;
  /** Positions (`transitionPosition`) of the transitions taken that the recorder was not told of yet on this page. */
  transitions: string[];
  /** The page's language and address then. */
  locale: string;
  url: string;
}

type Recorder = (step: JourneyMachineStep) => void;

/** The ids of the leaf state nodes a snapshot's value names. */
function leafStates(node: AnyStateNode, value: StateValue): string[] {
  if (typeof value === 'string') {
    const child = node.states[value];
    return child ? [child.id] : [];
  }
  return Object.entries(value).flatMap(([key, inner]) => {
    const child = node.states[key];
    if (!child) return [];
    return inner !== undefined && (typeof inner === 'string' || Object.keys(inner).length > 0) ? leafStates(child, inner) : [child.id];
  });
}

/**
 * Tells the journeys' recorder (a function the Playwright fixture puts on the page) each state a
 * machine enters and each transition it takes: from which the atlas draws a screen per state, a
 * storyboard per journey, and the transitions taken in a real browser.
 */
export function journeyRecorder(): (event: InspectionEvent) => void {
  const taken = new Map<string, string[]>();
  const told = new Set<string>();
  const lastStates = new Map<string, string>();
  return (event) => {
    const record = (globalThis as { __lcMachineStep?: Recorder }).__lcMachineStep;
    const logic = (event.actorRef as { logic?: { id?: string; root?: AnyStateNode } }).logic;
    if (!record || !logic?.root || !logic.id) return;
    const actor = event.actorRef.sessionId;
    if (event.type === '@xstate.microstep') {
      const fresh = event._transitions.map((transition) => `${logic.id}:${transitionPosition(transition)}`).filter((key) => !told.has(key));
      for (const key of fresh) told.add(key);
      if (fresh.length) taken.set(actor, [...(taken.get(actor) ?? []), ...fresh.map((key) => key.slice(logic.id!.length + 1))]);
      return;
    }
    if (event.type !== '@xstate.snapshot') return;
    const states = leafStates(logic.root, (event.snapshot as unknown as { value: StateValue }).value);
    const transitions = taken.get(actor) ?? [];
    taken.delete(actor);
    const same = lastStates.get(actor) === states.join(' ');
    lastStates.set(actor, states.join(' '));
    if (same && !transitions.length) return;
    record({ machine: logic.id, states, event: event.event.type, transitions, locale: document.documentElement.lang, url: `${location.pathname}${location.search}` });
  };
}

/**
 * The `inspect` option every actor of the app is created with: in the journeys' build, the
 * recorder above; in the site's build, `undefined` (and the recorder is not in the bundle).
 */
export const journeyInspect: ((event: InspectionEvent) => void) | undefined =
  typeof __LC_MACHINE_INSPECTION__ !== 'undefined' && __LC_MACHINE_INSPECTION__ ? journeyRecorder() : undefined;
