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

/**
 * An intl for a locale's messages; a missing message shows its id and is not an error.
 *
 * The locale's tag goes in as the default locale, which is taken as it is: given as `locale`, it
 * would first be checked against the browser's whole list of locales, which the browser builds for
 * that one question (12 ms on a fast machine, nearly 90 ms on a slow phone, in the middle of the
 * first load). Our four languages are in every browser's data.
 */
export function createAppIntl(locale: Locale, messages: Messages): AppIntl {
  let creating = true;
  const intl = createIntl(
    {
      // No locale, and the locale's tag as the default: see above.
      locale: '',
      defaultLocale: LANGUAGE_TAGS[locale],
      messages,
      onError: (error) => {
        // "No locale, the default one is used": as intended, see above.
        if (creating && error.code === 'INVALID_CONFIG') return;
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
  creating = false;
  return Object.assign(intl, { appLocale: locale });
}

/** An amount in euros, written as the locale writes it; whole amounts without cents (15 €). */
export function formatPrice(intl: IntlShape<string>, amount: number): string {
  const whole = Number.isInteger(amount);
  return intl.formatNumber(amount, { style: 'currency', currency: CURRENCY, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}
