import { describe, expect, it } from 'vitest';
import { discountEffect, loyaltyShortfall, type DiscountRow } from './discounts';
import { FREE_SHIPPING_FROM, orderTotals, withSubscriberOffer } from './pricing';

const code = (fields: Partial<DiscountRow>): DiscountRow => ({
  code: 'X',
  kind: 'AMOUNT',
  percent: null,
  amountCents: null,
  minimumPoints: null,
  expiresAt: null,
  singleUse: false,
  clientId: null,
  origin: null,
  createdAt: new Date(),
  ...fields,
});

describe('orderTotals', () => {
  it('charges home delivery 4.90 € in France and Monaco, 6.90 € elsewhere, a relay point 3.90 €', () => {
    const none = { offCents: 0, freeShipping: false };
    expect(orderTotals(2990, none, 'HOME', 'FR')).toEqual({ itemsCents: 2990, discountCents: 0, shippingFeeCents: 490, shippingFeeOffered: false, totalCents: 3480 });
    expect(orderTotals(2990, none, 'HOME', 'MC').shippingFeeCents).toBe(490);
    expect(orderTotals(2990, none, 'HOME', 'NL').shippingFeeCents).toBe(690);
    expect(orderTotals(2990, none, 'RELAY', 'NL').shippingFeeCents).toBe(390);
  });

  it('offers shipping from FREE_SHIPPING_FROM of items after the discount, or with a free-shipping discount', () => {
    expect(orderTotals(FREE_SHIPPING_FROM, { offCents: 0, freeShipping: false }, 'HOME', 'DE')).toMatchObject({ shippingFeeCents: 0, shippingFeeOffered: true });
    expect(orderTotals(FREE_SHIPPING_FROM, { offCents: 1, freeShipping: false }, 'HOME', 'DE')).toMatchObject({ shippingFeeCents: 690, shippingFeeOffered: false });
    expect(orderTotals(1000, { offCents: 0, freeShipping: true }, 'RELAY', 'FR')).toMatchObject({ shippingFeeCents: 0, shippingFeeOffered: true, totalCents: 1000 });
  });

  it('never takes the items below 0', () => {
    expect(orderTotals(2000, { offCents: 5000, freeShipping: false }, 'HOME', 'FR')).toMatchObject({ discountCents: 2000, totalCents: 490 });
  });
});

describe('discountEffect', () => {
  it('takes a percentage of the items (to the cent), an amount, or shipping', () => {
    expect(discountEffect(code({ kind: 'PERCENT', percent: 10 }), 8975)).toEqual({ offCents: 898, freeShipping: false });
    expect(discountEffect(code({ kind: 'GIFT_CARD', amountCents: 5000 }), 2990)).toEqual({ offCents: 5000, freeShipping: false });
    expect(discountEffect(code({ kind: 'FREE_SHIPPING' }), 2990)).toEqual({ offCents: 0, freeShipping: true });
    expect(discountEffect(null, 2990)).toEqual({ offCents: 0, freeShipping: false });
  });
});

describe('loyaltyShortfall', () => {
  it('says “not enough points” below the first minimum, names the richer offer’s minimum between the two', () => {
    expect(loyaltyShortfall(0, 200)).toBe('Not enough loyalty points. Minimum: 200.00');
    expect(loyaltyShortfall(199, 600)).toBe('Not enough loyalty points. Minimum: 200.00');
    expect(loyaltyShortfall(200, 200)).toBeNull();
    expect(loyaltyShortfall(350, 600)).toBe('Minimum: 600.00');
    expect(loyaltyShortfall(600, 600)).toBeNull();
  });
});

describe('withSubscriberOffer', () => {
  const none = { offCents: 0, freeShipping: false };
  it('takes 10 % off the items for a client whose kid or woman subscription is ongoing, on top of a code', () => {
    expect(withSubscriberOffer(none, 4990, { subscriptionStatus: 'ONGOING_SUBSCRIPTION', womanSubscriptionStatus: null })).toEqual({ offCents: 499, freeShipping: false });
    expect(withSubscriberOffer({ offCents: 1500, freeShipping: true }, 4990, { subscriptionStatus: 'PROSPECT', womanSubscriptionStatus: 'ONGOING_SUBSCRIPTION' })).toEqual({ offCents: 1999, freeShipping: true });
  });

  it('gives nothing to a prospect or a paused subscriber', () => {
    expect(withSubscriberOffer(none, 4990, { subscriptionStatus: 'PAUSED_SUBSCRIPTION', womanSubscriptionStatus: 'PROSPECT' })).toEqual(none);
  });
});
