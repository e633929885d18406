import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataFolder, prepareDataFolder, type LockRecord } from './data-folder';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lc-lock-'));
  folders.push(dir);
  return dir;
}

/** A process that runs until it is killed. */
function idleProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The id of a process that ran and has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function writeLock(dir: string, record: Partial<LockRecord>) {
  writeFileSync(join(dir, LOCK_FILE), `${JSON.stringify({ command: 'server/main.ts', since: new Date().toISOString(), ...record })}\n`);
}

const lockedBy = (dir: string) => (JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockRecord).pid;

describe('the data folder lock', () => {
  it('is held by one process: another is refused with the folder and the holder’s id, until it is released', async () => {
    const dir = folder();
    const holder = idleProcess();
    writeLock(dir, { pid: holder.pid! });
    expect(() => lockDataFolder(dir)).toThrow(
      `The data folder ${dir} is already in use by process ${holder.pid} (server/main.ts): stop that process, or set DATA_DIR to another folder`,
    );
    expect(lockedBy(dir)).toBe(holder.pid);
    const lock = lockDataFolder(folder());
    // Twice in one process is refused too.
    expect(() => lockDataFolder(dirname(lock.path))).toThrow(`is already in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lockDataFolder(dirname(lock.path)).release();
  });

  it('is taken over when the process that held it no longer runs, or its id now belongs to another process', async () => {
    const dir = folder();
    const pid = await endedPid();
    writeLock(dir, { pid });
    const lock = lockDataFolder(dir);
    expect(lockedBy(dir)).toBe(process.pid);
    lock.release();
    // A process id reused by another process since: it started at another time than the lock says.
    const other = idleProcess();
    writeLock(dir, { pid: other.pid!, started: '1' });
    lockDataFolder(dir).release();
    // This process's own id, left by a former process (a container restarted with the same ids).
    writeLock(dir, { pid: process.pid });
    lockDataFolder(dir).release();
    // A lock that cannot be read, and is not new (a process killed while writing it).
    writeFileSync(join(dir, LOCK_FILE), '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    lockDataFolder(dir).release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('goes to exactly one of several processes that start together, with or without a stale lock to replace', async () => {
    const script = `
      const { lockDataFolder } = await import(${JSON.stringify(join(root, 'server/db/data-folder.ts'))});
      process.stdout.write('ready\\n');
      process.stdin.once('data', () => {
        try { lockDataFolder(process.env.LOCK_DIR); process.stdout.write('won\\n'); }
        catch (error) { process.stdout.write('refused: ' + error.message + '\\n'); }
        process.stdin.once('end', () => process.exit(0));
      });`;
    for (const stale of [true, false]) {
      const dir = folder();
      if (stale) writeLock(dir, { pid: await endedPid() });
      const racers = Array.from({ length: 5 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, env: { ...process.env, LOCK_DIR: dir }, stdio: ['pipe', 'pipe', 'inherit'] });
        children.push(child);
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        return { child, output: () => output };
      });
      await expect.poll(() => racers.every((r) => r.output().includes('ready')), { timeout: 30_000, interval: 50 }).toBe(true);
      for (const { child } of racers) child.stdin!.write('go\n');
      await expect.poll(() => racers.every((r) => /won|refused/.test(r.output())), { timeout: 30_000, interval: 50 }).toBe(true);
      const winners = racers.filter((r) => r.output().includes('won'));
      expect(winners, racers.map((r) => r.output()).join('')).toHaveLength(1);
      const winner = winners[0]!.child.pid;
      expect(lockedBy(dir)).toBe(winner);
      for (const racer of racers.filter((r) => r !== winners[0])) expect(racer.output()).toContain(`is already in use by process ${winner}`);
      // Each ends normally: the winner gives the folder back, and nothing else is left in it.
      await Promise.all(racers.map(({ child }) => new Promise((resolve) => (child.once('exit', resolve), child.stdin!.end()))));
      expect(readdirSync(dir)).toEqual([]);
    }
  }, 90_000);
});

describe('the data folder check', () => {
  it('creates a missing folder, and refuses a file, a path through a file, and a folder of the system', () => {
    const base = folder();
    const nested = join(base, 'a', 'b', 'c');
    prepareDataFolder(nested);
    expect(readdirSync(nested)).toEqual([]);
    const file = join(base, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => prepareDataFolder(file)).toThrow(`The data folder ${file} is a file, not a folder: set DATA_DIR to a folder this user can write`);
    expect(() => prepareDataFolder(join(file, 'data'))).toThrow(
      `The data folder ${join(file, 'data')} does not exist and cannot be created (a part of its path is a file): set DATA_DIR to a folder this user can write`,
    );
    expect(() => prepareDataFolder(`/proc/${process.pid}`)).toThrow(
      `The data folder /proc/${process.pid} cannot be written (the system refuses new files there): set DATA_DIR to a folder this user can write`,
    );
    expect(() => prepareDataFolder('/proc/lc-data/here')).toThrow(
      'The data folder /proc/lc-data/here does not exist and cannot be created (the system refuses new files there): set DATA_DIR to a folder this user can write',
    );
  });
});

