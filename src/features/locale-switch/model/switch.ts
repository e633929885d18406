import { COOKIES, COUNTRY_LOCALES, DEFAULT_COUNTRY, type CountryLocale, type Locale } from '@/shared/config';
import { localePath, readCookie, splitLocale, writeCookie } from '@/shared/lib';

/** The pair shown as selected: the chosen country if it speaks the locale, else the locale's home country. */
export function selectedPair(locale: Locale, cookies?: string): CountryLocale {
  const country = readCookie(COOKIES.country.name, cookies);
  return (
    COUNTRY_LOCALES.find((pair) => pair.country === country && pair.locale === locale) ??
    COUNTRY_LOCALES.find((pair) => pair.country === DEFAULT_COUNTRY[locale] && pair.locale === locale)!
  );
}

/** The same page in the pair's locale (browser path, query and hash kept). */
export function pathInLocale(browserPath: string, locale: Locale): string {
  const url = new URL(browserPath, 'http://local');
  const { path } = splitLocale(url.pathname);
  return localePath(path, locale) + url.search + url.hash;
}

/** Remembers the choice: the country for 7 days (SameSite Lax), the locale for a year. */
export function rememberPair(pair: CountryLocale): void {
  writeCookie(COOKIES.country.name, pair.country, { maxAge: COOKIES.country.maxAge, sameSite: COOKIES.country.sameSite });
  writeCookie(COOKIES.locale.name, pair.locale, { maxAge: COOKIES.locale.maxAge });
}
