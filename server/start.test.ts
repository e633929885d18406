// Starts the real server (`node --import tsx server/main.ts`) as an operator would, in the states
// it must refuse to start in, and twice on one data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { LOCK_FILE, lockDataFolder, prepareDataFolder, type LockRecord } from './db/data-folder';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'lc-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A folder path of its own under the scratch folder, not created. */
const newPath = (name: string) => join(scratch, `${name}-${randomBytes(3).toString('hex')}`);

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Run {
  child: ChildProcess;
  output(): string;
  exit: Promise<number | null>;
}

/** Runs a script of the server (main.ts by default) with these settings over a clean environment. */
function run(env: Record<string, string>, args = ['server/main.ts']): Run {
  const { DATABASE_URL: _d, ADMIN_TOKEN: _a, DATA_DIR: _f, PORT: _p, TRUST_PROXY: _t, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', CLOCK_INTERVAL_MS: '0', SERVE_APP: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/** Waits for the start-up banner (or the end of the process, which fails the test with what it printed). */
async function running(server: Run) {
  const banner = () => server.output().includes('Little Closet is running');
  await expect.poll(() => banner() || server.child.exitCode !== null, { timeout: 120_000, interval: 200 }).toBe(true);
  expect(server.output(), 'the server stopped before it ran').toContain('Little Closet is running');
}

/** Runs a start that must fail: its exit code and everything it printed. */
async function refused(env: Record<string, string>, args?: string[]) {
  const server = run(env, args);
  const code = await server.exit;
  return { code, output: server.output().trim() };
}

async function signUp(port: number, email: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/clients`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'A long enough passphrase 42' }) });
  return res.status;
}

async function signIn(port: number, email: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/clients/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'A long enough passphrase 42' }) });
  return res.status;
}

const lockedBy = (dir: string) => (JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockRecord).pid;

/** A database of its own on the PostgreSQL of the pg run (TEST_DATABASE_URL), dropped when the test ends. */
async function postgresDatabase(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `lc_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onTestFinished(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

describe('one server per data folder', () => {
  it('refuses a second server, and the migrate command, while one runs; takes over the folder of a killed one, its data whole', async () => {
    const dataDir = newPath('shared');
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const first = run({ PORT: String(firstPort), DATA_DIR: dataDir });
    await running(first);
    expect(lockedBy(dataDir)).toBe(first.child.pid);
    const email = `one-writer-${randomBytes(3).toString('hex')}@example.com`;
    expect(await signUp(firstPort, email)).toBe(201);

    const sentence = `The data folder ${dataDir} is already in use by process ${first.child.pid} (server/main.ts): stop that process, or set DATA_DIR to another folder`;
    expect(await refused({ PORT: String(secondPort), DATA_DIR: dataDir })).toEqual({ code: 1, output: sentence });
    expect(await refused({ DATA_DIR: dataDir }, ['server/admin.ts', 'migrate'])).toEqual({ code: 1, output: sentence });

    // Killed at once: the lock stays, naming a process that no longer runs.
    first.child.kill('SIGKILL');
    await first.exit;
    expect(lockedBy(dataDir)).toBe(first.child.pid);
    const next = run({ PORT: String(secondPort), DATA_DIR: dataDir });
    await running(next);
    expect(lockedBy(dataDir)).toBe(next.child.pid);
    expect(await signIn(secondPort, email)).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exit).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // Once it stopped, the migrate command may open the folder.
    const migrate = run({ DATA_DIR: dataDir }, ['server/admin.ts', 'migrate']);
    expect(await migrate.exit).toBe(0);
    expect(migrate.output()).toMatch(new RegExp(`^The database in ${dataDir} holds every migration \\(\\d+\\)\\n$`));
  }, 300_000);

  it('does not lock the data folder with DATABASE_URL: several servers share one PostgreSQL', async () => {
    const dataDir = newPath('postgres-nodes');
    prepareDataFolder(dataDir);
    const held = lockDataFolder(dataDir);
    try {
      // Held by this process, yet the start goes on to the database (here one that does not answer).
      expect(await refused({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: 'postgres://lc:secret@127.0.0.1:1/lc' })).toEqual({
        code: 1,
        output: 'The PostgreSQL at postgres://lc@127.0.0.1:1/lc cannot be reached (connect ECONNREFUSED 127.0.0.1:1): check DATABASE_URL, and that the server runs',
      });
      // In the PostgreSQL run, two servers on one database and one data folder both run.
      if (process.env.TEST_DATABASE_URL) {
        const url = await postgresDatabase();
        const first = run({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: url });
        await running(first);
        const second = run({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: url });
        await running(second);
        expect(first.child.exitCode).toBeNull();
      }
    } finally {
      held.release();
    }
  }, 300_000);
});

describe('a start that cannot go on', () => {
  let taken: Server;
  afterAll(() => taken?.close());

  const advice = 'set DATA_DIR to a folder this user can write';
  /** A regular file where a folder is expected. */
  const aFile = () => {
    const file = newPath('file');
    writeFileSync(file, 'not a folder');
    return file;
  };
  // Each case gets a data folder path that does not exist yet (`unused`): it must not exist after.
  it.each([
    {
      state: 'the port is taken',
      async setup() {
        taken = createServer();
        const port = await freePort();
        await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
        return { env: { PORT: String(port) }, sentence: `Port ${port} on 127.0.0.1 is already in use by another process: stop it, or set PORT to a free port` };
      },
    },
    {
      state: 'the data folder is a file',
      async setup() {
        const file = aFile();
        return { env: { DATA_DIR: file }, sentence: `The data folder ${file} is a file, not a folder: ${advice}` };
      },
    },
    {
      state: 'the data folder is missing and cannot be created',
      async setup() {
        const dataDir = join(aFile(), 'data');
        return { env: { DATA_DIR: dataDir }, sentence: `The data folder ${dataDir} does not exist and cannot be created (a part of its path is a file): ${advice}` };
      },
    },
    {
      state: 'the data folder is no real folder (under /proc)',
      async setup() {
        return { env: { DATA_DIR: `/proc/${process.pid}` }, sentence: `The data folder /proc/${process.pid} cannot be written (the system refuses new files there): ${advice}` };
      },
    },
    {
      state: 'the data folder would be under /proc',
      async setup() {
        return { env: { DATA_DIR: '/proc/little-closet' }, sentence: `The data folder /proc/little-closet does not exist and cannot be created (the system refuses new files there): ${advice}` };
      },
    },
    {
      state: 'DATABASE_URL cannot be reached',
      async setup() {
        const sentence = 'The PostgreSQL at postgres://lc@127.0.0.1:1/lc cannot be reached (connect ECONNREFUSED 127.0.0.1:1): check DATABASE_URL, and that the server runs';
        return { env: { DATABASE_URL: 'postgres://lc:secret@127.0.0.1:1/lc' }, sentence };
      },
    },
    {
      state: 'a setting is wrong',
      async setup() {
        const sentence = 'TRUST_PROXY must be false, true, a number of proxies, or addresses and ranges such as 10.0.0.5 or 10.0.0.0/8 separated by commas, not "the load balancer"';
        return { env: { TRUST_PROXY: 'the load balancer' }, sentence };
      },
    },
  ])('says so in one sentence and writes nothing when $state', async ({ setup }) => {
    const unused = newPath('unused');
    const { env, sentence } = (await setup()) as { env: Record<string, string>; sentence: string };
    expect(await refused({ PORT: '0', DATA_DIR: unused, ...env })).toEqual({ code: 1, output: sentence });
    expect(existsSync(unused)).toBe(false);
  }, 60_000);

  it('says so in one sentence when the migrations fail, and leaves the folder unlocked', async () => {
    // A data folder whose schema was tampered with: the record of the applied migrations is gone.
    const dataDir = newPath('tampered');
    const { PGlite } = await import('@electric-sql/pglite');
    const template = process.env.TEST_DATABASE_URL ? undefined : new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = await PGlite.create({ dataDir, ...(template ? { loadDataDir: template } : {}) });
    await client.exec(template ? 'DELETE FROM drizzle.__drizzle_migrations' : 'CREATE TABLE clients (id integer)');
    await client.close();
    expect(await refused({ PORT: '0', DATA_DIR: dataDir })).toEqual({
      code: 1,
      output: `The migrations of server/db/migrations could not be applied to the embedded database in ${dataDir}: relation "clients" already exists`,
    });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // In the PostgreSQL run, the same on a database where a table is in the way.
    if (process.env.TEST_DATABASE_URL) {
      const url = await postgresDatabase();
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query('CREATE TABLE clients (id integer)');
      await db.end();
      const shown = new URL(url);
      shown.password = '';
      expect(await refused({ PORT: '0', DATA_DIR: newPath('unused'), DATABASE_URL: url })).toEqual({
        code: 1,
        output: `The migrations of server/db/migrations could not be applied to the PostgreSQL at ${shown}: relation "clients" already exists`,
      });
    }
  }, 120_000);
});
