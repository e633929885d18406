import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productVariants, requests, trunkPieces } from '../db/schema';
import { REQUEST_STATUS } from '../lib/trunk-lifecycle';

// Stand-in until the trunk-at-home branch (i17-trunk) brings its own at-home.ts: only the
// reception the returns domain calls. Its version replaces this file whole.

/**
 * The return parcel of a trunk was received at the warehouse (its label scanned) at `now`: the
 * pieces to send back are RETURNED, their units back on the shelf, the trunk RETURNED. Run in the
 * caller's transaction; a trunk not RETURN_PENDING is left as it is (0 pieces).
 */
export async function receiveTrunkReturn(tx: Database, requestId: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(requests)
    .set({ statusDetailsCode: REQUEST_STATUS.RETURNED })
    .where(and(eq(requests.id, requestId), eq(requests.statusDetailsCode, REQUEST_STATUS.RETURN_PENDING)))
    .returning({ id: requests.id });
  if (!row) return 0;
  const back = await tx
    .update(trunkPieces)
    .set({ status: 'RETURNED', returnedAt: now })
    .where(and(eq(trunkPieces.requestId, requestId), eq(trunkPieces.status, 'RETURN_PENDING')))
    .returning({ variantId: trunkPieces.variantId });
  for (const piece of back) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + 1` })
      .where(eq(productVariants.id, piece.variantId));
  }
  return back.length;
}
