import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { transitionCandidates as candidatesOf, transitionPosition as positionOf } from '@/shared/lib';

/** One transition of a machine: one candidate (with its guard) of one event in one state node. */
export interface MachineTransition {
  /** Readable and stable, e.g. `newsletter.editing --SUBMIT [emailIsMissing]--> newsletter.invalid`. */
  key: string;
  /** The state node that holds the transition. */
  source: string;
  /** The event type; `(always)` for an eventless transition. */
  event: string;
  /** The guard as written, `!a`, `a && b`, `a || b` for combinations; null when unguarded. */
  guard: string | null;
  /** The target state nodes; empty when the transition stays where it is. */
  targets: string[];
}

const ALWAYS = '(always)';

type GuardLike = string | { type?: string; guards?: unknown[] } | ((...args: never[]) => unknown);

/** A guard's readable name: the named guard, or its combination written out. */
export function describeGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  const value = guard as GuardLike;
  if (typeof value === 'string') return value;
  const combined = (value as { guards?: unknown[] }).guards;
  const name = typeof value === 'function' ? value.name : value.type;
  if (Array.isArray(combined)) {
    const parts = combined.map((inner) => describeGuard(inner) ?? 'true');
    if (name === 'not') return `!${parts[0]}`;
    if (name === 'and') return parts.map((part) => `(${part})`).join(' && ');
    if (name === 'or') return parts.map((part) => `(${part})`).join(' || ');
  }
  return name || 'inline guard';
}

function describe(transition: AnyTransitionDefinition): Omit<MachineTransition, 'key'> {
  return {
    source: transition.source.id,
    event: transition.eventType === '' ? ALWAYS : String(transition.eventType),
    guard: describeGuard(transition.guard),
    targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
  };
}

function keyOf({ source, event, guard, targets }: Omit<MachineTransition, 'key'>): string {
  const label = guard ? `${event} [${guard}]` : event;
  return `${source} --${label}--> ${targets.length ? targets.join(', ') : '(stays)'}`;
}

/** The key of a transition definition: the same for a machine and for its `.provide()`d copy. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  return keyOf(describe(transition));
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodes)];
}


interface LocatedTransition extends MachineTransition {
  position: string;
}

function locatedTransitions(machine: AnyStateMachine): LocatedTransition[] {
  const seen = new Map<string, number>();
  return stateNodes(machine.root).flatMap((node) =>
    candidatesOf(node).map((candidate) => {
      const described = describe(candidate);
      const key = keyOf(described);
      // Two candidates that read the same (same guard, same target) stay two transitions.
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      return { key: count === 1 ? key : `${key} #${count}`, ...described, position: positionOf(candidate) };
    }),
  );
}

/**
 * Each transition of a machine by its position (`<source state node id>#<index of the candidate
 * among the source node's candidates>`, as the browser journeys record it): its key, as
 * `allTransitions()` names it.
 */
export function transitionKeysByPosition(machine: AnyStateMachine): Map<string, string> {
  return new Map(locatedTransitions(machine).map((transition) => [transition.position, transition.key]));
}

/**
 * Every transition of a machine, read from its definition: for each state node, each candidate
 * of each event (`on`, invoke `onDone`/`onError`, `after`) and each eventless (`always`)
 * candidate, in document order.
 */
export function allTransitions(machine: AnyStateMachine): MachineTransition[] {
  return locatedTransitions(machine).map(({ position: _position, ...transition }) => transition);
}

export interface Coverage {
  /** Pass as an actor's `inspect` option (or a component's `inspect` prop). */
  inspect(event: InspectionEvent): void;
  /** Keys of the transitions taken so far. */
  covered(): string[];
  /** Keys of the machine's transitions not taken yet, in document order. */
  missing(): string[];
  /** Every transition of the machine. */
  transitions: MachineTransition[];
}

/** Records which transitions of `machine` the actors it inspects take. */
export function createCoverage(machine: AnyStateMachine): Coverage {
  const transitions = allTransitions(machine);
  const keyAt = transitionKeysByPosition(machine);
  const taken = new Set<string>();
  return {
    transitions,
    inspect(event) {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) {
        // Compared by place and key, never by object: a provided machine has its own objects.
        const key = keyAt.get(positionOf(transition));
        if (key !== undefined && key.startsWith(transitionKey(transition))) taken.add(key);
      }
    },
    covered: () => transitions.map((transition) => transition.key).filter((key) => taken.has(key)),
    missing: () => transitions.map((transition) => transition.key).filter((key) => !taken.has(key)),
  };
}

/** Fails, naming every transition no path took. */
export function assertFullCoverage(coverage: Coverage, name = 'machine'): void {
  const missing = coverage.missing();
  if (missing.length) {
    throw new Error(`${missing.length} transition(s) of ${name} taken by no tested path:\n  ${missing.join('\n  ')}`);
  }
}
