import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueEntry } from './catalogue';
import { allTransitions, type MachineTransition } from './coverage';
import { machinePaths, pathTransitions, type MachinePath } from './paths';
import { readablePath, type ReadablePath } from './steps';

const machinesDir = dirname(fileURLToPath(import.meta.url));

/** The model-based test file that replays a machine's paths in its component: `machines/<kebab-name>.model.test.tsx`. */
export function modelTestFile(name: string): string {
  return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.model.test.tsx`;
}

export interface MachineReport {
  entry: CatalogueEntry;
  paths: MachinePath[];
  readable: ReadablePath[];
  /** Every transition, with the number of generated paths that take it. */
  transitions: (MachineTransition & { paths: number })[];
  /** Whether the model-based test that replays these paths exists. */
  tested: boolean;
  states: number;
}

function countStates(node: { states: Record<string, unknown> }): number {
  return 1 + Object.values(node.states as Record<string, { states: Record<string, unknown> }>).reduce((sum, child) => sum + countStates(child), 0);
}

/** What QA and the product team read of a machine: its paths, and which transitions they take. */
export function machineReport(entry: CatalogueEntry, options: { simplePathsUpTo?: number } = {}): MachineReport {
  const paths = machinePaths(entry.machine, entry.sampleEvents, { inputs: entry.sampleInputs, simplePathsUpTo: options.simplePathsUpTo });
  const counts = new Map<string, number>();
  for (const path of paths) for (const key of new Set(pathTransitions(entry.machine, path))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return {
    entry,
    paths,
    readable: paths.map(readablePath),
    transitions: allTransitions(entry.machine).map((transition) => ({ ...transition, paths: counts.get(transition.key) ?? 0 })),
    tested: existsSync(join(machinesDir, modelTestFile(entry.name))),
    states: countStates(entry.machine.root),
  };
}

/** The share of transitions some tested path takes (0 when the machine has no model test). */
export function coverageOf(report: MachineReport): { covered: number; total: number } {
  const covered = report.tested ? report.transitions.filter((transition) => transition.paths > 0).length : 0;
  return { covered, total: report.transitions.length };
}
