import { euros } from '../catalogue';
import { deliveryDelays } from '../content';
import type { Database } from '../db/client';
import type { Schemas } from '../http/types';
import { FREE_SHIPPING_FROM, RELAY_FEE } from './pricing';

/**
 * Days after delivery in which a shop order may be sent back: the seeds give none, so the shop
 * promises what the law gives any consumer in the EU for a purchase made at a distance
 * (Directive 2011/83/EU, article 9), and not a day more.
 */
export const RETURN_DAYS = 14;

/** What the product page promises near the price: the same delays, thresholds and fees as the checkout's. */
export async function deliveryTerms(db: Database, locale: string): Promise<Schemas['ShopDeliveryTerms']> {
  const delays = await deliveryDelays(db, locale);
  return {
    delivery_days_min: delays.optimistic_delivery_delay,
    delivery_days_max: Math.max(delays.optimistic_delivery_delay, delays.pessimistic_delivery_delay),
    free_shipping_from: euros(FREE_SHIPPING_FROM),
    shipping_fee_from: euros(RELAY_FEE),
    return_days: RETURN_DAYS,
  };
}
