import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppIntl, IntlProvider, type Messages } from '../i18n';
import type { Locale } from '../config/locales';
import fr from '../../../server/seed/messages/fr.json';
import de from '../../../server/seed/messages/de.json';
import nl from '../../../server/seed/messages/nl.json';
import es from '../../../server/seed/messages/es.json';

/** The messages the server seeds, so that component tests read the texts users read. */
export const SEEDED_MESSAGES: Record<Locale, Record<string, string>> = { fr, de, nl, es };

/** The texts users of a locale read: `t('newsletter.submit')`. */
export function translator(locale: Locale) {
  const intl = createAppIntl(locale, SEEDED_MESSAGES[locale]);
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string;
}

export interface RenderOptions {
  locale?: Locale;
  messages?: Messages;
  /** Browser path for the memory router. */
  path?: string;
}

/** Renders a component with the intl of a locale and a memory router. */
export function renderWithApp(ui: ReactElement, { locale = 'fr', messages, path = '/' }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const intl = createAppIntl(locale, messages ?? SEEDED_MESSAGES[locale]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider intl={intl}>
      <Router hook={location.hook}>{children}</Router>
    </IntlProvider>
  );
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, location };
}
