// The Little Club (issue 18): the points (earned by the ledger), their history, conversions into
// codes, the client's own codes, and the birthday offers the trunk clock gives.
export { BIRTHDAY_PERCENT, EUROS_PER_POINT, LOYALTY_CODE_VALIDITY_MONTHS, LOYALTY_OFFERS } from './constants';
export { giveBirthdayOffers } from './birthday';
export { expirePoints } from './expiry';
export { loyaltyHandlers } from './routes';
