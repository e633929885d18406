import { euros } from '../catalogue';
import type { Schemas } from '../http/types';

export type ShippingMode = Schemas['ShippingMode'];

/** Units of one size a cart line may hold. */
export const MAX_CART_QUANTITY = 10;

/** Home delivery in France and Monaco, in cents. */
export const HOME_FEE_DOMESTIC = 490;
/** Home delivery to the other shipping countries. */
export const HOME_FEE_ABROAD = 690;
/** Delivery to a relay point, in every relay country. */
export const RELAY_FEE = 390;
/** Items worth this much after the discount travel for free. */
export const FREE_SHIPPING_FROM = 6000;

const DOMESTIC = new Set(['FR', 'MC']);

/** Subscribers' advantage in the shop: a share off every item while a kid or woman subscription is ongoing. */
export const SUBSCRIBER_OFFER: Schemas['SubscriberOffer'] = { percent: 10, subscription_statuses: ['ONGOING_SUBSCRIPTION'] };

/** What an order's discount takes off: cents off the items, and whether it offers shipping. */
export interface DiscountEffect {
  offCents: number;
  freeShipping: boolean;
}

export interface Totals {
  itemsCents: number;
  discountCents: number;
  shippingFeeCents: number;
  shippingFeeOffered: boolean;
  totalCents: number;
}

/** The discount with the subscribers' share added, for a client whose kid or woman subscription is ongoing. */
export function withSubscriberOffer(
  effect: DiscountEffect,
  itemsCents: number,
  client: { subscriptionStatus: string; womanSubscriptionStatus: string | null },
): DiscountEffect {
  const statuses: readonly string[] = SUBSCRIBER_OFFER.subscription_statuses;
  const subscribed = statuses.includes(client.subscriptionStatus) || statuses.includes(client.womanSubscriptionStatus ?? '');
  return subscribed ? { ...effect, offCents: effect.offCents + Math.round((itemsCents * SUBSCRIBER_OFFER.percent) / 100) } : effect;
}

/**
 * An order's totals: the discount never takes the items below 0; shipping is offered with a
 * free-shipping discount or from FREE_SHIPPING_FROM of items after the discount.
 */
export function orderTotals(itemsCents: number, discount: DiscountEffect, mode: ShippingMode, country: string): Totals {
  const discountCents = Math.min(discount.offCents, itemsCents);
  const shippingFeeOffered = discount.freeShipping || itemsCents - discountCents >= FREE_SHIPPING_FROM;
  const fee = mode === 'RELAY' ? RELAY_FEE : DOMESTIC.has(country) ? HOME_FEE_DOMESTIC : HOME_FEE_ABROAD;
  const shippingFeeCents = shippingFeeOffered ? 0 : fee;
  return { itemsCents, discountCents, shippingFeeCents, shippingFeeOffered, totalCents: itemsCents - discountCents + shippingFeeCents };
}

export function shippingFeesView(totals: Totals): Schemas['ShippingFees'] {
  return {
    total_amount_ttc: euros(totals.totalCents),
    shipping_fee_ttc: euros(totals.shippingFeeCents),
    items_amount_ttc: euros(totals.itemsCents),
    discount_amount_ttc: euros(totals.discountCents),
    offer: { shipping_fee_offered: totals.shippingFeeOffered },
  };
}
