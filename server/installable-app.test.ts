import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/app/server';
import { startTestServer, type TestServer } from './testing/app';

let server: TestServer;
let appDir: string;

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'lc-installable-'));
  const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  writeFileSync(join(appDir, 'index.html'), template);
  for (const folder of ['builds', 'de', 'es']) mkdirSync(join(appDir, folder));
  writeFileSync(join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(appDir, 'manifest.webmanifest'), '{"name":"Little Closet"}');
  writeFileSync(join(appDir, 'offline.html'), '<!doctype html><title>Vous êtes hors ligne</title>');
  writeFileSync(join(appDir, 'de', 'offline.html'), '<!doctype html><title>Sie sind offline</title>');
  writeFileSync(join(appDir, 'builds', 'latest.json'), '{"build_id":"first"}');
  server = await startTestServer({ config: { appDir }, renderer: { render, template, manifest: {} } });
});
afterAll(async () => {
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('the installable app’s files', () => {
  it('serves the service worker and the manifest at the root, revalidated at each use', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.body)).toEqual({ name: 'Little Closet' });
  });

  it('serves the offline page of each locale as built, and not an offline page of a locale the site does not have', async () => {
    const french = await get('/offline.html');
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toMatch(/^text\/html/);
    expect(french.body).toContain('Vous êtes hors ligne');
    expect((await get('/de/offline.html')).body).toContain('Sie sind offline');
    // Built after the server started (a build still writing): served all the same.
    writeFileSync(join(appDir, 'es', 'offline.html'), '<!doctype html><title>Estás sin conexión</title>');
    expect((await get('/es/offline.html')).body).toContain('Estás sin conexión');
    expect((await get('/it/offline.html')).statusCode).toBe(404);
    expect((await get('/shop/offline.html')).statusCode).toBe(404);
  });

  it('answers the latest build id as it is on disk now, never from a cache', async () => {
    const first = await get('/builds/latest.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(first.body)).toEqual({ build_id: 'first' });
    writeFileSync(join(appDir, 'builds', 'latest.json'), '{"build_id":"second"}');
    expect(JSON.parse((await get('/builds/latest.json')).body)).toEqual({ build_id: 'second' });
  });
});
