import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, discountCodes, ledgerMovements } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { monthsLater, randomCode } from '../lib/owned-codes';
import { balanceOf, move, movements } from '../ledger';
import { loyaltyShortfall } from '../shop';
import { EUROS_PER_POINT, LOYALTY_CODE_PREFIX, LOYALTY_CODE_VALIDITY_MONTHS, LOYALTY_OFFERS, POINTS_VALIDITY_MONTHS } from './constants';
import { pointsExpireAt } from './expiry';
import { activeCoupons, couponView } from './coupons';

/** The points history's page size unless the caller asks otherwise (1..100). */
export const LOYALTY_PAGE_SIZE = 30;

/** `getLoyalty`: the balance, the two offers, the client's active codes. */
export async function loyaltyOf(db: Database, clientId: number): Promise<Schemas['Loyalty']> {
  const [points, codes] = await Promise.all([balanceOf(db, clientId, 'POINTS'), activeCoupons(db, clientId)]);
  const expireAt = await pointsExpireAt(db, clientId, points);
  return {
    points,
    points_expire_at: expireAt?.toISOString() ?? null,
    points_validity_months: POINTS_VALIDITY_MONTHS,
    offers: LOYALTY_OFFERS.map((offer) => ({ points: offer.points, amount: offer.cents / 100, available: points >= offer.points })),
    active_codes: codes,
    euros_per_point: EUROS_PER_POINT,
    code_validity_months: LOYALTY_CODE_VALIDITY_MONTHS,
  };
}

function sourceOf(row: { reason: string; discountCode: string | null; source: { type: string | null; id: number | null; name: string | null } }): Schemas['LoyaltyPointsSource'] {
  if (row.reason === 'POINTS_CONVERTED') return { type: 'COUPON', id: null, name: row.discountCode };
  const type = row.source.type;
  return {
    type: type === 'ORDER' || type === 'TRUNK' || type === 'SHOP_RETURN' ? type : null,
    id: row.source.id,
    name: row.source.name,
  };
}

/** `listLoyaltyPoints`: one page of the points' movements, newest first. */
export async function pointsPage(db: Database, clientId: number, page: number, pageSize: number): Promise<Schemas['LoyaltyPointsPage']> {
  const { items, total } = await movements(db, clientId, 'POINTS', page, pageSize);
  return {
    items: items.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      points: row.amount,
      reason: row.reason as Schemas['LoyaltyPointsReason'],
      source: sourceOf(row),
    })),
    page_size: pageSize,
    currentPage: page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}

/**
 * `convertLoyaltyPoints`: in one transaction, `points` taken (POINTS_CONVERTED, key
 * `coupon:<idempotency key>`) and a LOYALTY code owned by the client made. The client's row is
 * locked first, so that two conversions are served one after the other and the same key twice
 * gives back the first code.
 */
export async function convertPoints(db: Database, clientId: number, idempotencyKey: string, points: number, now = new Date()): Promise<{ coupon: Schemas['Coupon']; created: boolean }> {
  const offer = LOYALTY_OFFERS.find((candidate) => candidate.points === points);
  if (!offer) throw new Error(`No loyalty offer for ${points} points`);
  const key = `coupon:${idempotencyKey}`;
  return db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    const [known] = await tx
      .select({ code: discountCodes })
      .from(ledgerMovements)
      .innerJoin(discountCodes, eq(discountCodes.code, ledgerMovements.discountCode))
      .where(and(eq(ledgerMovements.clientId, clientId), eq(ledgerMovements.account, 'POINTS'), eq(ledgerMovements.key, key)));
    if (known) return { coupon: couponView(known.code), created: false };
    const shortfall = loyaltyShortfall(await balanceOf(tx, clientId, 'POINTS'), offer.points);
    if (shortfall) throw new ProblemError(409, 'DISCOUNT_NOT_ELIGIBLE', 'Not eligible', shortfall);
    const [code] = await tx
      .insert(discountCodes)
      .values({
        code: randomCode(LOYALTY_CODE_PREFIX),
        kind: 'LOYALTY',
        amountCents: offer.cents,
        singleUse: true,
        clientId,
        origin: 'LOYALTY',
        expiresAt: monthsLater(now, LOYALTY_CODE_VALIDITY_MONTHS),
        createdAt: now,
      })
      .returning();
    await move(tx, { clientId, account: 'POINTS', amount: -offer.points, reason: 'POINTS_CONVERTED', key, discountCode: code!.code });
    return { coupon: couponView(code!), created: true };
  });
}
