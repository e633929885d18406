import { and, asc, eq, isNotNull, isNull, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { deliveryDelays } from '../content';
import type { Database } from '../db/client';
import { orders, returnLabels } from '../db/schema';
import type { Schemas } from '../http/types';
import { addDays, todayInFrance } from '../lib/birthdate';
import { RETURN_TRANSIT_DAYS } from '../lib/returns-rules';
import type { ReturnsDeps } from './deps';
import { receiveLabel, retryRefunds } from './reception';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
type ReturnsClockRun = Pick<Schemas['TrunkClockRun'], 'orders_shipped' | 'orders_delivered' | 'returns_received' | 'refunds_retried'>;

/** The French day of a timestamp column, for comparisons with 'YYYY-MM-DD' dates. */
const frenchDay = (column: AnyColumn) => sql`(${column} at time zone 'Europe/Paris')::date`;

/** The demo carrier takes paid orders the day after they were paid. */
async function shipOrders(db: Database, now: Date, today: string): Promise<number> {
  const shipped = await db
    .update(orders)
    .set({ shippedAt: now })
    .where(and(eq(orders.status, 'PAID'), isNull(orders.shippedAt), isNotNull(orders.paidAt), lte(frenchDay(orders.paidAt), addDays(today, -1))))
    .returning({ id: orders.id });
  return shipped.length;
}

/** ...and delivers them the optimistic delivery delay after shipping. */
async function deliverOrders(db: Database, now: Date, today: string): Promise<number> {
  const { optimistic_delivery_delay: delay } = await deliveryDelays(db, 'fr');
  const delivered = await db
    .update(orders)
    .set({ deliveredAt: now })
    .where(and(eq(orders.status, 'PAID'), isNull(orders.deliveredAt), isNotNull(orders.shippedAt), lte(frenchDay(orders.shippedAt), addDays(today, -delay))))
    .returning({ id: orders.id });
  return delivered.length;
}

/** The warehouse scans the labels made RETURN_TRANSIT_DAYS ago (the parcel's journey in the demo). */
async function scanLabels(db: Database, deps: ReturnsDeps, now: Date, today: string, log: Log): Promise<number> {
  const due = await db
    .select({ id: returnLabels.id })
    .from(returnLabels)
    .where(and(eq(returnLabels.status, 'CREATED'), lte(frenchDay(returnLabels.createdAt), addDays(today, -RETURN_TRANSIT_DAYS))))
    .orderBy(asc(returnLabels.id));
  let received = 0;
  for (const { id } of due) {
    try {
      if ((await receiveLabel(db, deps, id, now, log)).received) received++;
    } catch (error) {
      log.error({ err: error, labelId: id }, 'return parcel not received');
    }
  }
  return received;
}

/**
 * The shop's demo carrier and the warehouse, moved on by the trunk clock: paid orders shipped the
 * day after, delivered the optimistic delay later; labels scanned RETURN_TRANSIT_DAYS after they
 * were made; refused refunds asked for again. Each step changes a row only from the stage it
 * expects, so several API nodes may run it at once.
 */
export async function advanceReturns(db: Database, now: Date, deps: ReturnsDeps, log: Log): Promise<ReturnsClockRun> {
  const today = todayInFrance(now);
  const orders_shipped = await shipOrders(db, now, today);
  const orders_delivered = await deliverOrders(db, now, today);
  const returns_received = await scanLabels(db, deps, now, today, log);
  const refunds_retried = await retryRefunds(db, deps, now, log);
  return { orders_shipped, orders_delivered, returns_received, refunds_retried };
}
