import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/app/server';
import { startTestServer, type TestServer } from './testing/app';

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#ffd23f"/></svg>';

let server: TestServer;
let appDir: string;

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'lc-static-'));
  const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  writeFileSync(join(appDir, 'index.html'), template);
  // The folder as a build that is still writing leaves it: the page, not yet its favicon.
  server = await startTestServer({ config: { appDir }, renderer: { render, template, manifest: {} } });
});
afterAll(async () => {
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('the built app’s files', () => {
  it('serves the favicon every page asks for, though the build wrote it after the server started', async () => {
    writeFileSync(join(appDir, 'favicon.svg'), FAVICON);
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.body).toBe(FAVICON);
    expect((await get('/de/shop')).body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it('serves any file the build wrote after the server started, with the cache headers of its kind', async () => {
    mkdirSync(join(appDir, 'assets'), { recursive: true });
    writeFileSync(join(appDir, 'assets', 'start-Late1234.js'), 'export const late = true;\n');
    const script = await get('/assets/start-Late1234.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('is a 404 for a file the build does not hold, for the server renderer’s and the manifest’s folders, and never reaches past the app’s folder', async () => {
    for (const folder of ['.ssr', '.vite']) mkdirSync(join(appDir, folder), { recursive: true });
    writeFileSync(join(appDir, '.ssr', 'server.js'), 'export {};\n');
    writeFileSync(join(appDir, '.vite', 'manifest.json'), '{}');
    for (const url of ['/assets/missing-0000.js', '/.ssr/server.js', '/.vite/manifest.json', '/%2Essr/server.js', '/assets/..%2F..%2F..%2Fetc%2Fhostname.txt', '/..%2Fpackage.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });
});
