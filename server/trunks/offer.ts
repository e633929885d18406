import { and, inArray, sql } from 'drizzle-orm';
import { euros, inStock } from '../catalogue';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { Schemas } from '../http/types';
import { PREVIEW_ITEMS_PER_LOOK, PREVIEW_LOOKS } from '../lib/trunk-lifecycle';

/**
 * What a trunk itself costs, in cents. The seeds show no fee (families pay only for the pieces
 * they keep): no styling or subscription fee, delivery and return offered, nothing due when a
 * trunk or a subscription is ordered.
 */
export const TRUNK_FEES = { styling: 0, subscription: 0, delivery: 0, return: 0, dueAtOrder: 0 } as const;

/** The catalogue genders a trunk of each profile type is composed from. */
const TRUNK_GENDERS: Record<Schemas['ProfileType'], string[]> = { KID: ['BOY', 'GIRL', 'MIXED'], WOMAN: ['WOMAN'] };

/** The trunk's costs for a profile type: its fees, its pieces, and the shop's prices of the pieces in stock. */
export async function trunkOffer(db: Database, profileType: Schemas['ProfileType']): Promise<Schemas['TrunkOffer']> {
  const [prices] = await db
    .select({
      min: sql<number>`coalesce(min(${products.priceCents}), 0)`.mapWith(Number),
      max: sql<number>`coalesce(max(${products.priceCents}), 0)`.mapWith(Number),
      average: sql<number>`coalesce(avg(${products.priceCents}), 0)`.mapWith(Number),
    })
    .from(products)
    .where(and(inArray(products.gender, TRUNK_GENDERS[profileType]), inStock(db, null)));
  return {
    profile_type: profileType,
    currency: 'EUR',
    styling_fee_ttc: euros(TRUNK_FEES.styling),
    subscription_fee_ttc: euros(TRUNK_FEES.subscription),
    delivery_fee_ttc: euros(TRUNK_FEES.delivery),
    return_fee_ttc: euros(TRUNK_FEES.return),
    due_at_order_ttc: euros(TRUNK_FEES.dueAtOrder),
    pieces: PREVIEW_LOOKS * PREVIEW_ITEMS_PER_LOOK,
    piece_price_min_ttc: euros(prices!.min),
    piece_price_max_ttc: euros(prices!.max),
    piece_price_average_ttc: Math.round(euros(prices!.average)),
  };
}
