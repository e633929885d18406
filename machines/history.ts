import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueEntry } from './catalogue';

/** A git reference that names no commit, or a commit without a machine catalogue. */
export class RefError extends Error {}

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
}

/** The commit a reference names, with its short hash and subject; a RefError when there is none with a catalogue. */
export function resolveRef(ref: string, cwd = process.cwd()): { commit: string; short: string; subject: string } {
  if (!ref || ref.startsWith('-')) throw new RefError(`Give a git reference (a commit, a branch, a tag): ${ref || '(none given)'}`);
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], cwd).trim();
  } catch {
    throw new RefError(`Unknown git reference ${ref}: no commit by that name in this repository.`);
  }
  try {
    git(['cat-file', '-e', `${commit}:machines/catalogue.ts`], cwd);
  } catch {
    throw new RefError(`${ref} has no machines/catalogue.ts: the machines were not catalogued yet.`);
  }
  const [short = commit.slice(0, 7), subject = ''] = git(['log', '-1', '--format=%h%n%s', commit], cwd).split('\n');
  return { commit, short, subject };
}

/**
 * The catalogue as it was at `ref`: the commit's files are written to a temporary folder (with
 * this tree's node_modules linked in), and its machines/catalogue.ts is loaded through Vite with
 * that commit's own vite.config.ts, as `npm run machines` loads today's. The folder is removed
 * before this returns, whatever happens; the machines stay in memory.
 */
export async function catalogueAt(ref: string, cwd = process.cwd()): Promise<{ entries: CatalogueEntry[]; commit: string; short: string; subject: string }> {
  const resolved = resolveRef(ref, cwd);
  const root = git(['rev-parse', '--show-toplevel'], cwd).trim();
  const folder = mkdtempSync(join(tmpdir(), 'machines-at-'));
  const cleanUp = () => rmSync(folder, { recursive: true, force: true });
  // Also when the process ends before the finally below (an exit on the way).
  process.once('exit', cleanUp);
  let server: { ssrLoadModule(url: string): Promise<Record<string, unknown>>; close(): Promise<void> } | null = null;
  try {
    execFileSync('sh', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'archive', resolved.commit, folder], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    const modules = join(root, 'node_modules');
    if (existsSync(modules)) symlinkSync(realpathSync(modules), join(folder, 'node_modules'), 'dir');
    const { createServer } = await import('vite');
    server = await createServer({
      root: folder,
      configFile: join(folder, 'vite.config.ts'),
      appType: 'custom',
      logLevel: 'error',
      clearScreen: false,
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const loaded = await server.ssrLoadModule('/machines/catalogue.ts').catch((error: unknown) => {
      throw new Error(`The catalogue of ${ref} (${resolved.short}) does not load with this tree's node_modules: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    const entries = loaded.catalogue as CatalogueEntry[] | undefined;
    if (!Array.isArray(entries)) throw new RefError(`${ref}: machines/catalogue.ts exports no catalogue.`);
    return { entries, ...resolved };
  } finally {
    await server?.close();
    cleanUp();
    process.removeListener('exit', cleanUp);
  }
}
