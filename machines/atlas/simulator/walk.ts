import {
  fromPromise,
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import type { CatalogueEntry } from '../../catalogue';
import { allTransitions, describeGuard } from '../../coverage';
import { stateLabel } from '../../paths';
import { eventLabel, type PathStep, type ReadablePath } from '../../steps';

/**
 * A walk through a machine, as the simulator keeps it and the URL shares it: the machine, which of
 * its sample inputs it started with, and the sample events sent, by their place in `sampleEvents`.
 */
export interface Walk {
  machine: string;
  /** Index in the entry's `sampleInputs`; absent for a machine without sample inputs. */
  input?: number;
  /** Indexes in the entry's `sampleEvents`, in the order they were sent. */
  steps: number[];
}

/**
 * The catalogued machine with its invoked actors replaced by actors that never settle: nothing
 * touches the network, and the actors' done and error events come from the sample events, as in
 * path generation (machines/paths.ts).
 */
export function simulatedMachine(machine: AnyStateMachine): AnyStateMachine {
  const idle = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  return machine.provide({ actors: idle });
}

/** The input a walk starts the machine with (the sample input it names, or none). */
export function walkInput(entry: CatalogueEntry, walk: Pick<Walk, 'input'>): unknown {
  return entry.sampleInputs && walk.input !== undefined ? entry.sampleInputs[walk.input] : undefined;
}

/** The first snapshot, computed with XState's pure functions: no actor runs. */
export function startSnapshot(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
  return initialTransition(machine, input)[0] as AnyMachineSnapshot;
}

/** The snapshot after one event, computed with XState's pure functions: no actor runs. */
export function nextSnapshot(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): AnyMachineSnapshot {
  return transition(machine, snapshot, event)[0] as AnyMachineSnapshot;
}

/** Whether a sample event does something in a snapshot: path generation's rule (`snapshot.can`). */
export function isEnabled(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return snapshot.status === 'active' && snapshot.can(event);
}

export interface Replayed {
  /** The snapshot at the start, then after each step kept. */
  snapshots: AnyMachineSnapshot[];
  /** The steps as a tester reads them. */
  steps: PathStep[];
  /** The walk's steps that could be replayed (a step that is not enabled, or unknown, ends it). */
  kept: number[];
  /** Why the walk stopped early, when it did. */
  problem: string | null;
}

/** Replays a walk from its first state; stops at the first step that is unknown or not enabled. */
export function replay(entry: CatalogueEntry, machine: AnyStateMachine, walk: Walk): Replayed {
  let snapshot = startSnapshot(machine, walkInput(entry, walk));
  const snapshots = [snapshot];
  const steps: PathStep[] = [];
  const kept: number[] = [];
  for (const [position, index] of walk.steps.entries()) {
    const event = entry.sampleEvents[index];
    if (!event) return { snapshots, steps, kept, problem: `Step ${position + 1}: ${entry.name} has no sample event number ${index + 1}.` };
    if (!isEnabled(snapshot, event)) {
      return { snapshots, steps, kept, problem: `Step ${position + 1}: ${eventLabel(event)} does nothing in ${stateLabel(snapshot)}; the walk stops before it.` };
    }
    const next = nextSnapshot(machine, snapshot, event);
    steps.push({ state: stateLabel(snapshot), event, next: stateLabel(next) });
    kept.push(index);
    snapshots.push(next);
    snapshot = next;
  }
  return { snapshots, steps, kept, problem: null };
}

/** A walk as `npm run machines -- paths <m> --format json` writes paths: `{ machine, paths: [one path] }`. */
export function exportWalk(entry: CatalogueEntry, walk: Walk, replayed: Replayed): { machine: string; paths: ReadablePath[] } {
  const input = walkInput(entry, walk);
  const start = stateLabel(replayed.snapshots[0]!);
  const end = stateLabel(replayed.snapshots.at(-1)!);
  return { machine: entry.name, paths: [{ ...(input === undefined ? {} : { input }), start, steps: replayed.steps, end }] };
}

/**
 * An event as a button names it: its type, then its payload (the invoked actor's id left out) in
 * full when short; else two levels deep (deeper objects as `{…}`, arrays as `[length]`), cut at
 * `limit` characters.
 */
export function shortEventLabel(event: AnyEventObject, limit = 90): string {
  const { type, actorId: _actorId, ...payload } = event;
  if (!Object.keys(payload).length) return type;
  const full = JSON.stringify(payload);
  if (full.length <= limit) return `${type} ${full}`;
  const shallow = (value: unknown, depth: number): string => {
    if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
    if (Array.isArray(value)) return depth ? `[${value.length}]` : `[${value.map((item) => shallow(item, depth + 1)).join(',')}]`;
    if (depth > 1) return '{…}';
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${shallow(inner, depth + 1)}`)
      .join(',')}}`;
  };
  const text = shallow(payload, 0);
  return `${type} ${text.length <= limit ? text : `${text.slice(0, limit - 1)}…`}`;
}

/** The URL hash of a walk: `machine=newsletter&input=0&steps=0.6.8` (steps by sample event number, from 0). */
export function walkHash(walk: Walk): string {
  const parts = [`machine=${encodeURIComponent(walk.machine)}`];
  if (walk.input !== undefined) parts.push(`input=${walk.input}`);
  if (walk.steps.length) parts.push(`steps=${walk.steps.join('.')}`);
  return `#${parts.join('&')}`;
}

/** The walk a URL hash names, or null when it names no machine. Malformed numbers are dropped. */
export function parseWalkHash(hash: string): Walk | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const machine = params.get('machine');
  if (!machine) return null;
  const number = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
  const input = number(params.get('input') ?? '');
  const steps = (params.get('steps') ?? '')
    .split(/[.,]/)
    .map(number)
    .filter((step): step is number => step !== null);
  return { machine, ...(input === null ? {} : { input }), steps };
}

