import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { ledgerBalances, ledgerMovements } from '../db/schema';
import { lockedBalanceOf, move } from '../ledger';
import { monthsLater } from '../lib/owned-codes';
import { POINTS_VALIDITY_MONTHS } from './constants';

type Log = Pick<FastifyBaseLogger, 'error'>;

/** The movements that renew the points' validity: a purchase earning points, or customer service's credit. */
const RENEWING = ['POINTS_ORDER', 'POINTS_TRUNK', 'ADJUSTMENT'] as const;

/** The last movement that renewed the client's points (null when none ever did). */
async function lastRenewal(db: Database, clientId: number): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = await db
    .select({ id: ledgerMovements.id, createdAt: ledgerMovements.createdAt })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.clientId, clientId), eq(ledgerMovements.account, 'POINTS'), inArray(ledgerMovements.reason, [...RENEWING]), gt(ledgerMovements.amount, 0)))
    .orderBy(desc(ledgerMovements.createdAt), desc(ledgerMovements.id))
    .limit(1);
  return row ?? null;
}

/** When the client's points lapse if nothing is bought before (null without points). */
export async function pointsExpireAt(db: Database, clientId: number, points: number): Promise<Date | null> {
  if (points <= 0) return null;
  const renewal = await lastRenewal(db, clientId);
  return renewal ? monthsLater(renewal.createdAt, POINTS_VALIDITY_MONTHS) : null;
}

/**
 * A step of the trunk clock: the points of every client whose last renewing movement is
 * POINTS_VALIDITY_MONTHS old go, the whole balance at once (POINTS_EXPIRED, key
 * `expiry:<renewing movement id>`: once per lapse, even with several nodes running the clock).
 * Returns how many balances lapsed.
 */
export async function expirePoints(db: Database, log: Log, now: Date): Promise<number> {
  const cutoff = monthsLater(now, -POINTS_VALIDITY_MONTHS);
  const candidates = await db
    .select({ clientId: ledgerBalances.clientId })
    .from(ledgerBalances)
    .where(
      and(
        eq(ledgerBalances.account, 'POINTS'),
        gt(ledgerBalances.balance, 0),
        sql`not exists (select 1 from ${ledgerMovements} m where m.client_id = ${ledgerBalances.clientId} and m.account = 'POINTS'
          and m.reason in ('POINTS_ORDER', 'POINTS_TRUNK', 'ADJUSTMENT') and m.amount > 0 and m.created_at > ${cutoff.toISOString()})`,
      ),
    );
  let lapsed = 0;
  for (const { clientId } of candidates) {
    try {
      const done = await db.transaction(async (tx) => {
        const balance = await lockedBalanceOf(tx, clientId, 'POINTS');
        const renewal = await lastRenewal(tx, clientId);
        // Bought something meanwhile, or nothing left: nothing lapses.
        if (balance <= 0 || (renewal && renewal.createdAt > cutoff)) return false;
        const { replayed } = await move(tx, {
          clientId,
          account: 'POINTS',
          amount: -balance,
          reason: 'POINTS_EXPIRED',
          key: `expiry:${renewal?.id ?? 'none'}`,
        });
        return !replayed;
      });
      if (done) lapsed += 1;
    } catch (error) {
      log.error({ err: error, clientId }, 'Little Club points could not lapse');
    }
  }
  return lapsed;
}
