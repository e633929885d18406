import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from '@playwright/test';
import { MACHINE_STATES_DIR } from './machine-states';

/** A commit of the main line the changes page compares with (the atlas journeys' `--since`). */
export const ATLAS_SINCE = '6662f23';

/**
 * The atlas as `npm run machines -- atlas --since <ATLAS_SINCE> --screens <MACHINE_STATES_DIR>`
 * writes it (with the screens the journeys of this run recorded), built once per test
 * process and shared by the atlas journeys (the atlas, its diagrams, the simulator, the changes
 * page): a build takes a minute or two. Removed when the process ends.
 */
export function builtAtlas(): string {
  const dir = join(tmpdir(), `lc-atlas-${process.pid}`);
  const done = join(dir, '.built');
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync(process.execPath, ['scripts/machines.mjs', 'atlas', '--out', dir, '--since', ATLAS_SINCE, '--screens', MACHINE_STATES_DIR], { stdio: 'pipe' });
  writeFileSync(done, '');
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The address of a file of the built atlas, opened from disk. */
export const atlasUrl = (file: string) => pathToFileURL(join(builtAtlas(), file)).href;

/** Where a file of the built atlas is on disk (`atlasPath()`: its folder). */
export const atlasPath = (file = '') => join(builtAtlas(), file);

/**
 * For a spec of the atlas journeys: its tests run one after the other, after the shared atlas is
 * built (the first build of the process takes a minute or two, hence its own time limit).
 */
export function useBuiltAtlas(): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => {
    test.setTimeout(300_000);
    builtAtlas();
  });
}
