import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CURRENCY, LANGUAGE_TAGS, type Locale } from '../config/locales';

/** A locale's messages: as text, or parsed on the server (what the app receives, so that it carries no parser). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** A message's plain text (a feature switch's `true`), whichever form the messages come in. */
export function messageText(messages: Messages, id: string): string | undefined {
  const message = messages[id];
  if (message === undefined || typeof message === 'string') return message;
  return message.map((element) => ('value' in element && typeof element.value === 'string' ? element.value : '')).join('');
}
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
