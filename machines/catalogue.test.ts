import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { allTransitions } from './coverage';
import { machinePaths, pathTransitions } from './paths';
import { modelTestFile } from './report';

const machinesDir = dirname(fileURLToPath(import.meta.url));
const featuresDir = resolve(machinesDir, '../src/features');

/** The feature slices: `features/<slice>`, or `features/<group>/<slice>` inside a group folder. */
function featureSlices(dir = featuresDir, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (existsSync(join(dir, entry.name, 'index.ts')) ? [`${prefix}${entry.name}`] : featureSlices(join(dir, entry.name), `${prefix}${entry.name}/`)));
}

/** Every `…Machine` export of every feature's public API, with the slice that exports it. */
async function exportedMachines() {
  const found: { owner: string; exportName: string; machine: unknown }[] = [];
  for (const slice of featureSlices()) {
    const publicApi: Record<string, unknown> = await import(/* @vite-ignore */ join(featuresDir, slice, 'index.ts'));
    for (const [exportName, value] of Object.entries(publicApi)) {
      if (exportName.endsWith('Machine')) found.push({ owner: `features/${slice}`, exportName, machine: value });
    }
  }
  return found;
}

describe('the machine catalogue', () => {
  it('holds every machine a feature exports', async () => {
    const exported = await exportedMachines();
    expect(exported.length).toBeGreaterThan(0);
    const uncatalogued = exported.filter(({ machine }) => !catalogue.some((entry) => entry.machine === machine)).map(({ owner, exportName }) => `${owner}: ${exportName}`);
    expect(uncatalogued, 'machines exported by a feature but missing from machines/catalogue.ts').toEqual([]);
  });

  it('names each machine once, by its id, with the slice that exports it', async () => {
    const exported = await exportedMachines();
    expect(new Set(catalogue.map((entry) => entry.name)).size).toBe(catalogue.length);
    for (const entry of catalogue) {
      expect(entry.machine.id, `${entry.name}: the name is the machine's id`).toBe(entry.name);
      const exporters = exported.filter(({ machine }) => machine === entry.machine).map(({ owner }) => owner);
      expect(exporters, `${entry.name}: its owner exports it`).toContain(entry.owner);
    }
  });

  it.each(catalogue.map((entry) => [entry.name, entry] as const))('%s has a purpose and sample events the machine knows', (_name, entry) => {
    expect(entry.owner).toMatch(/^(features|entities|widgets|pages|app)\/([a-z0-9-]+\/)?[a-z0-9-]+$/);
    expect(entry.purpose.length).toBeGreaterThan(20);
    expect(entry.sampleEvents.length).toBeGreaterThan(0);
    const known = new Set(allTransitions(entry.machine).map((transition) => transition.event));
    const unknown = entry.sampleEvents.filter((event) => !known.has(event.type)).map((event) => event.type);
    expect(unknown, `${entry.name}: sample events no transition listens to`).toEqual([]);
  });

  it.each(catalogue.map((entry) => [entry.name, entry] as const))('%s: the sample events reach every transition', (_name, entry) => {
    const paths = machinePaths(entry.machine, entry.sampleEvents, { inputs: entry.sampleInputs });
    const taken = new Set(paths.flatMap((path) => pathTransitions(entry.machine, path)));
    const unreachable = allTransitions(entry.machine).filter((transition) => !taken.has(transition.key)).map((transition) => transition.key);
    expect(unreachable, `${entry.name}: transitions no generated path takes (add sample events or inputs)`).toEqual([]);
    // Path generation of the larger machines takes seconds.
  }, 60_000);

  it.each(catalogue.map((entry) => [entry.name, modelTestFile(entry.name)] as const))('%s: its paths are replayed by machines/%s', (_name, file) => {
    const path = join(machinesDir, file);
    expect(existsSync(path), `machines/${file} is missing: every catalogued machine has a model-based test`).toBe(true);
    expect(readFileSync(path, 'utf8')).toContain('testMachineModel(');
  });
});
