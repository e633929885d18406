import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { CatalogueEntry } from './catalogue';
import { assertFullCoverage, createCoverage, type Coverage } from './coverage';
import { describePath, machinePaths, stateLabel, type MachinePath } from './paths';

/** How a machine's real component is driven and read, as a user (and the server) would. */
export interface ModelHarness<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot, TEvent extends AnyEventObject = AnyEventObject> {
  /** Mounts the real component with the harness's logic and `inspect` passed through. */
  render(inspect: (event: InspectionEvent) => void, input: unknown): void;
  /**
   * Makes `event` happen: a click or typing for a user event, settling the pending call for an
   * invoked actor's done or error event. `from` is the state the page is in.
   */
  perform(event: TEvent, from: TSnapshot): Promise<void>;
  /** Asserts that the page shows `snapshot` as a user sees it (retried until the page settles). */
  expectState(snapshot: TSnapshot): void;
}

export interface ReplayOptions {
  /**
   * Also require the mounted actor's context to equal the path's (default true): the page
   * performed exactly the event, payload included.
   */
  compareContext?: boolean;
}

/** Follows the root actor of a mounted component through its inspection events. */
function followRootActor() {
  let latest: AnyMachineSnapshot | undefined;
  return {
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.snapshot' && event.actorRef.sessionId === event.rootId) latest = event.snapshot as AnyMachineSnapshot;
    },
    current: () => latest,
  };
}

/**
 * Replays one path in the real component: performs each step's event, then waits until the page
 * shows the step's state and the mounted actor is in it. A failure names the step.
 */
export async function replayPath<TSnapshot extends AnyMachineSnapshot, TEvent extends AnyEventObject>(
  path: MachinePath,
  harness: ModelHarness<TSnapshot, TEvent>,
  inspect: (event: InspectionEvent) => void,
  { compareContext = true }: ReplayOptions = {},
): Promise<void> {
  const root = followRootActor();
  harness.render((event) => {
    inspect(event);
    root.inspect(event);
  }, path.input);
  for (const [index, step] of path.steps.entries()) {
    const expected = step.state as TSnapshot;
    const where = index === 0 ? `at the start (${stateLabel(expected)})` : `after step ${index}: --${step.event.type}--> ${stateLabel(expected)}`;
    try {
      if (index > 0) await harness.perform(step.event as TEvent, path.steps[index - 1]!.state as TSnapshot);
      await waitFor(() => {
        expect(root.current()?.value, 'the mounted actor is in the state').toEqual(expected.value);
        if (compareContext) expect(root.current()?.context, 'the mounted actor has the context').toEqual(expected.context);
        harness.expectState(expected);
      });
    } catch (error) {
      if (error instanceof Error) error.message = `${where}\n${error.message}`;
      throw error;
    }
  }
}

export interface ModelTestOptions extends ReplayOptions {
  /** The paths to replay; by default every path generated from the entry's sample events. */
  paths?: MachinePath[];
}

/**
 * The model-based test of a catalogued machine: one test per generated path, replayed in the
 * real component, then the coverage gate (every transition of the machine taken, or the run
 * fails naming the ones no path took). Call it at the top level of a test file.
 */
export function testMachineModel<TSnapshot extends AnyMachineSnapshot, TEvent extends AnyEventObject>(
  entry: CatalogueEntry,
  createHarness: () => ModelHarness<TSnapshot, TEvent>,
  options: ModelTestOptions = {},
): { paths: MachinePath[]; coverage: Coverage } {
  const paths = options.paths ?? machinePaths(entry.machine, entry.sampleEvents, { inputs: entry.sampleInputs });
  const coverage = createCoverage(entry.machine);
  describe(`${entry.name}: the component follows the machine`, () => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      await replayPath(path, createHarness(), coverage.inspect, options);
    });

    it(`takes each of the ${coverage.transitions.length} transitions of ${entry.name}`, () => {
      assertFullCoverage(coverage, entry.name);
    });
  });
  return { paths, coverage };
}

/** A call the test settles by hand: `next()` is the call, `resolve`/`reject` settle the pending one. */
export function manualCalls<TInput, TOutput>() {
  const inputs: TInput[] = [];
  let pending: { resolve(value: TOutput): void; reject(reason: unknown): void } | null = null;
  const settle = () => {
    if (!pending) throw new Error('No call is waiting for an answer');
    const current = pending;
    pending = null;
    return current;
  };
  return {
    /** The inputs of every call made so far. */
    inputs,
    call(input: TInput): Promise<TOutput> {
      inputs.push(input);
      return new Promise<TOutput>((resolve, reject) => {
        pending = { resolve, reject };
      });
    },
    resolve: (value: TOutput) => settle().resolve(value),
    reject: (reason: unknown) => settle().reject(reason),
    /** Settles the pending call as a path's `xstate.done.actor.*` or `xstate.error.actor.*` event says. */
    settleFrom(event: { type: string; output?: unknown; error?: unknown }) {
      if (event.type.startsWith('xstate.done.actor.')) settle().resolve(event.output as TOutput);
      else settle().reject(event.error);
    },
  };
}
