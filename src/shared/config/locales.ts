/** Locales of the website: fr is the default and has no path prefix. */
export const LOCALES = ['fr', 'de', 'nl', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const LANGUAGE_TAGS: Record<Locale, string> = { fr: 'fr-FR', de: 'de-DE', nl: 'nl-NL', es: 'es-ES' };

export const CURRENCY = 'EUR';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Country and locale pairs offered by the switcher; each option is written in its own language. */
export interface CountryLocale {
  country: 'FR' | 'BE' | 'DE' | 'AT' | 'LU' | 'NL' | 'ES';
  tag: string;
  locale: Locale;
  label: string;
}

export const COUNTRY_LOCALES: readonly CountryLocale[] = [
  { country: 'FR', tag: 'fr-FR', locale: 'fr', label: 'France · Français' },
  { country: 'BE', tag: 'fr-BE', locale: 'fr', label: 'Belgique · Français' },
  { country: 'BE', tag: 'nl-BE', locale: 'nl', label: 'België · Nederlands' },
  { country: 'DE', tag: 'de-DE', locale: 'de', label: 'Deutschland · Deutsch' },
  { country: 'AT', tag: 'de-AT', locale: 'de', label: 'Österreich · Deutsch' },
  { country: 'LU', tag: 'fr-LU', locale: 'fr', label: 'Luxembourg · Français' },
  { country: 'LU', tag: 'de-LU', locale: 'de', label: 'Luxemburg · Deutsch' },
  { country: 'NL', tag: 'nl-NL', locale: 'nl', label: 'Nederland · Nederlands' },
  { country: 'ES', tag: 'es-ES', locale: 'es', label: 'España · Español' },
];

/** The country a locale stands for when no country was chosen. */
export const DEFAULT_COUNTRY: Record<Locale, CountryLocale['country']> = { fr: 'FR', de: 'DE', nl: 'NL', es: 'ES' };
