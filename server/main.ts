import { buildServer, readBuildInfo } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, seedDemoData, seedReferenceData } from './seed';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await seedReferenceData(database.db);
const demo = await seedDemoData(database.db);
const app = await buildServer({ db: database.db, config, build: readBuildInfo(config.appDir) });
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Little Closet is running at ${address}${config.appDir ? '' : ' (API only; the app is served by Vite)'}`,
  `  API: ${address}/api  ·  database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${demo.applied ? ', demo data seeded' : ', data reused'}`,
  '',
  '  Demo accounts:',
  ...DEMO_ACCOUNTS.map((a) => `    ${a.description.padEnd(13)} ${a.email.padEnd(32)} ${a.password}`),
  '',
  `  Operator token (admin calls, e.g. GET /api/admin/subscribers): ${process.env.ADMIN_TOKEN ? '(from ADMIN_TOKEN)' : config.adminToken}`,
  '',
];
console.log(lines.join('\n'));

async function shutdown() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
