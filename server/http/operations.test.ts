import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { migrationsFolder } from '../db/client';
import { outboxMail } from '../mail/port';
import { startTestServer, type TestServer } from '../testing/app';
import { drain, operationHandlers } from './operations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('request ids', () => {
  it('go back with every answer and its problem document; a proxy’s own is kept when it looks like one', async () => {
    const fresh = await server.app.inject({ method: 'GET', url: '/api/version' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(given.json()).toMatchObject({ status: 404, request_id: 'lb-7f3a.42' });
    const odd = await server.app.inject({ method: 'GET', url: '/api/version', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health and readiness', () => {
  it('answer ok while the process serves and the database holds every migration of the build', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok', migrations: journal.entries.length });
  });

  it('answer 503 while the process drains', async () => {
    const handlers = operationHandlers(server.db, { draining: true });
    for (const check of [handlers.getHealth!, handlers.getReady!]) {
      await expect((check as () => Promise<unknown>)()).rejects.toMatchObject({ status: 503, type: 'NOT_READY' });
    }
  });

  it('lets the requests under way finish when the process stops, and takes no new one meanwhile', async () => {
    const lifecycle = { draining: false };
    const app = await buildServer({ db: server.db, config: server.config, build: { version: '0', build: 'test', built_at: null }, mail: outboxMail(server.db), renderer: null, lifecycle });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const under = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test-slow', async () => {
      started();
      await held;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${base}/api/test-slow`).then(async (res) => ({ status: res.status, body: await res.json() }));
    await under;
    const drained = drain(app, lifecycle, 5000);
    expect(lifecycle.draining).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    release();
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await drained).toBe('drained');
  });
});

describe('a normal start', () => {
  it('prints no warning, answers, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lc-start-'));
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', CLOCK_INTERVAL_MS: '0', APP_DIR: join(dataDir, 'no-app') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 100 }).toContain('Little Closet is running');
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level >= 40);
      expect(warnings.map((w) => w.msg)).toEqual([]);
      child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => child.on('exit', (exit) => resolve(exit)));
      expect(code).toBe(0);
      expect(output).toContain('SIGTERM: draining the requests under way');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
