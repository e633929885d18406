import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 3000,
      trustProxy: false,
      appUrl: 'http://localhost:3000',
      tokenSecret: null,
      accessTokenTtl: 900,
      refreshTokenTtl: 2_592_000,
      sessionMaxAge: 15_552_000,
      refreshReuseInterval: 30,
      impersonationTtl: 3600,
      resetTokenTtl: 3600,
      smtpUrl: null,
      mailFrom: 'Little Closet <bonjour@littlecloset.test>',
      loginMaxFailuresPerAccount: 5,
      loginMaxFailuresPerAddress: 20,
      loginWindow: 900,
      photoMaxBytes: 5_242_880,
      clockIntervalMs: 300_000,
    });
  });

  it('reads every setting from the environment', () => {
    const config = readConfig({
      PORT: '8080',
      APP_URL: 'https://www.littlecloset.test/',
      TOKEN_SECRET: 'x'.repeat(32),
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      SESSION_MAX_AGE: '7200',
      REFRESH_REUSE_INTERVAL: '0',
      IMPERSONATION_TTL: '600',
      RESET_TOKEN_TTL: '1800',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Little Closet <hallo@littlecloset.test>',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '10',
      LOGIN_WINDOW: '300',
      PHOTO_MAX_BYTES: '1048576',
      CLOCK_INTERVAL_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      appUrl: 'https://www.littlecloset.test',
      tokenSecret: 'x'.repeat(32),
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      sessionMaxAge: 7200,
      refreshReuseInterval: 0,
      impersonationTtl: 600,
      resetTokenTtl: 1800,
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: 'Little Closet <hallo@littlecloset.test>',
      loginMaxFailuresPerAccount: 3,
      loginMaxFailuresPerAddress: 10,
      loginWindow: 300,
      photoMaxBytes: 1_048_576,
      clockIntervalMs: 0,
    });
    expect(readConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '192.0.2.10' }).trustProxy).toBe('192.0.2.10');
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,loopback' }).trustProxy).toBe('10.0.0.0/8,2001:db8::/32,loopback');
    // A hop count: the nearest hops are believed, whatever their addresses.
    const hops = readConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('203.0.113.1', hop))).toEqual([true, true, false]);
  });

  it.each([
    ['ACCESS_TOKEN_TTL', 'soon', /ACCESS_TOKEN_TTL must be a whole number of at least 1/],
    ['ACCESS_TOKEN_TTL', '0', /ACCESS_TOKEN_TTL/],
    ['LOGIN_WINDOW', '1.5', /LOGIN_WINDOW/],
    ['REFRESH_REUSE_INTERVAL', '-1', /REFRESH_REUSE_INTERVAL must be a whole number of at least 0/],
    ['PORT', '70000', /PORT must be a port number/],
    ['TOKEN_SECRET', 'short', /TOKEN_SECRET must be at least 32 characters/],
    ['APP_URL', 'littlecloset.test', /APP_URL must be an address/],
    ['SMTP_URL', 'http://mail.example.com', /SMTP_URL must start with smtp: or smtps:/],
    ['TRUST_PROXY', 'my-load-balancer', /TRUST_PROXY must be false, true, a number of proxies, or addresses and ranges .* not "my-load-balancer"/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY .* not "10.0.0.0\/33"/],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });
});

describe('SENTRY_DSN', () => {
  it('is off by default: errors go to our own server', () => {
    expect(readConfig({}).sentryDsn).toBeNull();
  });

  it('takes a Sentry DSN, and refuses anything else without printing it', () => {
    expect(readConfig({ SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.example/4506' }).sentryDsn).toBe('https://0123abcd@o42.ingest.sentry.example/4506');
    expect(readConfig({ SENTRY_DSN: 'http://key@127.0.0.1:9000/sentry/7' }).sentryDsn).toBe('http://key@127.0.0.1:9000/sentry/7');
    for (const wrong of ['sentry.example/1', 'https://o42.ingest.sentry.example/4506', 'https://key@sentry.example/', 'ftp://key@sentry.example/1', 'https://key@sentry.example/1?x=1']) {
      expect(() => readConfig({ SENTRY_DSN: wrong })).toThrow('SENTRY_DSN must be a Sentry DSN such as https://<key>@<host>/<project id>');
    }
  });
});
