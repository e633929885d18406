import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';

/**
 * A reason the server cannot start, said in one sentence that names the setting or the value at
 * fault: the server prints it alone (no stack) and exits with code 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/**
 * The proxies whose X-Forwarded-* headers are believed, as Fastify takes them: all or none, a list
 * of addresses and ranges, or a function of each address and its distance in hops from the server.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Everything the server reads from its environment, read once. */
export interface ServerConfig {
  /** Port of the one process that serves the app and the API. */
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (ignored when `databaseUrl` is set); also holds the operator token file. */
  dataDir: string;
  /** A real PostgreSQL (postgres://...) instead of the embedded database. */
  databaseUrl: string | null;
  /** Folder of the built app; null serves the API only (development with Vite). */
  appDir: string | null;
  /** Bearer token of the operator (admin calls without an administrator account). */
  adminToken: string;
  logLevel: string;
  /**
   * Which peers may tell the client's address and protocol (X-Forwarded-For, X-Forwarded-Proto):
   * none by default, so that no caller can pose as another address to escape the per-address
   * limits; behind a load balancer, its addresses or ranges (a list), or the number of proxies in
   * front of the server (a hop count); true believes any peer.
   */
  trustProxy: TrustProxy;
  /** Public address of the app, used in mailed links (no trailing slash). */
  appUrl: string;
  /** Key of the access tokens; null: generated once and kept in the database. */
  tokenSecret: string | null;
  /** Seconds an access token lasts. */
  accessTokenTtl: number;
  /** Seconds a refresh token lasts unused. */
  refreshTokenTtl: number;
  /** Seconds a session (a sign-in and its refreshes) lasts at most. */
  sessionMaxAge: number;
  /** Seconds during which a spent refresh token is exchanged again (two tabs refreshing at once). */
  refreshReuseInterval: number;
  /** Seconds an impersonation token lasts. */
  impersonationTtl: number;
  /** Seconds a password-reset link works. */
  resetTokenTtl: number;
  /** smtp(s)://user:password@host:port; null keeps mails in the database outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  /** Seconds during which failed sign-ins count. */
  loginWindow: number;
  /** Largest profile photo accepted, in bytes. */
  photoMaxBytes: number;
  /** Where the contact form's tickets are mailed (the customer service team). */
  supportEmail: string;
  /** Largest file attached to a support ticket, in bytes. */
  supportAttachmentMaxBytes: number;
  /** Milliseconds between two runs of the trunk clock (server/trunks/clock.ts); 0 stops it. */
  clockIntervalMs: number;
  /**
   * Stripe's keys (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, both or neither): payments go
   * through Stripe; null runs the sandbox gateway, which behaves like Stripe's test mode.
   */
  stripe: { secretKey: string; publishableKey: string; apiUrl: string } | null;
  /**
   * Place lookups by postcode (server/geo): `online` asks the public services (through the proxy
   * addresses below), `offline` (the default) reads the embedded data.
   */
  geoLookup: 'online' | 'offline';
  /**
   * Catalogue and content reads, and the public pages, kept ready in memory until the content
   * changes (READ_CACHE=off answers each from the database, as for a comparison).
   */
  readCache: boolean;
  /** Account of the geographic names service; without it, places come from the embedded data. */
  geonamesUsername: string | null;
  /** Base address of the government's commune service (or of a proxy to it). */
  geoCommunesUrl: string;
  /** Base address of the geographic names service (or of a proxy to it). */
  geonamesUrl: string;
  /**
   * Changes to the limits on writes and lookups (server/http/write-limits.ts), by name:
   * `WRITE_LIMITS="sign-up=50/3600,newsletter=off"` (at most 50 in an hour; none).
   */
  writeLimits: Record<string, { max: number; window: number } | 'off'>;
  /**
   * Where the app reports the errors of visitors' browsers: a Sentry DSN (any Sentry-compatible
   * server); null sends them to our own `POST /api/client-errors`.
   */
  sentryDsn: string | null;
}

/** A whole number of at least `min`, or the default when the variable is unset or empty. */
function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min) {
    throw new StartupError(`${name} must be a whole number of at least ${min}, not ${JSON.stringify(raw)}`);
  }
  return value;
}

function url(name: string, value: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new StartupError(`${name} must be an address (${protocols.join(', ')}), not ${JSON.stringify(value)}`);
  }
  if (!protocols.includes(parsed.protocol)) throw new StartupError(`${name} must start with ${protocols.join(' or ')}`);
  return value;
}

/** `name=max/seconds` or `name=off`, separated by commas. */
function writeLimitSettings(raw: string | undefined): ServerConfig['writeLimits'] {
  const settings: ServerConfig['writeLimits'] = {};
  for (const entry of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z:-]+)=(?:(off)|(\d{1,9})\/(\d{1,9}))$/.exec(entry);
    if (!match || (match[4] !== undefined && Number(match[4]) < 1)) {
      throw new StartupError(`WRITE_LIMITS takes name=max/seconds or name=off, separated by commas, not ${JSON.stringify(entry)}`);
    }
    settings[match[1]!] = match[2] ? 'off' : { max: Number(match[3]), window: Number(match[4]) };
  }
  return settings;
}

