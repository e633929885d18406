import { useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { CartProvider } from '@/entities/cart';
import { readTokens } from '@/entities/session';
import { appSession, SessionProvider } from '@/features/session';
import { configureApi } from '@/shared/api';
import { COOKIES, LANGUAGE_TAGS } from '@/shared/config';
import { IntlProvider } from '@/shared/i18n';
import { PREFIXED_LOCALES, splitLocale, writeCookie } from '@/shared/lib';
import { LoadingBar } from '@/shared/ui';
import { useLocaleIntl } from './i18n/intl';
import { LocaleShell } from './shell/LocaleShell';
import { NavigationEffects } from './shell/NavigationEffects';
import { ProfileOwnerCheck } from './shell/ProfileOwnerCheck';

configureApi({
  getLocale: () => splitLocale(window.location.pathname).locale,
  getAccessToken: () => readTokens().accessToken,
  refreshAccessToken: (usedToken) => appSession().refreshAfterUnauthorized(usedToken),
});

function Root() {
  const [location] = useLocation();
  const { locale } = splitLocale(location);
  const intl = useLocaleIntl(locale);

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    writeCookie(COOKIES.locale.name, locale, { maxAge: COOKIES.locale.maxAge });
  }, [locale]);

  if (!intl) return <LoadingBar active />;
  return (
    <IntlProvider intl={intl}>
      <CartProvider>
        <NavigationEffects />
        <ProfileOwnerCheck />
        <Switch>
          {PREFIXED_LOCALES.map((prefixed) => (
            <Route key={prefixed} path={`/${prefixed}`} nest>
              <LocaleShell />
            </Route>
          ))}
          <Route>
            <LocaleShell />
          </Route>
        </Switch>
      </CartProvider>
    </IntlProvider>
  );
}

export function App() {
  return (
    <Router>
      <SessionProvider>
        <Root />
      </SessionProvider>
    </Router>
  );
}
