import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/app/server';
import { startTestServer, type TestServer } from '../testing/app';

const DSN = 'https://0123abcd@o42.ingest.sentry.example/4506';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { sentryDsn: DSN }, renderer: { render, template: readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), manifest: {} } });
});
afterAll(() => server?.close());

describe('a page, with SENTRY_DSN set', () => {
  // The build the app runs is its own (BUILD_ID, written in the bundle): the page says only where to report.
  it("tells the app where to report its errors, and lets it reach the DSN's server", async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/nl/shop/cart' });
    expect(answer.statusCode).toBe(200);
    const data = JSON.parse(/<script type="application\/json" id="lc-page">([\s\S]*?)<\/script>/.exec(answer.body)![1]!) as { config?: unknown };
    expect(data.config).toEqual({ sentry_dsn: DSN });
    expect(String(answer.headers['content-security-policy'])).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com https:\/\/o42\.ingest\.sentry\.example;/);
  });
});
