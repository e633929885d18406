import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { isFeatureOn, type Feature } from './features';
import type { AppIntl, Messages } from './intl';

const IntlContext = createContext<AppIntl | null>(null);

export function IntlProvider({ intl, children }: { intl: AppIntl; children: ReactNode }) {
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): AppIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider');
  return intl;
}

/** The current locale's message formatter, as `t('footer.title', { year })`. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number | Date>) => intl.formatMessage({ id }, values) as string;
}

export function useFeature(feature: Feature): boolean {
  return isFeatureOn(useIntl().messages as Messages, feature);
}

/** Sets the document title of a page: "<title> · <brand>". */
export function usePageTitle(title: string): void {
  const brand = useIntl().formatMessage({ id: 'app.name' }) as string;
  useEffect(() => {
    document.title = title === brand ? brand : `${title} · ${brand}`;
  }, [title, brand]);
}
