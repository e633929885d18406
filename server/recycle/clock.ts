import { and, asc, eq, lte, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recycleLabels } from '../db/schema';
import { recordRecycleEvent } from './events';
import { mailRecycleReward, type Log, type RecycleMailer } from './mails';
import { DEMO_DROP_OFF_DAYS, DEMO_TRANSIT_DAYS } from './rules';

const DAY_MS = 86_400_000;

export interface RecycleClockRun {
  recycle_labels_expired: number;
  recycle_labels_dropped_off: number;
  recycle_labels_received: number;
}

/**
 * Little Geste's carrier in the demo, moved on by the trunk clock: a CREATED label past its
 * expiry (LABEL_VALID_DAYS) is EXPIRED; one made DEMO_DROP_OFF_DAYS ago is DROPPED_OFF; one
 * dropped off DEMO_TRANSIT_DAYS ago is RECEIVED, accepted, and rewarded. The scans go through the
 * administrator's event (the same code path: the reward once, its mail); expiry changes a row
 * only from CREATED, so several API nodes may run it at once.
 */
export async function advanceRecycleLabels(db: Database, now: Date, deps: RecycleMailer, log: Log): Promise<RecycleClockRun> {
  const expired = await db
    .update(recycleLabels)
    .set({ stage: 'EXPIRED' })
    .where(and(eq(recycleLabels.stage, 'CREATED'), lte(recycleLabels.expiresAt, now)))
    .returning({ id: recycleLabels.id });
  const scan = async (stage: 'CREATED' | 'DROPPED_OFF', event: 'DROPPED_OFF' | 'RECEIVED', at: AnyColumn, days: number) => {
    const due = await db
      .select({ id: recycleLabels.id })
      .from(recycleLabels)
      .where(and(eq(recycleLabels.stage, stage), lte(at, new Date(now.getTime() - days * DAY_MS))))
      .orderBy(asc(recycleLabels.id));
    let moved = 0;
    for (const { id } of due) {
      try {
        const { row, rewarded } = await recordRecycleEvent(db, id, event, undefined, now);
        if (row.stage !== stage) moved++;
        if (rewarded) await mailRecycleReward(db, deps, row, log);
      } catch (error) {
        log.error({ err: error, recycleLabelId: id }, 'Little Geste label not moved on');
      }
    }
    return moved;
  };
  const droppedOff = await scan('CREATED', 'DROPPED_OFF', recycleLabels.createdAt, DEMO_DROP_OFF_DAYS);
  const received = await scan('DROPPED_OFF', 'RECEIVED', recycleLabels.droppedOffAt, DEMO_TRANSIT_DAYS);
  return { recycle_labels_expired: expired.length, recycle_labels_dropped_off: droppedOff, recycle_labels_received: received };
}
