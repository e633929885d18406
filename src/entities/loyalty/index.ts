export { getLoyalty, getLoyaltyPoints, convertPoints, loyaltyQuery, loyaltyPointsQuery, forgetLoyalty, LOYALTY_HISTORY_PAGE_SIZE } from './api/loyalty';
export { nextOffer, progressPercent, conversionErrorKey } from './lib/rules';
export { sampleLoyalty, sampleCoupon } from './lib/samples';
export type { Coupon, Loyalty, LoyaltyOffer, LoyaltyPointsItem, LoyaltyPointsPage, LoyaltyReason, LoyaltySource } from './model/types';
