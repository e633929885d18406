import { createIntl, createIntlCache, formatDate, type IntlShape } from '@formatjs/intl';
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
  if (LANGUAGE_TAGS[locale].startsWith('fr')) writeFirstOfMonthAsOrdinal(intl);
  return Object.assign(intl, { appLocale: locale });
}

/**
 * Gives the intl a date formatter that writes "1er décembre": the one its messages' `{date, date,
 * long}` call (they read `intl.formatters` as they format) and the one `formatDate` is made with.
 */
function writeFirstOfMonthAsOrdinal(intl: IntlShape<string>): void {
  const plain = intl.formatters.getDateTimeFormat;
  // Both call only `format` of what this gives.
  const getDateTimeFormat = (...args: Parameters<typeof plain>) => {
    const format = plain(...args);
    return { format: (date?: Date | number) => frenchFirstOfMonth(format.format(date)) } as Intl.DateTimeFormat;
  };
  (intl.formatters as { getDateTimeFormat: typeof plain }).getDateTimeFormat = getDateTimeFormat;
  intl.formatDate = (value, options) => formatDate(intl, getDateTimeFormat, value, options);
}

/** A day "1" before a month's name (every French month's name has three letters or more; "1 h" is an hour). */
const FIRST_OF_MONTH = /(^|\s)1 (?=[a-zéû]{3})/g;

/** French writes the first of a month as an ordinal ("1er décembre"), which Intl does not. */
export function frenchFirstOfMonth(date: string): string {
  return date.replace(FIRST_OF_MONTH, '$11er ');
}

/** An amount in euros, written as the locale writes it; whole amounts without cents (15 €). */
export function formatPrice(intl: IntlShape<string>, amount: number): string {
  const whole = Number.isInteger(amount);
  return intl.formatNumber(amount, { style: 'currency', currency: CURRENCY, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}

/** The catalogue's one-size names ("TU", taille unique). */
const ONE_SIZE = new Set(['TU', 'One size']);
/** An age band of the kids' size guide: "18 mois", "2 ans". */
const AGE = /^(\d+) (mois|ans)$/;
/** A woman's size in numbers: the catalogue's are French sizes. */
const FRENCH = /^\d{2}$/;

/** Whether a size of the catalogue is the one size of its product. */
export const isOneSize = (size: string): boolean => ONE_SIZE.has(size.trim());

/**
 * A size of the catalogue as the locale names it (message `size.name`): ages in months and years,
 * the one size, French numeric sizes marked as such where sizes are counted otherwise; letters
 * and sizes it does not know as they are. The catalogue keeps its own names ("3 ans"): they are
 * what filters and carts send, and their order is the size guide's.
 */
export function formatSize(intl: IntlShape<string>, size: string): string {
  const trimmed = size.trim();
  const age = AGE.exec(trimmed);
  const values = age
    ? { kind: age[2] === 'mois' ? 'months' : 'years', count: Number(age[1]), size: trimmed }
    : { kind: isOneSize(trimmed) ? 'oneSize' : FRENCH.test(trimmed) ? 'french' : 'other', size: trimmed };
  const name = intl.formatMessage({ id: 'size.name' }, values) as string;
  return name === 'size.name' ? trimmed : name;
}

/** The values of a message that names a size ("Taille {size}", or "Taille unique"): `size` and `oneSize`. */
export function sizeValues(intl: IntlShape<string>, size: string): { size: string; oneSize: 'true' | 'false' } {
  return { size: formatSize(intl, size), oneSize: isOneSize(size) ? 'true' : 'false' };
}
