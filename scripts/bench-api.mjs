#!/usr/bin/env node
// `npm run bench:api`: the catalogue and content reads under load (autocannon, 50 connections,
// 15 s each), on the built server with a fresh embedded database, with the read cache on and then
// off (READ_CACHE=off), measured in the same run. Prints requests/s, latencies, errors and bytes per
// answer; exits with 1 when the listing or the product read misses its budget with the cache on
// (issue: at least 1,500 requests/s with p99 ≤ 100 ms and no error).
//
//   npm run bench:api                      # 15 s per read
//   npm run bench:api -- --duration 5      # shorter, for a quick look
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const duration = Number(args[args.indexOf('--duration') + 1]) || 15;
const connections = 50;
const port = Number(process.env.BENCH_PORT ?? 4420);
const BUDGET = { rps: 1500, p99: 100 };

const READS = [
  { name: 'listing', path: '/api/shop/product-collections/all-products/products', budget: true },
  { name: 'product', path: '/api/products/5', budget: true },
  { name: 'translations (fr)', path: '/api/website/translations/fr', budget: false },
];

/** The server on a copy of one seeded data folder, so both runs start from the same data. */
async function start(dataDir, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLOCK_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error('The server stopped before answering');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); });
}

function run(path) {
  return new Promise((done, fail) => {
    // Browsers ask in French with compression; so does the bench.
    autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration, headers: { 'x-lc-locale': 'fr', 'accept-encoding': 'br, gzip' } }, (error, result) => (error ? fail(error) : done(result)));
  });
}

const template = mkdtempSync(join(tmpdir(), 'lc-bench-template-'));
const folders = [template];
try {
  // Seed once: the first start migrates and seeds the template; each run starts from a copy.
  const stopSeeding = await start(template, {});
  await stopSeeding();
  const results = [];
  for (const cache of ['on', 'off']) {
    const dataDir = mkdtempSync(join(tmpdir(), `lc-bench-${cache}-`));
    folders.push(dataDir);
    cpSync(template, dataDir, { recursive: true });
    const stop = await start(dataDir, { READ_CACHE: cache });
    try {
      for (const read of READS) {
        await run(read.path); // warm up: the same duration is measured next
        const result = await run(read.path);
        results.push({ cache, read, load: loadavg()[0].toFixed(2), result });
      }
    } finally {
      await stop();
    }
  }
  console.log(`\nAPI reads under load: autocannon, ${connections} connections, ${duration} s each, embedded database, this machine (${(await import('node:os')).cpus().length} cores)\n`);
  console.log('| read | cache | requests/s | p50 | p99 | errors + timeouts | non-2xx | bytes per answer | load average |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { cache, read, load, result } of results) {
    const bytes = result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0;
    console.log(`| ${read.name} | ${cache} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + result.timeouts} | ${result.non2xx} | ${bytes} | ${load} |`);
  }
  const misses = results
    .filter(({ cache, read }) => cache === 'on' && read.budget)
    .flatMap(({ read, result }) => [
      ...(result.requests.average < BUDGET.rps ? [`${read.name}: ${Math.round(result.requests.average)} requests/s < ${BUDGET.rps}`] : []),
      ...(result.latency.p99 > BUDGET.p99 ? [`${read.name}: p99 ${result.latency.p99} ms > ${BUDGET.p99} ms`] : []),
      ...(result.errors + result.timeouts + result.non2xx > 0 ? [`${read.name}: ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx answers`] : []),
    ]);
  if (misses.length) {
    console.log(`\nOver budget (cache on):\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nWith the cache on, the listing and the product read each hold ${BUDGET.rps} requests/s with p99 ≤ ${BUDGET.p99} ms and no error.`);
  }
} finally {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
