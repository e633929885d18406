/** Cookies of the website and how long they last, in seconds. */
export const COOKIES = {
  locale: { name: 'lc_locale', maxAge: 365 * 24 * 3600 },
  country: { name: 'lc_country', maxAge: 604800, sameSite: 'Lax' },
  /** Discount codes of a link (`kid_code`, `woman_code` queries), offered in the quiz for a week. */
  kidCode: { name: 'lc_kid_code', maxAge: 604800 },
  womanCode: { name: 'lc_woman_code', maxAge: 604800 },
  /** The referrer's address of a referral link (`godfather` query), for the sign-up (seed 001 section 9: no lifetime, so for the browser session). */
  godfather: { name: 'lc_godfather' },
} as const;
