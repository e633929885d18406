import { useEffect, useState } from 'react';
import type { Locale } from '@/shared/config';
import { createAppIntl, loadMessages, type AppIntl } from '@/shared/i18n';

const loads = new Map<Locale, Promise<AppIntl>>();

/** Starts loading a locale's messages (at boot, before React renders). */
export function preloadIntl(locale: Locale): Promise<AppIntl> {
  let load = loads.get(locale);
  if (!load) {
    load = loadMessages(locale).then((messages) => createAppIntl(locale, messages));
    loads.set(locale, load);
  }
  return load;
}

/** The intl of the current locale; while another locale loads, the previous one stays on screen. */
export function useLocaleIntl(locale: Locale): AppIntl | null {
  const [intl, setIntl] = useState<AppIntl | null>(null);
  useEffect(() => {
    let alive = true;
    void preloadIntl(locale).then((next) => alive && setIntl(next));
    return () => {
      alive = false;
    };
  }, [locale]);
  return intl;
}
