import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { ProblemError } from '../http/problem';

/** At most `max` hits of one key within `window` seconds. */
export interface Limit {
  bucket: string;
  max: number;
  window: number;
  /** What is counted, for the caller: "failed sign-ins". */
  what: string;
}

const HOUR = 3600;

/** Every limit of the product, by what it protects. */
export function limits(config: Pick<ServerConfig, 'loginMaxFailuresPerAccount' | 'loginMaxFailuresPerAddress' | 'loginWindow'>) {
  return {
    signInAccount: { bucket: 'sign-in:account', max: config.loginMaxFailuresPerAccount, window: config.loginWindow, what: 'failed sign-ins for this account' },
    signInAddress: { bucket: 'sign-in:address', max: config.loginMaxFailuresPerAddress, window: config.loginWindow, what: 'failed sign-ins from your network' },
    resetEmail: { bucket: 'reset-email:account', max: 3, window: HOUR, what: 'password-reset requests for this address' },
    resetAddress: { bucket: 'reset-email:address', max: 10, window: HOUR, what: 'password-reset requests from your network' },
    clientHashAddress: { bucket: 'client-hash:address', max: 30, window: 15 * 60, what: 'address checks from your network' },
  } satisfies Record<string, Limit>;
}

/** Counts hits in the database, so that every API node shares them. */
export function rateLimiter(db: Database) {
  /** Seconds until `key` is under the limit again; 0 when it is now. */
  async function waitFor(limit: Limit, key: string, now: number): Promise<number> {
    // Once the max-th newest hit leaves the window, fewer than max remain in it.
    const [blocking] = await db
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(now - limit.window * 1000))))
      .orderBy(desc(rateLimitHits.at))
      .offset(limit.max - 1)
      .limit(1);
    return blocking ? Math.max(1, Math.ceil((blocking.at.getTime() + limit.window * 1000 - now) / 1000)) : 0;
  }

  return {
    /** A 429 TOO_MANY_ATTEMPTS when any of the keys is at or past its limit. */
    async enforce(...checks: Array<[Limit, string]>): Promise<void> {
      const now = Date.now();
      let worst: { limit: Limit; wait: number } | null = null;
      for (const [limit, key] of checks) {
        const wait = await waitFor(limit, key, now);
        if (wait > (worst?.wait ?? 0)) worst = { limit, wait };
      }
      if (worst) {
        const minutes = Math.ceil(worst.wait / 60);
        throw new ProblemError(
          429,
          'TOO_MANY_ATTEMPTS',
          'Too many attempts',
          `Too many ${worst.limit.what}: try again in ${minutes} minute${minutes > 1 ? 's' : ''}`,
          undefined,
          worst.wait,
        );
      }
    },

    /** Counts one hit per check, and forgets the hits that left their window. */
    async hit(...checks: Array<[Limit, string]>): Promise<void> {
      const now = Date.now();
      await db.insert(rateLimitHits).values(checks.map(([limit, key]) => ({ bucket: limit.bucket, key, at: new Date(now) })));
      for (const [limit] of checks) {
        await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, limit.bucket), lt(rateLimitHits.at, new Date(now - limit.window * 1000))));
      }
    },

    /** Forgets the hits of a key (a successful sign-in clears the account's failures). */
    async clear(limit: Limit, key: string): Promise<void> {
      await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)));
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
export type Limits = ReturnType<typeof limits>;
