import type { Coupon, Loyalty } from '../model/types';

/** A coupon as the server returns it, for tests. */
export const sampleCoupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'CLUB-7KQ2-M9XA',
  kind: 'AMOUNT',
  amount: 10,
  percent: null,
  free_shipping: false,
  origin: 'LOYALTY',
  expires_at: '2027-05-26T21:59:59.000Z',
  created_at: '2026-11-26T08:00:00.000Z',
  ...over,
});

/** A client's loyalty as the server returns it, for tests. */
export const sampleLoyalty = (over: Partial<Loyalty> = {}): Loyalty => {
  const points = over.points ?? 340;
  return {
    points,
    points_expire_at: points > 0 ? '2027-10-14T08:00:00.000Z' : null,
    points_validity_months: 12,
    offers: [
      { points: 200, amount: 10, available: points >= 200 },
      { points: 600, amount: 40, available: points >= 600 },
    ],
    active_codes: [],
    euros_per_point: 1,
    code_validity_months: 6,
    ...over,
  };
};
