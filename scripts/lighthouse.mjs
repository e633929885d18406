#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile) against the built server on the public pages of the
// budget, beside a bare React page built and served in the same run as the baseline. Prints the
// figures and exits with 1 when a page misses its budget (issue: performance ≥ 95, accessibility
// 100, SEO 100, best practices ≥ 96, CLS ≤ 0.05, LCP no later than the bare page's), and checks
// that Chrome finds the app installable (manifest, icons, service worker).
//
//   npm run build && npm run lighthouse            # needs a Chromium: CHROME_PATH, CHROMIUM_PATH or /usr/bin/chromium
//   npm run lighthouse -- --runs 3                 # the median of three runs per page
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;
/** `--only /shop/all-products`: that page alone (with the baseline). */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
/** `--save <folder>`: each run's whole Lighthouse report (JSON), to see what a figure is made of. */
const saveTo = args.includes('--save') ? resolve(args[args.indexOf('--save') + 1]) : null;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4410);
const chrome = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
if (!chrome) throw new Error('No Chromium: set CHROME_PATH (on Debian: apt-get install chromium).');
process.env.CHROME_PATH = chrome;
if (!existsSync(join(root, 'dist', '.ssr', 'server.js'))) throw new Error('Run `npm run build` before `npm run lighthouse`.');

const BUDGET = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 96, cls: 0.05 };

/** The app's server on a fresh embedded database, as `npm start` runs it. */
async function startApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lc-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLOCK_INTERVAL_MS: '0', APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error('The server stopped before answering');
    try {
      if ((await fetch(`${base}/api/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return { base, stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }).then(() => rmSync(dataDir, { recursive: true, force: true })) };
}

/** A bare React 19 page built by Vite with this project's versions, served gzip'd: the baseline. */
async function startBarePage() {
  const dir = mkdtempSync(join(root, 'node_modules', '.lighthouse-bare-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="description" content="A bare React page, the baseline of our budgets." /><title>Bare React page</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src', 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\nfunction Page() { return <main><h1>A bare React page</h1><p>React 19 and Vite, nothing else: the baseline of the budgets.</p></main>; }\ncreateRoot(document.getElementById('root')).render(<Page />);\n",
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({ root: dir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: join(dir, 'dist') } });
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.txt': 'text/plain' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    const file = join(dir, 'dist', path === '/' ? 'index.html' : path);
    if (!file.startsWith(join(dir, 'dist')) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const body = gzipSync(readFileSync(file));
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip', 'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' });
    response.end(body);
  });
  await new Promise((done) => server.listen(port + 1, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${port + 1}`, stop: () => new Promise((done) => server.close(done)).then(() => rmSync(dir, { recursive: true, force: true })) };
}

async function audit(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const browser = await launch({ chromePath: chrome, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
    try {
      const { lhr } = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] });
      if (saveTo) {
        mkdirSync(saveTo, { recursive: true });
        writeFileSync(join(saveTo, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`), JSON.stringify(lhr));
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = (id) => Object.values(lhr.categories[id].auditRefs).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        'best-practices': score('best-practices'),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        bytes: lhr.audits['total-byte-weight'].numericValue,
        requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
        failing: ['performance', 'accessibility', 'seo', 'best-practices'].flatMap((id) => failing(id).map((audit) => `${id}:${audit}`)),
      });
    } finally {
      await browser.kill();
    }
  }
  // The median run by performance, as Lighthouse's own guidance advises for noisy figures.
  return results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
}

/**
 * Chrome's own installability check, on the home page once its service worker controls it: Lighthouse
 * 12 dropped its "installable manifest" audit (and the PWA category), so the script asks Chrome what
 * that audit read, `Page.getInstallabilityErrors`, and the manifest's parsing errors.
 */
async function installability(base) {
  const { chromium } = await import('@playwright/test');
  // A profile of its own: Chrome offers no installation in an incognito window.
  const profile = mkdtempSync(join(tmpdir(), 'lc-installability-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: chrome, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors } = await cdp.send('Page.getAppManifest');
    return {
      manifest: url,
      errors: [...installabilityErrors.map((error) => [error.errorId, ...error.errorArguments.map((argument) => `${argument.name}=${argument.value}`)].join(' ')), ...errors.map((error) => `manifest: ${error.message}`)],
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const app = await startApp();
const bare = await startBarePage();
try {
  const listing = await (await fetch(`${app.base}/api/shop/product-collections/all-products/products`, { headers: { 'x-lc-locale': 'de' } })).json();
  const productId = listing.products[0].id;
  const pages = [
    ['bare React page (baseline)', `${bare.base}/`],
    ['/', `${app.base}/`],
    ['/shop/all-products', `${app.base}/shop/all-products`],
    [`/de/shop/product/${productId}`, `${app.base}/de/shop/product/${productId}`],
    ['/es/shop/cart', `${app.base}/es/shop/cart`],
  ];
  // A server in service has its pages rendered and kept already; the first visit of a fresh one
  // would measure its start-up instead (the bare page is a file read from disk).
  for (const [, url] of pages) await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  const rows = [];
  for (const [name, url] of pages.filter(([name], index) => index === 0 || !only || name === only)) rows.push([name, await audit(url)]);
  const baseline = rows[0][1];
  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  console.log(`\nLighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown), ${runs} run(s) per page, median shown\n`);
  console.log('| page | performance | accessibility | SEO | best practices | LCP | FCP | TBT | CLS | bytes | requests |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(`| ${name} | ${r.performance} | ${r.accessibility} | ${r.seo} | ${r['best-practices']} | ${ms(r.lcp)} | ${ms(r.fcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.requests} |`);
  }
  const misses = [];
  for (const [name, r] of rows.slice(1)) {
    for (const id of ['performance', 'accessibility', 'seo', 'best-practices']) if (r[id] < BUDGET[id]) misses.push(`${name}: ${id} ${r[id]} < ${BUDGET[id]} (${r.failing.filter((f) => f.startsWith(id)).join(', ')})`);
    if (r.cls > BUDGET.cls) misses.push(`${name}: CLS ${r.cls.toFixed(3)} > ${BUDGET.cls}`);
    if (r.lcp > baseline.lcp) misses.push(`${name}: LCP ${ms(r.lcp)} later than the bare page's ${ms(baseline.lcp)}`);
  }
  const installable = await installability(app.base);
  console.log(`\nInstallability (Chrome, ${installable.manifest || 'no manifest'}): ${installable.errors.length ? installable.errors.join('; ') : 'installable, no error'}`);
  if (installable.errors.length) misses.push(`/: not installable (${installable.errors.join('; ')})`);
  if (misses.length) {
    console.log(`\nOver budget:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page is within its budget.');
  }
} finally {
  await Promise.all([app.stop(), bare.stop()]);
}
