import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoData, seedReferenceData } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data folder, dumped once; each test file starts from it. */
    pgliteTemplate: string;
  }
}

/** Migrates and seeds one embedded database, then dumps it so each test file clones it fast. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lc-api-template-'));
  const file = join(dir, 'template.tar.gz');
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
