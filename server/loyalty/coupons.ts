import { and, desc, eq, gt, inArray, isNotNull, isNull, notExists, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { discountCodes, discountRedemptions, trunkSettlements } from '../db/schema';
import type { Schemas } from '../http/types';

type CodeRow = typeof discountCodes.$inferSelect;

/** An owned code as the contract shows it. */
export function couponView(row: CodeRow): Schemas['Coupon'] {
  return {
    code: row.code,
    kind: row.kind as Schemas['DiscountKind'],
    amount: row.amountCents === null ? null : row.amountCents / 100,
    percent: row.percent,
    free_shipping: row.kind === 'FREE_SHIPPING',
    origin: row.origin as Schemas['CouponOrigin'],
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The client's own codes that may still be used, newest first: not expired, not used by an order,
 * nor by a trunk's checkout paid or under way (as `usableDiscount` counts uses).
 */
export async function activeCoupons(db: Database, clientId: number, now = new Date()): Promise<Schemas['Coupon'][]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.clientId, clientId),
        isNotNull(discountCodes.origin),
        or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
        notExists(db.select({ code: discountRedemptions.code }).from(discountRedemptions).where(eq(discountRedemptions.code, discountCodes.code))),
        notExists(
          db
            .select({ requestId: trunkSettlements.requestId })
            .from(trunkSettlements)
            .where(and(eq(trunkSettlements.discountCode, discountCodes.code), inArray(trunkSettlements.status, ['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED']))),
        ),
      ),
    )
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.code));
  return rows.map(couponView);
}
