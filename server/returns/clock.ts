import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Schemas } from '../http/types';
import type { ReturnsDeps } from './deps';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
type ReturnsClockRun = Pick<Schemas['TrunkClockRun'], 'orders_shipped' | 'orders_delivered' | 'returns_received' | 'refunds_retried'>;

/** The shop's demo carrier and warehouse, moved on by the trunk clock. */
export async function advanceReturns(_db: Database, _now: Date, _deps: ReturnsDeps, _log: Log): Promise<ReturnsClockRun> {
  return { orders_shipped: 0, orders_delivered: 0, returns_received: 0, refunds_retried: 0 };
}
