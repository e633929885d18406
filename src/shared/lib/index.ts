export { readCookie, writeCookie, deleteCookie } from './cookies';
export type { CookieOptions } from './cookies';
export { splitLocale, localePath, cleanPath, productIdFromParam, PREFIXED_LOCALES } from './path';
export { isBot } from './bots';
export { useResource } from './resource';
export type { Resource } from './resource';
export type { PageProps } from './page';
