export { readCookie, writeCookie, deleteCookie } from './cookies';
export type { CookieOptions } from './cookies';
export { splitLocale, localePath, localePrefix, cleanPath, productIdFromParam, PREFIXED_LOCALES } from './path';
export { isBot } from './bots';
