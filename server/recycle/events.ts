import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recycleLabels } from '../db/schema';
import { fieldProblem, ProblemError } from '../http/problem';
import { move } from '../ledger';
import { recycleLabelNotFound, type RecycleLabelRow } from './labels';

export type RecycleEvent = 'DROPPED_OFF' | 'RECEIVED';

const stageConflict = (row: RecycleLabelRow, event: RecycleEvent) =>
  new ProblemError(409, 'RECYCLE_LABEL_STAGE', 'Not at this stage', `A ${row.stage} label cannot be ${event === 'DROPPED_OFF' ? 'dropped off' : 'received'}`);

/** The ledger key of a label's reward: paid once, whatever calls race. */
export const rewardKey = (labelId: number) => `recycle-label:${labelId}:reward`;

/**
 * A carrier's or the warehouse's scan of a label, in one transaction with the label locked:
 * DROPPED_OFF from CREATED; RECEIVED from CREATED or DROPPED_OFF, then, when the parcel is
 * accepted, the reward credited to the wallet (the ledger key makes it once) and REWARDED. The
 * same event again changes nothing; going backwards, or anything on an EXPIRED label, is a 409
 * RECYCLE_LABEL_STAGE. `rewarded` is true when this call credited the reward.
 */
export async function recordRecycleEvent(
  db: Database,
  id: number,
  event: RecycleEvent,
  accepted: boolean | undefined,
  now: Date,
): Promise<{ row: RecycleLabelRow; rewarded: boolean }> {
  if (event === 'DROPPED_OFF' && accepted !== undefined) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'accepted', 'accepted goes with the RECEIVED event only');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(recycleLabels).where(eq(recycleLabels.id, id)).for('update');
    if (!row) throw recycleLabelNotFound();
    if (row.stage === 'EXPIRED') throw stageConflict(row, event);
    if (event === 'DROPPED_OFF') {
      if (row.stage === 'DROPPED_OFF') return { row, rewarded: false };
      if (row.stage !== 'CREATED') throw stageConflict(row, event);
      const [moved] = await tx.update(recycleLabels).set({ stage: 'DROPPED_OFF', droppedOffAt: now }).where(eq(recycleLabels.id, id)).returning();
      return { row: moved!, rewarded: false };
    }
    if (row.stage === 'RECEIVED' || row.stage === 'REWARDED') return { row, rewarded: false };
    const ok = accepted ?? true;
    if (!ok) {
      const [moved] = await tx.update(recycleLabels).set({ stage: 'RECEIVED', receivedAt: now, accepted: false }).where(eq(recycleLabels.id, id)).returning();
      return { row: moved!, rewarded: false };
    }
    const { replayed } = await move(tx, {
      clientId: row.clientId,
      account: 'WALLET',
      amount: row.rewardCents,
      reason: 'RECYCLE_REWARD',
      key: rewardKey(row.id),
      note: row.barcode,
    });
    const [moved] = await tx
      .update(recycleLabels)
      .set({ stage: 'REWARDED', receivedAt: now, accepted: true, rewardedAt: now })
      .where(eq(recycleLabels.id, id))
      .returning();
    return { row: moved!, rewarded: !replayed };
  });
}
