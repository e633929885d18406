import { and, eq, inArray, ne } from 'drizzle-orm';
import { euros } from '../catalogue';
import type { Database } from '../db/client';
import { balanceOf } from '../ledger';
import { discountCodes, discountRedemptions, profiles, requests, trunkSettlements } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import type { DiscountEffect } from './pricing';

export type DiscountRow = typeof discountCodes.$inferSelect;

/** The points the first loyalty offer needs; a richer offer names its own minimum. */
export const LOYALTY_FIRST_MINIMUM = 200;

/** Codes are trimmed and compared in upper case, as they are stored. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

const unusable = (type: string, title: string, detail: string) => new ProblemError(409, type, title, detail);

/**
 * Why a client with `points` cannot use a loyalty code needing `minimum`: below the first offer's
 * minimum they have not enough points at all; between offers, the richer one names its minimum.
 */
export function loyaltyShortfall(points: number, minimum: number): string | null {
  if (points < LOYALTY_FIRST_MINIMUM) return `Not enough loyalty points. Minimum: ${LOYALTY_FIRST_MINIMUM.toFixed(2)}`;
  return points < minimum ? `Minimum: ${minimum.toFixed(2)}` : null;
}

/**
 * The discount code `typed` if the client may use it now, else the problem saying why (seed 001
 * section 8). Gift cards (and single-use coupons) are used once in all, other coupons once per
 * client, by an order or a trunk's checkout; a use by `exceptOrderId` (`exceptRequestId`) does not count. `lock` holds the code's row until the
 * transaction ends, so that two orders racing for one gift card are served one after the other.
 */
export async function usableDiscount(
  db: Database,
  clientId: number,
  typed: string,
  options: { exceptOrderId?: number; exceptRequestId?: number; lock?: boolean; now?: Date } = {},
): Promise<DiscountRow> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, normaliseCode(typed)));
  const [row] = options.lock ? await query.for('update') : await query;
  // A code owned by another client (a loyalty, birthday or welcome code) is unknown to this one.
  if (!row || (row.clientId !== null && row.clientId !== clientId)) {
    throw new ProblemError(404, 'DISCOUNT_NOT_FOUND', 'Unknown code', 'No such discount code or gift card');
  }
  const now = options.now ?? new Date();
  const giftCard = row.kind === 'GIFT_CARD';
  if (row.expiresAt && row.expiresAt <= now) {
    throw giftCard
      ? unusable('GIFT_CARD_EXPIRED', 'Gift card expired', 'This gift card has expired')
      : unusable('COUPON_CODE_EXPIRED', 'Code expired', 'This code has expired');
  }
  const used = await db.$count(
    discountRedemptions,
    and(
      eq(discountRedemptions.code, row.code),
      giftCard || row.singleUse ? undefined : eq(discountRedemptions.clientId, clientId),
      options.exceptOrderId === undefined ? undefined : ne(discountRedemptions.orderId, options.exceptOrderId),
    ),
  );
  // A trunk's checkout uses a code too (issue 17): paid, or its payment under way.
  const usedByTrunks = used
    ? 0
    : (
        await db
          .select({ requestId: trunkSettlements.requestId })
          .from(trunkSettlements)
          .innerJoin(requests, eq(requests.id, trunkSettlements.requestId))
          .innerJoin(profiles, eq(profiles.id, requests.profileId))
          .where(
            and(
              eq(trunkSettlements.discountCode, row.code),
              inArray(trunkSettlements.status, ['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED']),
              giftCard || row.singleUse ? undefined : eq(profiles.clientId, clientId),
              options.exceptRequestId === undefined ? undefined : ne(trunkSettlements.requestId, options.exceptRequestId),
            ),
          )
          .limit(1)
      ).length;
  if (used || usedByTrunks) {
    throw giftCard
      ? unusable('GIFT_CARD_ALREADY_USED', 'Gift card already used', 'This gift card has already been used')
      : unusable('COUPON_CODE_ALREADY_USED', 'Code already used', 'This code has already been used');
  }
  if (row.kind === 'BIRTHDAY') {
    const month = todayInFrance(now).slice(5, 7);
    const kids = await db
      .select({ birthdate: profiles.birthdate })
      .from(profiles)
      .where(and(eq(profiles.clientId, clientId), eq(profiles.profileType, 'KID')));
    if (!kids.some((kid) => kid.birthdate?.slice(5, 7) === month)) {
      throw unusable('DISCOUNT_NOT_ELIGIBLE', 'Not eligible', 'No eligible kid for birthday offer');
    }
  }
  // An owned loyalty code was bought with points already; one without owner needs the points.
  if (row.kind === 'LOYALTY' && row.clientId === null) {
    const points = await balanceOf(db, clientId, 'POINTS');
    const shortfall = loyaltyShortfall(points, row.minimumPoints ?? LOYALTY_FIRST_MINIMUM);
    if (shortfall) throw unusable('DISCOUNT_NOT_ELIGIBLE', 'Not eligible', shortfall);
  }
  return row;
}

/** What the discount (if any) takes off items worth `itemsCents`. */
export function discountEffect(row: DiscountRow | null, itemsCents: number): DiscountEffect {
  if (!row) return { offCents: 0, freeShipping: false };
  if (row.kind === 'FREE_SHIPPING') return { offCents: 0, freeShipping: true };
  // PERCENT codes, and the birthday offer's BIRTHDAY codes, which name a percentage (older BIRTHDAY codes name an amount).
  const percent = row.kind === 'PERCENT' || (row.kind === 'BIRTHDAY' && row.percent !== null);
  const offCents = percent ? Math.round((itemsCents * (row.percent ?? 0)) / 100) : (row.amountCents ?? 0);
  return { offCents, freeShipping: false };
}

export function discountView(row: DiscountRow): Schemas['Discount'] {
  return {
    code: row.code,
    kind: row.kind as Schemas['DiscountKind'],
    percent: row.percent,
    amount_ttc: row.amountCents === null ? null : euros(row.amountCents),
    free_shipping: row.kind === 'FREE_SHIPPING',
  };
}
