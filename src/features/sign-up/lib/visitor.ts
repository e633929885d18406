import type { CountryCode } from '@/entities/session';
import { COOKIES, COUNTRY_LOCALES, DEFAULT_COUNTRY, type Locale } from '@/shared/config';
import { checkEmail, readCookie } from '@/shared/lib';

/** The referrer's address, left by a referral link (seed 001, section 9). */
export const GODFATHER_COOKIE = COOKIES.godfather.name;

/** The referrer's address from the cookie (URI-decoded), when it reads as an email. */
export function godfatherEmail(cookies?: string): string | null {
  try {
    const check = checkEmail(readCookie(GODFATHER_COOKIE, cookies) ?? '');
    return check.status === 'ok' ? check.email : null;
  } catch {
    // A malformed %-sequence: no referrer.
    return null;
  }
}

/** The chosen country when it speaks the page's language, else the language's home country. */
export function signUpCountry(locale: Locale, cookies?: string): CountryCode {
  const chosen = readCookie(COOKIES.country.name, cookies);
  return COUNTRY_LOCALES.find((pair) => pair.country === chosen && pair.locale === locale)?.country ?? DEFAULT_COUNTRY[locale];
}
