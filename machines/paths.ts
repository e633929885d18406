import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from '@xstate/graph';
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { createCoverage, transitionKey } from './coverage';

export type MachinePath = StatePath<AnyMachineSnapshot, AnyEventObject> & {
  /** The machine's input for this path (machines whose first state depends on it). */
  input?: unknown;
};

export interface PathOptions {
  /** Inputs to start the machine with, one traversal each; `[undefined]` by default. */
  inputs?: readonly unknown[];
  /**
   * Simple paths (every route that visits no state twice) are added when the machine has at most
   * this many distinct snapshots: beyond that their number explodes. Default 16.
   */
  simplePathsUpTo?: number;
}

/** The state a snapshot is in, as `a` or `a.b` (parallel regions joined by `, `). */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flatten(inner).map((rest) => `${key}.${rest}`));
  return flatten(snapshot.value).join(', ');
}

/**
 * Path generation for a machine from its sample events: the shortest path to every snapshot
 * reached by every transition (the serializer keeps the transition taken, so states reached in
 * several ways are reached in each way), plus, for small machines, every simple path; then
 * deduplicated (a path that is the beginning of another one is dropped).
 */
export function machinePaths(machine: AnyStateMachine, sampleEvents: readonly AnyEventObject[], options: PathOptions = {}): MachinePath[] {
  const { inputs = [undefined], simplePathsUpTo = 16 } = options;
  const serializeState = (state: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot) => {
    const taken = event && previous ? machine.getTransitionData(previous, event).map(transitionKey).join(' + ') : 'start';
    return `${serializeSnapshot(state)} <- ${taken}`;
  };
  const paths: MachinePath[] = [];
  for (const input of inputs) {
    const traversal = {
      input,
      events: (snapshot: AnyMachineSnapshot) => sampleEvents.filter((event) => snapshot.can(event)),
      serializeState,
    };
    const found = getShortestPaths(machine, traversal);
    const size = Object.keys(getAdjacencyMap(machine, { ...traversal, serializeState: (state) => serializeSnapshot(state) })).length;
    if (size <= simplePathsUpTo) found.push(...getSimplePaths(machine, traversal));
    paths.push(...found.map((path) => (input === undefined ? path : { ...path, input })));
  }
  return deduplicatePaths(paths);
}

function pathSignature(path: MachinePath): string[] {
  return [JSON.stringify(path.input ?? null), ...path.steps.map((step) => JSON.stringify(step.event))];
}

/** Drops every path whose events are the beginning of another path's (same input). */
export function deduplicatePaths(paths: readonly MachinePath[]): MachinePath[] {
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: MachinePath; signature: string[] }[] = [];
  for (const path of longestFirst) {
    const signature = pathSignature(path);
    const covered = kept.some((other) => signature.every((part, index) => other.signature[index] === part));
    if (!covered) kept.push({ path, signature });
  }
  // Back to a readable order: by input, then shortest first, then alphabetically.
  return kept
    .map(({ path }) => path)
    .sort((a, b) => pathSignature(a)[0]!.localeCompare(pathSignature(b)[0]!) || a.steps.length - b.steps.length || describePath(a).localeCompare(describePath(b)));
}

function describePayload(event: AnyEventObject): string {
  const { type: _type, actorId: _actorId, ...payload } = event;
  if (!Object.keys(payload).length) return '';
  const shallow = Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, value !== null && typeof value === 'object' ? '{…}' : value]),
  );
  return ` ${JSON.stringify(shallow).replaceAll('"{…}"', '{…}')}`;
}

/** A path as readable steps: `editing --TYPE {"email":"a@b.fr"}--> editing --SUBMIT--> submitting`. */
export function describePath(path: MachinePath): string {
  const [first, ...rest] = path.steps;
  if (!first) return stateLabel(path.state);
  const start = path.input === undefined ? '' : `(input ${JSON.stringify(path.input)}) `;
  return rest.reduce((text, step) => `${text} --${step.event.type}${describePayload(step.event)}--> ${stateLabel(step.state)}`, `${start}${stateLabel(first.state)}`);
}

/**
 * The transitions a path takes, found by running it in a headless actor whose invoked actors
 * never settle (the path's own done and error events settle them).
 */
export function pathTransitions(machine: AnyStateMachine, path: MachinePath): string[] {
  const coverage = createCoverage(machine);
  const idle = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  const actor = createActor(machine.provide({ actors: idle }), { input: path.input, inspect: coverage.inspect });
  actor.start();
  for (const step of path.steps.slice(1)) actor.send(step.event);
  actor.stop();
  return coverage.covered();
}

/**
 * The fewest paths (picked greedily, longest reach first) that still take every transition the
 * given paths take: what a slow runner, such as a browser suite, replays.
 */
export function coveringPaths(machine: AnyStateMachine, paths: readonly MachinePath[]): MachinePath[] {
  const taken = paths.map((path) => ({ path, transitions: new Set(pathTransitions(machine, path)) }));
  const left = new Set(taken.flatMap(({ transitions }) => [...transitions]));
  const chosen: MachinePath[] = [];
  while (left.size) {
    const gain = (transitions: Set<string>) => [...transitions].filter((key) => left.has(key)).length;
    const best = taken.reduce((a, b) => (gain(b.transitions) > gain(a.transitions) ? b : a));
    chosen.push(best.path);
    for (const key of best.transitions) left.delete(key);
  }
  return chosen;
}
