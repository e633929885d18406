import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config/locales';

/** Splits a browser path into its locale and the path the route table knows. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(de|nl|es)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** The browser path of a route path in a locale: fr has no prefix. */
export function localePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Encoded characters that have no place in a path: euro, pound, dollar and question mark. */
const STRAY_CHARACTERS = /%E2%82%AC|%C2%A3|%24|%3F|€|£|\$/gi;

/** The path without stray currency or question-mark characters, or null when it is clean. */
export function cleanPath(pathname: string): string | null {
  if (!STRAY_CHARACTERS.test(pathname)) return null;
  STRAY_CHARACTERS.lastIndex = 0;
  const cleaned = pathname.replace(STRAY_CHARACTERS, '').replace(/\/{2,}/g, '/');
  return cleaned === '' ? '/' : cleaned;
}

/** A product id of the form `id-slug` stands for its id. */
export function productIdFromParam(param: string): string {
  const dash = param.indexOf('-');
  return dash > 0 ? param.slice(0, dash) : param;
}