/** The names of address ranges that Fastify (proxy-addr) knows. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (192.0.2.10, 2001:db8::1) or a range of them (10.0.0.0/8, 2001:db8::/32). */
function addressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy (the peer's own address counts); `true`
 * trusts any peer; a whole number n trusts the n nearest hops, whatever their addresses (Fastify
 * takes a bare number as trusting nobody: it cannot tell a proxy from a client that reaches the
 * server directly, so the number is for a server that only its proxies can reach); else a
 * comma-separated list of addresses, ranges and range names.
 */
function trustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !RANGE_NAMES.has(entry) && !addressOrRange(entry));
  if (wrong !== undefined) {
    throw new StartupError(`TRUST_PROXY must be false, true, a number of proxies, or addresses and ranges such as 10.0.0.5 or 10.0.0.0/8 separated by commas, not ${JSON.stringify(wrong)}`);
  }
  return entries.join(',');
}

/** Both Stripe keys, or neither (the sandbox gateway); STRIPE_API_URL points the SDK elsewhere (a local fake). */
function stripe(env: NodeJS.ProcessEnv): ServerConfig['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY || null;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY || null;
  if (!secretKey && !publishableKey) return null;
  if (!secretKey || !publishableKey) {
    throw new StartupError('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together: set both (Stripe) or neither (sandbox payments)');
  }
  if (!publishableKey.startsWith('pk_')) throw new StartupError('STRIPE_PUBLISHABLE_KEY must start with pk_');
  if (!/^(sk|rk)_/.test(secretKey)) throw new StartupError('STRIPE_SECRET_KEY must start with sk_ or rk_');
  const apiUrl = url('STRIPE_API_URL', env.STRIPE_API_URL || 'https://api.stripe.com', ['http:', 'https:']);
  return { secretKey, publishableKey, apiUrl };
}

/** A Sentry DSN (`https://<key>@<host>/<project>`), or null; checked whole, never printed (its key is the project's). */
function sentryDsn(value: string | undefined): string | null {
  if (!value) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    // Said below.
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !parsed.username || !/^\/(?:.*\/)?\d+$/.test(parsed.pathname) || parsed.search || parsed.hash) {
    throw new StartupError('SENTRY_DSN must be a Sentry DSN such as https://<key>@<host>/<project id>');
  }
  return value;
}

/** A PostgreSQL address, or null for the embedded database; never repeated in a message (it may hold a password). */
function databaseUrl(value: string | undefined): string | null {
  if (!value) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new StartupError('DATABASE_URL must be an address such as postgres://user:password@host:5432/database');
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') throw new StartupError('DATABASE_URL must start with postgres: or postgresql:');
  return value;
}

function readCacheSwitch(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new StartupError(`READ_CACHE must be on or off, not ${value}`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env, 'PORT', 3000, 0);
  if (port > 65535) throw new StartupError(`PORT must be a port number, not ${env.PORT}`);
  const tokenSecret = env.TOKEN_SECRET || null;
  if (tokenSecret !== null && tokenSecret.length < 32) throw new StartupError('TOKEN_SECRET must be at least 32 characters long');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    appDir: env.SERVE_APP === 'false' ? null : resolve(env.APP_DIR ?? './dist'),
    adminToken: env.ADMIN_TOKEN || randomBytes(24).toString('base64url'),
    logLevel: env.LOG_LEVEL ?? 'warn',
    trustProxy: trustProxy(env.TRUST_PROXY),
    appUrl: url('APP_URL', env.APP_URL || `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, ''),
    tokenSecret,
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    sessionMaxAge: integer(env, 'SESSION_MAX_AGE', 180 * 24 * 3600),
    refreshReuseInterval: integer(env, 'REFRESH_REUSE_INTERVAL', 30, 0),
    impersonationTtl: integer(env, 'IMPERSONATION_TTL', 3600),
    resetTokenTtl: integer(env, 'RESET_TOKEN_TTL', 3600),
    smtpUrl: env.SMTP_URL ? url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) : null,
    mailFrom: env.MAIL_FROM || 'Little Closet <bonjour@littlecloset.test>',
    loginMaxFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
    loginMaxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
    loginWindow: integer(env, 'LOGIN_WINDOW', 900),
    photoMaxBytes: integer(env, 'PHOTO_MAX_BYTES', 5 * 1024 * 1024),
    supportEmail: env.SUPPORT_EMAIL || 'support@littlecloset.test',
    supportAttachmentMaxBytes: integer(env, 'SUPPORT_ATTACHMENT_MAX_BYTES', 5 * 1024 * 1024),
    clockIntervalMs: integer(env, 'CLOCK_INTERVAL_MS', 5 * 60_000, 0),
    stripe: stripe(env),
    geoLookup: env.GEO_LOOKUP === 'online' ? 'online' : 'offline',
    readCache: readCacheSwitch(env.READ_CACHE),
    geonamesUsername: env.GEONAMES_USERNAME || null,
    geoCommunesUrl: url('GEO_COMMUNES_URL', env.GEO_COMMUNES_URL || 'https://geo.api.gouv.fr', ['http:', 'https:']).replace(/\/+$/, ''),
    geonamesUrl: url('GEONAMES_URL', env.GEONAMES_URL || 'https://secure.geonames.org', ['http:', 'https:']).replace(/\/+$/, ''),
    writeLimits: writeLimitSettings(env.WRITE_LIMITS),
    sentryDsn: sentryDsn(env.SENTRY_DSN),
  };
}
