// The "Little Club" (issue 18), as the published terms say it (terms_and_conditions_little_club):
// keep the texts in server/content/seed/legal* and these numbers in step.

/** Points earned per euro paid for pieces (orders and trunks, after discounts, shipping excluded). */
export const POINTS_PER_EURO = 1;
/** Euros paid for one point, as `getLoyalty` says it. */
export const EUROS_PER_POINT = 1;
/** What points buy: a code of `cents` for `points` (200 → 10 €, 600 → 40 €). */
export const LOYALTY_OFFERS = [
  { points: 200, cents: 1000 },
  { points: 600, cents: 4000 },
] as const;
/** How long a code bought with points is valid. */
export const LOYALTY_CODE_VALIDITY_MONTHS = 6;
/** The birthday offer: percent off a shop order, in a kid's birthday month, to that month's end. */
export const BIRTHDAY_PERCENT = 15;
/** The prefixes of the codes the Little Club gives. */
export const LOYALTY_CODE_PREFIX = 'CLUB';
export const BIRTHDAY_CODE_PREFIX = 'BDAY';
/**
 * Points stay valid this long after the last purchase that earned some (terms, article 3): each new
 * purchase renews the whole balance. A customer service's credit counts as such a purchase.
 */
export const POINTS_VALIDITY_MONTHS = 12;
