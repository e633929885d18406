import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { StartupError } from '../config';
import { lockDataFolder, prepareDataFolder, type DataFolderLock } from './data-folder';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers (embedded PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  /** Which engine answers: shown at start-up. */
  kind: 'pglite' | 'postgres';
  /** Calls `onMessage` for each NOTIFY on `channel` (a real PostgreSQL's or the embedded one's); resolves to a way to stop. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File };

/** A PostgreSQL address as it may be printed: without its password. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

/** The innermost reason of an error (a failed query's database error, a refused connection's address). */
function reasonOf(error: unknown): string {
  let inner = error as { cause?: unknown; errors?: unknown[]; message?: string; code?: string } | undefined;
  while (inner && typeof inner === 'object' && (inner.cause || inner.errors?.length)) inner = (inner.cause ?? inner.errors![0]) as typeof inner;
  return (inner?.message || inner?.code || String(inner)).replace(/\s+/g, ' ').trim();
}

/** Applies the migrations of the repo; a StartupError says what failed (nothing of them is applied). */
async function applyMigrations(run: () => Promise<void>, where: string, close: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await close().catch(() => undefined);
    throw new StartupError(`The migrations of server/db/migrations could not be applied to ${where}: ${reasonOf(error)}`);
  }
}

/** Connects once to the PostgreSQL at `url`; a StartupError says why it cannot be used. */
export async function reachPostgres(url: string): Promise<void> {
  const pg = await import('pg');
  const probe = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.query('SELECT 1');
  } catch (error) {
    // An error with a SQLSTATE came from the server: it answers, but refuses us.
    const code = (error as { code?: unknown }).code;
    const refused = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
    throw new StartupError(
      refused
        ? `The PostgreSQL at ${shownUrl(url)} refused the connection (${reasonOf(error)}): check DATABASE_URL`
        : `The PostgreSQL at ${shownUrl(url)} cannot be reached (${reasonOf(error)}): check DATABASE_URL, and that the server runs`,
    );
  } finally {
    await probe.end().catch(() => undefined);
  }
}

/**
 * Opens the database and applies the migrations of the repo. A data folder is checked, then locked
 * for this process until `close()` (or its exit) before anything is written to it; a PostgreSQL is
 * reached before anything else. Each failure is a StartupError whose sentence names the value.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await reachPostgres(target.url);
    const pool = new pg.default.Pool({ connectionString: target.url, max: 10 });
    // A connection the server ends (a restart, a failover, a dropped database) must not stop the
    // process: the pool replaces an idle one, and a query under way rejects with the error.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema });
    await applyMigrations(() => migrate(db, { migrationsFolder }), `the PostgreSQL at ${shownUrl(target.url)}`, () => pool.end());
    const listen = async (channel: string, onMessage: (payload: string) => void) => {
      // A connection of its own, outside the pool, held while listening.
      const client = new pg.default.Client({ connectionString: target.url });
      await client.connect();
      client.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''));
      client.on('error', () => undefined);
      await client.query(`LISTEN ${channel}`);
      return () => client.end();
    };
    return { db: db as unknown as Database, kind: 'postgres', listen, close: () => pool.end() };
  }
  let lock: DataFolderLock | null = null;
  if (target.dataDir) {
    prepareDataFolder(target.dataDir);
    lock = lockDataFolder(target.dataDir);
  }
  const where = target.dataDir ? `the embedded database in ${target.dataDir}` : 'the embedded database in memory';
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    let client: InstanceType<typeof PGlite>;
    try {
      client = await PGlite.create({
        ...(target.dataDir ? { dataDir: target.dataDir } : {}),
        ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      });
    } catch (error) {
      throw new StartupError(`${where[0]!.toUpperCase()}${where.slice(1)} cannot be opened: ${reasonOf(error)}`);
    }
    const db = drizzle(client, { schema });
    await applyMigrations(() => migrate(db, { migrationsFolder }), where, () => client.close());
    const listen = async (channel: string, onMessage: (payload: string) => void) => {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    };
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db: db as unknown as Database, kind: 'pglite', listen, close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
