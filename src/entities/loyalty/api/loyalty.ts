import { api, unwrap } from '@/shared/api';
import { forgetQueries, query } from '@/shared/lib';
import type { components } from '@/shared/api';
import type { Coupon, Loyalty, LoyaltyPointsPage } from '../model/types';

type ConvertiblePoints = components['schemas']['LoyaltyConversionInput']['points'];

/** The history's page size: the call's own default in seed 001 §7 (24 is the suggestion grid's). */
export const LOYALTY_HISTORY_PAGE_SIZE = 30;

export function getLoyalty(): Promise<Loyalty> {
  return unwrap(api.GET('/clients/me/loyalty'));
}

export function getLoyaltyPoints(page: number, pageSize: number): Promise<LoyaltyPointsPage> {
  return unwrap(api.GET('/clients/me/loyalty_points', { params: { query: { page, page_size: pageSize } } }));
}

/** Points spent on a coupon (200 or 600): the same key twice makes one coupon. */
export function convertPoints(points: ConvertiblePoints, key: string): Promise<Coupon> {
  return unwrap(api.POST('/clients/me/loyalty/coupons', { body: { points }, params: { header: { 'Idempotency-Key': key } } }));
}

/** The client's points and codes: read again when a page shows them (they change elsewhere). */
export const loyaltyQuery = () => query('loyalty:me', getLoyalty);
export const loyaltyPointsQuery = (page: number, pageSize: number) => query(`loyalty:points:${page}:${pageSize}`, () => getLoyaltyPoints(page, pageSize));
/** After a conversion (or a sign-out): every loyalty read is read again when next shown. */
export const forgetLoyalty = () => forgetQueries('loyalty:');
