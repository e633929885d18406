import { readFileSync } from 'node:fs';
import { createAppIntl, sizeValues } from '../../src/shared/i18n/intl';

type Locale = 'fr' | 'de' | 'nl' | 'es';

/** The texts a user of that locale reads, from the messages the server seeds. */
export function messagesOf(locale: Locale) {
  const messages = JSON.parse(readFileSync(new URL(`../../server/seed/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  // The app's own intl: its texts are written as the pages write them ("1er décembre" in French).
  const intl = createAppIntl(locale, messages);
  return (id: string, values?: Record<string, string | number>) => {
    if (!(id in messages)) throw new Error(`No message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values) as string;
  };
}

/** A size of the catalogue ("6 ans", "TU") as a user of that locale reads it, with the values of the messages that name it. */
export function sizeOf(locale: Locale, size: string): { size: string; oneSize: 'true' | 'false' } {
  const messages = JSON.parse(readFileSync(new URL(`../../server/seed/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return sizeValues(createAppIntl(locale, messages), size);
}