/** The walk one step shorter (undo), and the step taken back, to redo. */
export function undo(walk: Walk): { walk: Walk; undone: number | null } {
  if (!walk.steps.length) return { walk, undone: null };
  return { walk: { ...walk, steps: walk.steps.slice(0, -1) }, undone: walk.steps.at(-1)! };
}

/** The walk one step longer. */
export function step(walk: Walk, index: number): Walk {
  return { ...walk, steps: [...walk.steps, index] };
}

/** One candidate transition of an event in the current state, and what its guard says. */
export interface Candidate {
  /** `MachineTransition.key` of machines/coverage.ts. */
  key: string;
  /** The state node that holds it. */
  source: string;
  guard: string | null;
  /** The guard's answer for this event in this snapshot (true when unguarded); null when it threw. */
  passes: boolean | null;
  /** Whether XState takes it for this event. */
  taken: boolean;
  targets: string[];
}

export interface EventView {
  /** Place in the entry's `sampleEvents`. */
  index: number;
  event: AnyEventObject;
  label: string;
  enabled: boolean;
  /** The state it leads to, when enabled. */
  next: string | null;
  /** Candidates of the event in the active state nodes, deepest first, in document order. */
  candidates: Candidate[];
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodes)];
}

/** Each transition definition's `MachineTransition.key`, in the same order as `allTransitions` reads them. */
export function transitionKeys(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = allTransitions(machine).map((transition) => transition.key);
  const definitions = stateNodes(machine.root).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
  return new Map(definitions.map((definition, position) => [definition, keys[position]!]));
}

type GuardFunction = ((args: unknown, params: unknown) => boolean) & { check?: (snapshot: unknown, args: unknown, self: unknown) => boolean };

/** A guard's answer, as XState's own evaluation computes it (named, inline, `and`/`or`/`not`, `stateIn`). */
export function evaluateGuard(guard: unknown, snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const args = { context: snapshot.context, event };
  const inline = typeof guard === 'function';
  const named = typeof guard === 'string' ? guard : (guard as { type?: string }).type;
  const resolved = (inline ? guard : snapshot.machine.implementations.guards[named!]) as GuardFunction | string | { type: string } | undefined;
  if (!resolved) throw new Error(`Guard ${named} is not implemented`);
  if (typeof resolved !== 'function') return evaluateGuard(resolved, snapshot, event);
  if (resolved.check) return resolved.check(snapshot, args, resolved);
  const params = inline || typeof guard === 'string' ? undefined : (guard as { params?: unknown }).params;
  return resolved(args, typeof params === 'function' ? params(args) : params);
}

