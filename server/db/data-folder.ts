// The embedded database's data folder: checked before anything is written to it, and locked so
// that one process at a time opens it (two PGlite instances on one folder overwrite each other's
// writes: what one of them committed is lost at the next start).
//
// The lock is a file in the folder that holds the id of the process that has it. It is made
// whole aside, then linked into place: the link fails when a lock is already there, so of two
// processes that start together exactly one gets it. A lock whose process no longer runs (killed
// with -9, or the machine stopped) is stale, and is replaced by renaming a new one over it; to
// replace it, a process first takes a claim on that very file (a lock of the same kind, named
// after the file's inode), so that of two processes that find it stale only one replaces it,
// and a process that finds the new lock in its place sees it is held.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { StartupError } from '../config';

/** The lock's name in the data folder. */
export const LOCK_FILE = 'little-closet.lock';

/** What a lock file holds. */
export interface LockRecord {
  pid: number;
  /** The command that took the lock, for the sentence of a refused start. */
  command: string;
  /** When the process started, as the system counts it (Linux), to tell a reused id from the holder. */
  started?: string;
  since: string;
}

export interface DataFolderLock {
  /** The lock file. */
  path: string;
  /** Gives the folder back (also done when the process exits). */
  release(): void;
}

const ADVICE = 'set DATA_DIR to a folder this user can write';

/** What an error of the file system means, in words. */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'ENOTDIR':
      return 'a part of its path is a file';
    case 'ENOENT':
      // Where the folder exists, the system refuses to create anything in it (/proc, /sys).
      return 'the system refuses new files there';
    default:
      return code ?? String((error as Error | undefined)?.message ?? error);
  }
}

/** Creates a folder and its missing parents one at a time (Node's recursive mkdir loops forever under /proc). */
function createFolder(dir: string): void {
  const missing: string[] = [];
  for (let path = dir; ; path = dirname(path)) {
    try {
      statSync(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(path) === path) throw error;
      missing.unshift(path);
    }
  }
  for (const path of missing) mkdirSync(path);
}

/**
 * Makes sure `dir` is a folder this process can write, creating it when it is missing; else a
 * StartupError says which and why. Writes nothing but the folder and a probe file, removed at once.
 */
