/** Cookies of the website and how long they last, in seconds. */
export const COOKIES = {
  locale: { name: 'lc_locale', maxAge: 365 * 24 * 3600 },
  country: { name: 'lc_country', maxAge: 604800, sameSite: 'Lax' },
} as const;
