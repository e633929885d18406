import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { StartupError } from '../config';
import { ProblemError } from './problem';

/**
 * How often a call that writes (or looks a secret up) may come, per network address or per
 * account: past it, a 429 TOO_MANY_ATTEMPTS with Retry-After. Counted in each API node's memory
 * (@fastify/rate-limit's LRU store, 5,000 keys per limit at most): with several nodes, a caller
 * gets up to that many times the limit. Sign-in and password-reset mails, whose counts must hold
 * across nodes, count in the database instead (server/session/rate-limit.ts).
 */
export interface WriteLimit {
  /** The calls counted together, by the contract's operationId. */
  operations: readonly string[];
  per: 'address' | 'account';
  max: number;
  /** Seconds. */
  window: number;
  /** What is counted, for the caller: "sign-ups from your network". */
  what: string;
  /** Counts only the calls it is true for (an account change that changes the email). */
  only?: (request: FastifyRequest) => boolean;
}

const HOUR = 3600;

/** The product's limits, by name (the name `WRITE_LIMITS` changes them by). */
export const WRITE_LIMITS = {
  'sign-up': { operations: ['createClient'], per: 'address', max: 20, window: HOUR, what: 'sign-ups from your network' },
  newsletter: { operations: ['createSubscriber'], per: 'address', max: 10, window: HOUR, what: 'newsletter sign-ups from your network' },
  'photo:account': { operations: ['uploadKidPhoto'], per: 'account', max: 30, window: HOUR, what: 'photo uploads for this account' },
  'photo:address': { operations: ['uploadKidPhoto'], per: 'address', max: 60, window: HOUR, what: 'photo uploads from your network' },
  'order:account': { operations: ['createOrder', 'payOrder', 'createGiftCardOrder', 'payGiftCardOrder'], per: 'account', max: 20, window: HOUR, what: 'orders and payments for this account' },
  'order:address': { operations: ['createOrder', 'payOrder', 'createGiftCardOrder', 'payGiftCardOrder'], per: 'address', max: 60, window: HOUR, what: 'orders and payments from your network' },
  'return:account': { operations: ['createOrderReturn', 'createTrunkReturnLabel'], per: 'account', max: 20, window: HOUR, what: 'returns and labels for this account' },
  'code:account': { operations: ['getDiscount', 'getGiftCard', 'redeemGiftCard'], per: 'account', max: 10, window: 15 * 60, what: 'code checks for this account' },
  'code:address': { operations: ['getDiscount', 'getGiftCard', 'redeemGiftCard'], per: 'address', max: 30, window: 15 * 60, what: 'code checks from your network' },
  'support:account': { operations: ['createSupportTicket'], per: 'account', max: 10, window: HOUR, what: 'support tickets for this account' },
  'support:address': { operations: ['createSupportTicket'], per: 'address', max: 10, window: HOUR, what: 'support tickets from your network' },
  'client-errors': { operations: ['reportClientError'], per: 'address', max: 30, window: 60, what: 'error reports from your network' },
  'email-change': {
    operations: ['updateMe'],
    per: 'account',
    max: 5,
    window: HOUR,
    what: 'email changes for this account',
    only: (request) => typeof (request.body as { email?: unknown } | undefined)?.email === 'string',
  },
} satisfies Record<string, WriteLimit>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

/** `max` calls in `window` seconds, or off. */
export type WriteLimitSetting = { max: number; window: number } | 'off';

/**
 * The limits with the settings given (`WRITE_LIMITS`); an unknown name is a mistake said at start.
 */
export function writeLimits(settings: Record<string, WriteLimitSetting>): WriteLimit[] {
  for (const name of Object.keys(settings)) {
    if (!(name in WRITE_LIMITS)) throw new StartupError(`WRITE_LIMITS names "${name}", which is no limit: the limits are ${Object.keys(WRITE_LIMITS).join(', ')}`);
  }
  return Object.entries(WRITE_LIMITS).flatMap(([name, limit]) => {
    const setting = settings[name];
    if (setting === 'off') return [];
    return [{ ...limit, ...setting }];
  });
}

type Hook = onRequestHookHandler | preHandlerHookHandler;
const hooks = (hook: Hook | Hook[] | undefined): Hook[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

const tooMany = (limit: WriteLimit, ttl: number) => {
  const minutes = Math.max(1, Math.ceil(ttl / 60_000));
  return new ProblemError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts', `Too many ${limit.what}: try again in ${minutes} minute${minutes > 1 ? 's' : ''}`, undefined, Math.ceil(ttl / 1000));
};

/**
 * Puts the limits on their operations' routes, once the route has checked who calls (so that an
 * account's count is the account's, and a forged token counts for nobody). Each kind of key has a
 * limiter of its own, so that a call is counted per address and per account both; the operations
 * of one limit share its count.
 */
export async function registerWriteLimits(app: FastifyInstance, limits: readonly WriteLimit[], accountOf: (request: FastifyRequest) => number | null): Promise<void> {
  const limiters = new Map<WriteLimit['per'], FastifyInstance['rateLimit']>();
  for (const per of ['address', 'account'] as const) {
    // Each in a context of its own: one limiter lets a request through one check only.
    await app.register(async (scope) => {
      await scope.register(rateLimit, { global: false, hook: 'preHandler' });
      limiters.set(per, scope.rateLimit);
    });
  }
  const checks = new Map<string, Hook[]>();
  for (const limit of limits) {
    const check = limiters.get(limit.per)!({
      max: limit.max,
      timeWindow: limit.window * 1000,
      keyGenerator: (request) => (limit.per === 'account' ? `client:${accountOf(request)}` : request.ip),
      // Not counted: a call without an account for a limit per account, or one the limit is not about.
      allowList: (request) => (limit.per === 'account' && accountOf(request) === null) || (limit.only !== undefined && !limit.only(request)),
      errorResponseBuilder: (_, context) => tooMany(limit, context.ttl),
    }) as Hook;
    for (const operation of limit.operations) checks.set(operation, [...(checks.get(operation) ?? []), check]);
  }

  app.addHook('onRoute', (route) => {
    const operation = (route.schema as { operationId?: string } | undefined)?.operationId;
    const found = operation ? checks.get(operation) : undefined;
    if (found) route.preHandler = [...hooks(route.preHandler as Hook | Hook[] | undefined), ...found] as preHandlerHookHandler[];
  });
}