export function prepareDataFolder(dir: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw new StartupError(`The data folder ${dir} cannot be read (${reason(error)}): ${ADVICE}`);
    try {
      createFolder(dir);
    } catch (creating) {
      throw new StartupError(`The data folder ${dir} does not exist and cannot be created (${reason(creating)}): ${ADVICE}`);
    }
    isFolder = true;
  }
  if (!isFolder) throw new StartupError(`The data folder ${dir} is a file, not a folder: ${ADVICE}`);
  const probe = join(dir, `.write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeWhole(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw new StartupError(`The data folder ${dir} cannot be written (${reason(error)}): ${ADVICE}`);
  }
}

/** Writes a new file (never an existing one) and flushes it to the disk. */
function writeWhole(path: string, content: string): void {
  const fd = openSync(path, 'wx', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The start time of a process as Linux counts it (clock ticks since boot), or null elsewhere. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock files this process holds. */
const held = new Map<string, string>();

/** Whether the process that wrote `record` still runs. */
function running(record: LockRecord, path: string): boolean {
  if (!Number.isSafeInteger(record.pid) || record.pid <= 0) return false;
  // Our own id: ours if we hold the lock here; else a former process that had the same id (a container restarted).
  if (record.pid === process.pid) return held.has(path);
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // Another process that got the same id since?
  const now = startTime(record.pid);
  return !(record.started && now !== null && now !== record.started);
}

interface Found {
  ino: number;
  record: LockRecord | null;
  ageMs: number;
}

/** The lock file at `path` as it is now (its inode and what it says), or null when there is none. */
function look(path: string): Found | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    let record: LockRecord | null = null;
    try {
      const parsed = JSON.parse(readFileSync(fd, 'utf8')) as LockRecord;
      if (typeof parsed?.pid === 'number') record = parsed;
    } catch {
      // Empty or unreadable: being written, or left half-written.
    }
    return { ino: stat.ino, record, ageMs: Date.now() - stat.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/** Creates `path` holding `content`, only if nothing is there: true when it was created. */
function createExclusive(path: string, content: string): boolean {
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeWhole(aside, content);
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!LINK_UNSUPPORTED.has(code)) throw error;
  } finally {
    unlinkSync(aside);
  }
  // A file system without hard links: create it in place (a reader may see it empty for a moment).
  try {
    writeWhole(path, content);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Removes a lock file if it is still the one this process wrote. */
function removeOwn(path: string, content: string): void {
  try {
    if (readFileSync(path, 'utf8') === content) unlinkSync(path);
  } catch {
    // Already gone.
  }
}

type Outcome = { kind: 'held' } | { kind: 'busy'; record: LockRecord } | { kind: 'again' };

/** One try at taking the lock file `path`, replacing a stale one (see the top of this file). */
function take(path: string, content: string, depth: number): Outcome {
  if (createExclusive(path, content)) return { kind: 'held' };
  const found = look(path);
  if (!found) return { kind: 'again' };
  if (found.record && running(found.record, path)) return { kind: 'busy', record: found.record };
  // Unreadable and new: its writer is still at it.
  if (!found.record && found.ageMs < 2000) return { kind: 'again' };
  if (depth >= 3) return { kind: 'again' };
  const claim = `${path}.takeover-${found.ino}`;
  // Another process is replacing it: look again once it is done.
  if (take(claim, content, depth + 1).kind !== 'held') return { kind: 'again' };
  try {
    const now = look(path);
    if (!now || now.ino !== found.ino || (now.record && running(now.record, path))) return { kind: 'again' };
    const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeWhole(aside, content);
    renameSync(aside, path);
    return { kind: 'held' };
  } finally {
    removeOwn(claim, content);
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The command line of this process, as the lock names it. */
function commandLine(): string {
  const [script = '', ...args] = process.argv.slice(1);
  return [relative(process.cwd(), script) || script, ...args].join(' ').slice(0, 200);
}

/**
 * Locks the data folder for this process, until `release()` or the process's exit; a StartupError
 * names the folder and the process that holds it. Call `prepareDataFolder` first.
 */
export function lockDataFolder(dir: string): DataFolderLock {
  const path = join(dir, LOCK_FILE);
  const record: LockRecord = { pid: process.pid, command: commandLine(), started: startTime(process.pid) ?? undefined, since: new Date().toISOString() };
  const content = `${JSON.stringify(record)}\n`;
  const deadline = Date.now() + 5000;
  for (;;) {
    let outcome: Outcome;
    try {
      outcome = held.has(path) ? { kind: 'busy', record: JSON.parse(held.get(path)!) as LockRecord } : take(path, content, 0);
    } catch (error) {
      throw new StartupError(`The data folder ${dir} cannot be written (${reason(error)}): ${ADVICE}`);
    }
    if (outcome.kind === 'held') break;
    if (outcome.kind === 'busy') {
      const { pid, command } = outcome.record;
      throw new StartupError(
        `The data folder ${dir} is already in use by process ${pid}${command ? ` (${command})` : ''}: stop that process, or set DATA_DIR to another folder`,
      );
    }
    if (Date.now() > deadline) throw new StartupError(`The data folder ${dir} could not be locked: its lock file ${path} kept changing for 5 seconds`);
    pause(10 + Math.random() * 40);
  }
  held.set(path, content);
  const onExit = () => removeOwn(path, content);
  process.on('exit', onExit);
  return {
    path,
    release() {
      if (!held.has(path)) return;
      held.delete(path);
      process.off('exit', onExit);
      removeOwn(path, content);
    },
  };
}
