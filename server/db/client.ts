import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/** Opens the database and applies the migrations of the repo. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.default.Pool({ connectionString: target.url, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
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
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const listen = async (channel: string, onMessage: (payload: string) => void) => {
    const stop = await client.listen(channel, onMessage);
    return async () => stop();
  };
  return { db: db as unknown as Database, kind: 'pglite', listen, close: () => client.close() };
}
