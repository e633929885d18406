/** Cookies of the website and how long they last, in seconds. */
export const COOKIES = {
  locale: { name: 'lc_locale', maxAge: 365 * 24 * 3600 },
  country: { name: 'lc_country', maxAge: 604800, sameSite: 'Lax' },
  /**
   * Discount codes of a link (`kid_code`, `woman_code` queries), offered in the quiz for a week,
   * under the names seed 000 §9 and seed 001 §9 give them. `formerName` is the name they had
   * before: a visitor's cookie of that name is taken over once, then deleted.
   */
  kidCode: { name: 'kid_code', maxAge: 604800, formerName: 'lc_kid_code' },
  womanCode: { name: 'woman_code', maxAge: 604800, formerName: 'lc_woman_code' },
  /**
   * The referrer's address of a referral link (`godfather` query, decoded), for the sign-up. Seed
   * 001 §9 gives no lifetime: 30 days, so that a friend who signs up a few days
   * after opening the link still names the godfather.
   */
  godfather: { name: 'lc_godfather', maxAge: 30 * 24 * 3600, sameSite: 'Lax' },
} as const;
