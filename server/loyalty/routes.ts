import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import type { Handlers } from '../http/types';
import { activeCoupons } from './coupons';
import { convertPoints, LOYALTY_PAGE_SIZE, loyaltyOf, pointsPage } from './loyalty';

/** The Little Club (issue 18): points, their history, conversions into codes, the client's own codes. */
export function loyaltyHandlers({ db }: { db: Database }): Handlers {
  return {
    async getLoyalty(request) {
      return loyaltyOf(db, clientOf(request).clientId);
    },

    async listLoyaltyPoints(request) {
      return pointsPage(db, clientOf(request).clientId, request.query.page ?? 1, request.query.page_size ?? LOYALTY_PAGE_SIZE);
    },

    async convertLoyaltyPoints(request, reply) {
      const { coupon } = await convertPoints(db, clientOf(request).clientId, request.headers['idempotency-key'] as string, request.body.points);
      reply.status(201);
      return coupon;
    },

    async listCouponCodes(request) {
      return { coupons: await activeCoupons(db, clientOf(request).clientId) };
    },
  };
}
