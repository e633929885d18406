import { readFileSync } from 'node:fs';
import { createIntl } from '@formatjs/intl';

type Locale = 'fr' | 'de' | 'nl' | 'es';
const TAGS: Record<Locale, string> = { fr: 'fr-FR', de: 'de-DE', nl: 'nl-NL', es: 'es-ES' };

/** The texts a user of that locale reads, from the messages the server seeds. */
export function messagesOf(locale: Locale) {
  const messages = JSON.parse(readFileSync(new URL(`../../server/seed/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const intl = createIntl({ locale: TAGS[locale], messages });
  return (id: string, values?: Record<string, string | number>) => {
    if (!(id in messages)) throw new Error(`No message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values) as string;
  };
}
