import { DEFAULT_LOCALE, isLocale } from '../config/locales';
import { isBot } from './bots';

/**
 * Seed 001 §4, §9: `/` sends a returning visitor to the home of the locale they chose last (the
 * `lc_locale` cookie, which the switcher writes before it changes the page, so that choosing
 * French keeps French). Crawlers are never sent away (each locale's home is indexed at its own
 * address), and `/?lang=...` names the page's language itself. Returns the address to go to, or
 * null to show the page asked for. `search` is the query without its `?`.
 */
export function rememberedLocaleAddress(path: string, search: string, rememberedLocale: string | null, userAgent: string): string | null {
  if (path !== '/') return null;
  if (!isLocale(rememberedLocale) || rememberedLocale === DEFAULT_LOCALE) return null;
  if (isBot(userAgent)) return null;
  if (new URLSearchParams(search).has('lang')) return null;
  return `/${rememberedLocale}${search ? `?${search}` : ''}`;
}