/** The state nodes a snapshot is in, each atomic one then its ancestors (XState's order of selection). */
function activeChains(snapshot: AnyMachineSnapshot): AnyStateNode[][] {
  const nodes = snapshot._nodes as AnyStateNode[];
  return nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => {
      const chain: AnyStateNode[] = [];
      for (let current: AnyStateNode | undefined = node; current; current = current.parent) chain.push(current);
      return chain;
    });
}

/** The state nodes a snapshot is in, by id. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).map((node) => node.id);
}

/** Every sample event in a snapshot: enabled or not, where it leads, and each candidate's guard. */
export function eventViews(entry: CatalogueEntry, machine: AnyStateMachine, snapshot: AnyMachineSnapshot, keys = transitionKeys(machine)): EventView[] {
  const chains = activeChains(snapshot);
  return entry.sampleEvents.map((event, index) => {
    const enabled = isEnabled(snapshot, event);
    const taken = new Set(enabled ? machine.getTransitionData(snapshot, event) : []);
    const seen = new Set<AnyTransitionDefinition>();
    const candidates: Candidate[] = [];
    for (const chain of chains) {
      for (const node of chain) {
        for (const definition of (node.transitions.get(event.type) ?? []) as AnyTransitionDefinition[]) {
          if (seen.has(definition)) continue;
          seen.add(definition);
          let passes: boolean | null = true;
          if (definition.guard !== undefined) {
            try {
              passes = evaluateGuard(definition.guard, snapshot, event);
            } catch {
              passes = null;
            }
          }
          candidates.push({
            key: keys.get(definition) ?? `${node.id} ${event.type}`,
            source: node.id,
            guard: describeGuard(definition.guard),
            passes,
            taken: taken.has(definition),
            targets: (definition.target ?? []).map((target: AnyStateNode) => target.id),
          });
        }
      }
    }
    return { index, event, label: eventLabel(event), enabled, next: enabled ? stateLabel(nextSnapshot(machine, snapshot, event)) : null, candidates };
  });
}

/** Why an event does nothing, in one sentence (null when it is enabled). */
export function blockedReason(view: EventView, snapshot: AnyMachineSnapshot): string | null {
  if (view.enabled) return null;
  if (snapshot.status !== 'active') return `The machine has finished (${snapshot.status}).`;
  if (!view.candidates.length) return `No transition for ${view.event.type} in ${stateLabel(snapshot)}.`;
  const refused = view.candidates.filter((candidate) => candidate.guard && candidate.passes !== true);
  if (refused.length === view.candidates.length) return `Blocked by ${refused.map((candidate) => `${candidate.guard} (${candidate.passes === null ? 'error' : 'false'})`).join(', ')}.`;
  return 'Its transition neither changes the state nor runs an action.';
}

/**
 * The drawing's transitions (keys as in `data-transition`, without the target index) that leave the
 * states a snapshot is in: enabled when a sample event takes it now, blocked otherwise.
 */
export function leavingTransitions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, views: readonly EventView[]): { enabled: string[]; blocked: string[] } {
  const active = new Set(activeStateIds(snapshot));
  const taken = new Set(views.flatMap((view) => view.candidates.filter((candidate) => candidate.taken).map((candidate) => candidate.key)));
  const leaving = allTransitions(machine).filter((candidate) => active.has(candidate.source));
  return {
    enabled: leaving.filter((candidate) => taken.has(candidate.key)).map((candidate) => candidate.key),
    blocked: leaving.filter((candidate) => !taken.has(candidate.key)).map((candidate) => candidate.key),
  };
}

/** The context as readable JSON: actors, functions and cycles written as words. */
export function contextJson(context: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(
      context,
      (_key, value: unknown) => {
        if (typeof value === 'function') return '(function)';
        if (typeof value === 'bigint') return `${value}n`;
        if (value && typeof value === 'object') {
          if ('sessionId' in value && 'send' in value) return `(actor ${(value as { id?: string }).id ?? ''})`.replace(' )', ')');
          if (value instanceof Map) return Object.fromEntries(value);
          if (value instanceof Set) return [...value];
          if (seen.has(value)) return '(seen above)';
          seen.add(value);
        }
        return value;
      },
      2,
    ) ?? 'undefined'
  );
}
