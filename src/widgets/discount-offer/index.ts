export { DiscountCodeOffer } from './ui/DiscountCodeOffer';
export { discountOffer, offerFlowOf } from './lib/rule';
export type { DiscountOffer, OfferCodes, OfferStatuses, OfferRoute, OfferFlow } from './lib/rule';
