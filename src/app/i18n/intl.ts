import { useEffect, useState } from 'react';
import type { Locale } from '@/shared/config';
import { createAppIntl, loadMessages, type AppIntl } from '@/shared/i18n';
import { onQueriesForgotten } from '@/shared/lib';

const loads = new Map<Locale, Promise<AppIntl>>();
const ready = new Map<Locale, AppIntl>();

// The messages are website content (`GET website/translations/{locale}`): a change of language
// forgets them with the rest, and the new locale's are loaded again (the screen keeps the last ones meanwhile).
onQueriesForgotten((prefix) => {
  if (!'website:'.startsWith(prefix)) return;
  loads.clear();
  ready.clear();
});

/** A locale's messages that came with the page: the first render uses them at once. */
export function adoptIntl(intl: AppIntl): void {
  ready.set(intl.appLocale, intl);
  loads.set(intl.appLocale, Promise.resolve(intl));
}

/** Starts loading a locale's messages (at boot, before React renders). */
export function preloadIntl(locale: Locale): Promise<AppIntl> {
  let load = loads.get(locale);
  if (!load) {
    load = loadMessages(locale).then((messages) => {
      const intl = createAppIntl(locale, messages);
      ready.set(locale, intl);
      return intl;
    });
    loads.set(locale, load);
  }
  return load;
}

/**
 * The intl of the current locale: at once when its messages are there (given, or loaded before);
 * while another locale loads, the previous one stays on screen.
 */
export function useLocaleIntl(locale: Locale, given?: AppIntl): AppIntl | null {
  const known = given?.appLocale === locale ? given : (ready.get(locale) ?? null);
  const [intl, setIntl] = useState<AppIntl | null>(known);
  useEffect(() => {
    if (known) return;
    let alive = true;
    void preloadIntl(locale).then((next) => alive && setIntl(next));
    return () => {
      alive = false;
    };
  }, [locale, known]);
  return known ?? intl;
}
