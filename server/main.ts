import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, readBuildInfo } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { watchContentVersion } from './db/content-version';
import { drain } from './http/operations';
import { deriveKey, loadTokenSecret } from './lib/secret';
import { outboxMail, smtpMail, type Mail } from './mail/port';
import { DEMO_ACCOUNTS, seedDemoData, seedReferenceData } from './seed';
import { startTrunkClock } from './trunks';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await seedReferenceData(database.db);
const demo = await seedDemoData(database.db);
/** Without SMTP, a developer follows the mailed links from the console. */
function printMail(mail: Mail) {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  console.log(`  Mail to ${mail.to}: ${mail.subject}${link ? `\n    ${link}` : ''}`);
}
const mail = config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom) : outboxMail(database.db, printMail);
const contentVersion = await watchContentVersion(database);
const lifecycle = { draining: false };
const app = await buildServer({ db: database.db, config, build: readBuildInfo(config.appDir), mail, contentVersion, lifecycle });
await app.listen({ port: config.port, host: config.host });
const previewTokenKey = deriveKey(await loadTokenSecret(database.db, config.tokenSecret), 'preview-token');
const stopClock = startTrunkClock(database.db, { mail, appUrl: config.appUrl, previewTokenKey }, app.log, config.clockIntervalMs);

// `npm run admin` reads a generated operator token from here; only this user may.
const operatorTokenFile = join(config.dataDir, 'operator-token');
if (!process.env.ADMIN_TOKEN) {
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(operatorTokenFile, config.adminToken, { mode: 0o600 });
  chmodSync(operatorTokenFile, 0o600);
}

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Little Closet is running at ${address}${config.appDir ? '' : ' (API only; the app is served by Vite)'}`,
  `  API: ${address}/api  ·  database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${demo.applied ? ', demo data seeded' : ', data reused'}`,
  '',
  '  Demo accounts:',
  ...DEMO_ACCOUNTS.map((a) => `    ${a.description.padEnd(13)} ${a.email.padEnd(32)} ${a.password}`),
  '',
  `  Operator token (admin calls, e.g. GET /api/admin/subscribers): ${process.env.ADMIN_TOKEN ? '(from ADMIN_TOKEN)' : `${config.adminToken} (also in ${operatorTokenFile})`}`,
  '  Act as a client: npm run admin -- impersonate <email>',
  `  Trunk clock (opens, composes, validates and ships trunks): ${config.clockIntervalMs ? `every ${config.clockIntervalMs / 1000} s` : 'off (CLOCK_INTERVAL_MS=0)'}`,
  `  Mails: ${config.smtpUrl ? 'sent through SMTP_URL' : 'kept in the mail_outbox table and shown here'}`,
  '',
];
console.log(lines.join('\n'));

async function shutdown(signal: string) {
  // The requests under way finish (10 s at most); meanwhile /api/health and /api/ready answer 503.
  app.log.info(`${signal}: draining the requests under way`);
  stopClock();
  const outcome = await drain(app, lifecycle);
  if (outcome === 'timed out') app.log.warn('Some requests were still under way after 10 s: stopping anyway');
  await contentVersion.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
