import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_APP_DIR, E2E_PORT, E2E_SHORT_TOKEN_PORT, E2E_SHORT_TOKEN_TTL } from './e2e/env';

/** Debian's Chromium where Playwright cannot download its own; CHROMIUM_PATH overrides. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

const port = E2E_PORT;
/** The journeys of the machine atlas (a static site built from the code and the journeys' recordings). */
const ATLAS = /atlas(-[\w-]+)?\.spec\.ts/;
const executablePath = chromiumPath();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // As a person who asked their system for less motion: screens do not slide in, so what the
    // checks see is the page as it stands. One journey asks for motion (navigation.spec.ts).
    reducedMotion: 'reduce',
    // The service worker would answer the journeys' pages and precache every script in each new
    // browser context: journeys that route or count requests would no longer see them. It is
    // allowed in e2e/pwa.spec.ts, the journeys of the installable app.
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--disable-dev-shm-usage', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@responsive-only/,
      testIgnore: [/short-tokens\.spec\.ts/, ATLAS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Layout checks at phone width; the journeys run once, on desktop.
    { name: 'mobile', grep: /@responsive/, testIgnore: [/short-tokens\.spec\.ts/, ATLAS], use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true } },
    // The session past its access token's lifetime, on a server whose tokens last seconds.
    {
      name: 'short-tokens',
      testMatch: /short-tokens\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${E2E_SHORT_TOKEN_PORT}` },
    },
    // The machine atlas, opened from disk, once the journeys above have recorded their machines'
    // states and screens (e2e/support/machine-states.ts), which the atlas shows.
    {
      name: 'atlas',
      testMatch: ATLAS,
      dependencies: ['desktop', 'mobile', 'short-tokens'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  // The built app and the real server, each on a fresh embedded database.
  webServer: [server(port), server(E2E_SHORT_TOKEN_PORT, { ACCESS_TOKEN_TTL: String(E2E_SHORT_TOKEN_TTL) })],
});

function server(listen: number, env: Record<string, string> = {}) {
  return {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${listen}/api/version`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(listen),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${listen}`,
      DATA_DIR: join(tmpdir(), `lc-e2e-${listen}-${process.pid}-${Date.now()}`),
      APP_DIR: E2E_APP_DIR,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      // Journeys move trunks on with the administrator's calls, not with the clock.
      CLOCK_INTERVAL_MS: '0',
      // Every journey comes from this machine's one address, dozens of them in a few minutes: the
      // limits on writes are the API suite's to check (server/http/write-limits.test.ts).
      WRITE_LIMITS: ['sign-up', 'newsletter', 'photo:address', 'order:address', 'code:address', 'code:account'].map((name) => `${name}=100000/3600`).join(','),
      ...env,
    },
  };
}
