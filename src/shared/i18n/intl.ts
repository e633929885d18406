import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { CURRENCY, LANGUAGE_TAGS, type Locale } from '../config/locales';

export type Messages = Record<string, string>;
export type AppIntl = IntlShape<string> & { appLocale: Locale };

const cache = createIntlCache();

/** An intl for a locale's messages; a missing message shows its id and is not an error. */
export function createAppIntl(locale: Locale, messages: Messages): AppIntl {
  const intl = createIntl(
    {
      locale: LANGUAGE_TAGS[locale],
      defaultLocale: LANGUAGE_TAGS.fr,
      messages,
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
  return Object.assign(intl, { appLocale: locale });
}

/** An amount in euros, written as the locale writes it; whole amounts without cents (15 €). */
export function formatPrice(intl: IntlShape<string>, amount: number): string {
  const whole = Number.isInteger(amount);
  return intl.formatNumber(amount, { style: 'currency', currency: CURRENCY, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}
