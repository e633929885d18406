import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, readBuildInfo } from './app';
import { readConfig, StartupError } from './config';
import { openDatabase, reachPostgres } from './db/client';
import { watchContentVersion } from './db/content-version';
import { prepareDataFolder } from './db/data-folder';
import { drain } from './http/operations';
import { portProblem, reservePort } from './http/port';
import { deriveKey, loadTokenSecret } from './lib/secret';
import { outboxMail, smtpMail, type Mail } from './mail/port';
import { DEMO_ACCOUNTS, seedDemoData, seedReferenceData } from './seed';
import { paymentGateway } from './payments';
import { startTrunkClock } from './trunks';
import { startBlogSchedule } from './content';

/** A start that cannot go on: its sentence alone for a StartupError, the whole error for anything else. */
function stopStarting(error: unknown): never {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}

/** Without SMTP, a developer follows the mailed links from the console. */
function printMail(mail: Mail) {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  console.log(`  Mail to ${mail.to}: ${mail.subject}${link ? `\n    ${link}` : ''}`);
}

/**
 * Each check comes before anything it guards is written: the settings, the port (held from then
 * on), the data folder (checked and locked) or the PostgreSQL (reached), the migrations; then the
 * seeds, and the server listens.
 */
async function start() {
  const config = readConfig();
  const port = await reservePort(config.port, config.host);
  // `npm run admin` reads a generated operator token from the data folder, also with PostgreSQL.
  const writesToken = !process.env.ADMIN_TOKEN;
  if (config.databaseUrl) {
    await reachPostgres(config.databaseUrl);
    if (writesToken) prepareDataFolder(config.dataDir);
  }
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  await seedReferenceData(database.db);
  const demo = await seedDemoData(database.db);
  const mail = config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom) : outboxMail(database.db, printMail);
  const contentVersion = await watchContentVersion(database);
  const lifecycle = { draining: false };
  const app = await buildServer({ db: database.db, config, build: readBuildInfo(config.appDir), mail, contentVersion, lifecycle });
  await port.release();
  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    throw portProblem(error, config.port, config.host);
  });
  const secret = await loadTokenSecret(database.db, config.tokenSecret);
  const previewTokenKey = deriveKey(secret, 'preview-token');
  const gateway = paymentGateway(database.db, config, deriveKey(secret, 'sandbox-gateway'));
  const stopClock = startTrunkClock(database.db, { mail, appUrl: config.appUrl, previewTokenKey, gateway }, app.log, config.clockIntervalMs);
  // A scheduled blog post shows from its moment on: the content version follows it.
  startBlogSchedule(database.db);
  const operatorTokenFile = join(config.dataDir, 'operator-token');
  if (writesToken) {
    // Only this user may read it.
    writeFileSync(operatorTokenFile, config.adminToken, { mode: 0o600 });
    chmodSync(operatorTokenFile, 0o600);
  }
  return { config, database, demo, contentVersion, lifecycle, app, stopClock, operatorTokenFile };
}

const { config, database, demo, contentVersion, lifecycle, app, stopClock, operatorTokenFile } = await start().catch(stopStarting);

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
