export { LOCALES, DEFAULT_LOCALE, LANGUAGE_TAGS, CURRENCY, COUNTRY_LOCALES, DEFAULT_COUNTRY, isLocale } from './locales';
export type { Locale, CountryLocale } from './locales';
export { COOKIES } from './cookies';
export { LOADING_BAR } from './loading-bar';
export { BUILD_ID } from './build';
