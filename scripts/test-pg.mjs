#!/usr/bin/env node
// Runs the API test suite once more against a real PostgreSQL, when one is reachable.
//   PG_TEST_URL  server to use (default postgres://postgres:postgres@127.0.0.1:5432/postgres);
//                each test file creates a database of its own there and drops it after.
// No PostgreSQL answering: one line, exit 0. A PostgreSQL that answers but refuses us
// (wrong password, unknown role...) is a failure, not a skip.
import { spawn } from 'node:child_process';
import pg from 'pg';

const url = process.env.PG_TEST_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** The URL as it may be printed: without its password. */
function shown(value) {
  try {
    const u = new URL(value);
    u.password = '';
    return u.toString();
  } catch {
    return '(an invalid URL)';
  }
}

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
client.on('error', () => {});
try {
  await client.connect();
  await client.query('SELECT 1');
} catch (error) {
  await client.end().catch(() => {});
  // An error with a SQLSTATE came from a PostgreSQL server: it is there but refused us.
  if (typeof error?.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) {
    console.error(`API suite on PostgreSQL: failed to connect to ${shown(url)}: ${error.message}`);
    process.exit(1);
  }
  console.log(`API suite on PostgreSQL: skipped (no PostgreSQL reachable at ${shown(url)})`);
  process.exit(0);
}
const { rows } = await client.query('SHOW server_version');
await client.end();
console.log(`API suite on PostgreSQL ${rows[0].server_version} at ${shown(url)}`);

const child = spawn('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`API suite on PostgreSQL: could not start vitest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
