import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildServer } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { openDatabase, type Database, type OpenDatabase } from '../db/client';
import { readContentVersion, watchContentVersion, type ContentVersion } from '../db/content-version';
import { outboxMail } from '../mail/port';
import type { PageRenderer } from '../pages/render';
import { seedDemoData, seedReferenceData } from '../seed';

export const TEST_ADMIN_TOKEN = 'test-admin-token';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** The database as opened (its notices, for a second node on it). */
  database: OpenDatabase;
  config: ServerConfig;
  /**
   * Resolves once this node has heard of every change committed so far. On the embedded database the
   * notice comes with the write itself; on PostgreSQL it travels on a connection of its own.
   */
  heard(): Promise<void>;
  close(): Promise<void>;
}

/** Resolves once `version` has caught up with the database's content version (2 s at most). */
export async function contentHeard(version: ContentVersion, db: Database): Promise<void> {
  const target = await readContentVersion(db);
  const deadline = Date.now() + 2000;
  while (version.current() < target) {
    if (Date.now() > deadline) throw new Error(`the content version ${target} was not heard (still at ${version.current()})`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface TestServerOptions {
  /** Settings that differ from the defaults (short lifetimes, low limits...). */
  config?: Partial<ServerConfig>;
  /** The renderer of the website's pages (none by default: the API alone). */
  renderer?: PageRenderer;
}

/**
 * A server on a database of its own: a clone of the seeded PGlite template, or, when
 * TEST_DATABASE_URL points at a real PostgreSQL, a fresh database created there and dropped after.
 * Mails go to the `mail_outbox` table.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL;
  let database;
  let drop: (() => Promise<void>) | null = null;
  if (url) {
    const name = `lc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: target.toString() });
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const template = readFileSync(inject('pgliteTemplate'));
    database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
  }
  const config: ServerConfig = { ...readConfig({}), appDir: null, adminToken: TEST_ADMIN_TOKEN, logLevel: 'silent', ...options.config };
  const contentVersion = await watchContentVersion(database);
  const app = await buildServer({
    db: database.db,
    config,
    build: { version: '0.0.0-test', build: 'test', built_at: null },
    mail: outboxMail(database.db),
    renderer: options.renderer ?? null,
    contentVersion,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    heard: () => contentHeard(contentVersion, database.db),
    async close() {
      await app.close();
      await contentVersion.stop();
      await database.close();
      await drop?.();
    },
  };
}
