import type { AnyEventObject } from 'xstate';
import { stateLabel, type MachinePath } from './paths';

/** One step of a path: the state it leaves, the event sent (with its payload), the state it reaches. */
export interface PathStep {
  state: string;
  event: AnyEventObject;
  next: string;
}

export interface ReadablePath {
  /** The machine's input, when its first state depends on it. */
  input?: unknown;
  /** The first state. */
  start: string;
  steps: PathStep[];
  /** The last state. */
  end: string;
}

/** A path as steps a tester reads, or a browser test replays. */
export function readablePath(path: MachinePath): ReadablePath {
  const [first, ...rest] = path.steps;
  const start = stateLabel(first?.state ?? path.state);
  const steps: PathStep[] = [];
  let state = start;
  for (const step of rest) {
    const next = stateLabel(step.state);
    steps.push({ state, event: step.event, next });
    state = next;
  }
  return { ...(path.input === undefined ? {} : { input: path.input }), start, steps, end: state };
}

/** The event as written in a step: its type, then its payload as JSON when it has one. */
export function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

/** The paths of a machine as a Markdown document: one numbered list of steps per path. */
export function pathsMarkdown(name: string, paths: readonly ReadablePath[]): string {
  const lines = [`# ${name}: ${paths.length} paths`, ''];
  paths.forEach((path, index) => {
    lines.push(`## Path ${index + 1}: ${path.start} → ${path.end} (${path.steps.length} steps)`, '');
    if (path.input !== undefined) lines.push(`Input: \`${JSON.stringify(path.input)}\``, '');
    if (!path.steps.length) lines.push(`Starts and stays in \`${path.start}\`.`);
    path.steps.forEach((step, stepIndex) => {
      lines.push(`${stepIndex + 1}. In \`${step.state}\`, send \`${eventLabel(step.event)}\` → \`${step.next}\``);
    });
    lines.push('');
  });
  return lines.join('\n');
}
