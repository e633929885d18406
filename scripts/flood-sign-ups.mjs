#!/usr/bin/env node
// `npm run flood:sign-ups`: a flood of sign-ups from one address (autocannon, 10 connections, 60 s,
// each with a new email) against the server on a fresh embedded database, with the server's memory
// (resident set) read every 5 s. Once the sign-up limit answers 429, memory must stay flat: exits
// with 1 when the last reading is more than 15 % above the one 10 s into the flood.
//
//   npm run flood:sign-ups                     # 60 s
//   npm run flood:sign-ups -- --duration 20    # shorter, for a quick look
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const duration = Number(args[args.indexOf('--duration') + 1]) || 60;
const port = Number(process.env.FLOOD_PORT ?? 4430);
const base = `http://127.0.0.1:${port}`;

const dataDir = mkdtempSync(join(tmpdir(), 'lc-flood-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'error', CLOCK_INTERVAL_MS: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
};

for (let i = 0; ; i += 1) {
  if (server.exitCode !== null || i > 480) throw new Error('The server did not start');
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    // not listening yet
  }
  await sleep(250);
}

/** The server's resident memory, in MB (Linux). */
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

const readings = [{ at: 0, mb: rss() }];
const started = Date.now();
const timer = setInterval(() => readings.push({ at: Math.round((Date.now() - started) / 1000), mb: rss() }), 5000);
const statuses = {};
const result = await autocannon({
  url: `${base}/api/clients`,
  connections: 10,
  duration,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: `flood-${randomUUID()}@example.fr`, password: 'Une-Malle-Pour-Lea' }) }),
      onResponse: (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ],
});
clearInterval(timer);
readings.push({ at: Math.round((Date.now() - started) / 1000), mb: rss() });
await stop();

console.log(`\nSign-up flood from one address: ${duration} s, 10 connections, ${result.requests.total} calls (${Math.round(result.requests.average)}/s)`);
console.log(`Answers: ${Object.entries(statuses).map(([status, count]) => `${count} × ${status}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}\n`);
console.log('| s | server memory (MB) |\n|---|---|');
for (const { at, mb } of readings) console.log(`| ${at} | ${mb.toFixed(0)} |`);
const reference = readings.find((reading) => reading.at >= 10) ?? readings[0];
const last = readings.at(-1);
const growth = (last.mb - reference.mb) / reference.mb;
console.log(`\nFrom ${reference.at} s to ${last.at} s: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`);
if (!statuses[429]) {
  console.log('The limit never answered 429.');
  process.exit(1);
}
if (growth > 0.15) {
  console.log('Memory grew under the flood.');
  process.exit(1);
}
