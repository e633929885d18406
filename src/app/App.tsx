import { useEffect, useState, type ComponentType } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { CartProvider } from '@/entities/cart';
import { SessionContext, type SessionPort } from '@/entities/session';
import { COOKIES, LANGUAGE_TAGS } from '@/shared/config';
import { IntlProvider, type AppIntl } from '@/shared/i18n';
import { PREFIXED_LOCALES, readCookie, rememberedLocaleAddress, SiteOriginContext, splitLocale, useShellTakenOver, whenTakenOver, writeCookie } from '@/shared/lib';
import { LoadingBar } from '@/shared/ui';
import { useLocaleIntl } from './i18n/intl';
import { LocaleShell, RenderedNotFound } from './shell/LocaleShell';
import { NavigationEffects } from './shell/NavigationEffects';
import { ProfileOwnerCheck } from './shell/ProfileOwnerCheck';

/**
 * The cookie banner's place, first in the page so that the keyboard reaches it first; empty in the
 * server's HTML. Its chunk (machine, styles) is asked for once the page is the browser's, outside
 * React's rendering: a component suspending at the root would hold the footer's take-over back by
 * React's reveal throttling (about 300 ms each time, every page).
 */
function ConsentSlot() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => whenTakenOver(() => void import('@/features/privacy/cookie-banner').then((module) => setBanner(() => module.default), () => undefined)), []);
  return Banner && <Banner />;
}

/** The tab's first page: only a landing on `/` is sent to the locale chosen last. */
let landed = false;

function Root({ intl: given, rendered }: { intl?: AppIntl; rendered?: Rendered }) {
  const [location, navigate] = useLocation();
  const notFound = rendered?.status === 404 && rendered.path === location;
  const { locale } = splitLocale(location);
  const intl = useLocaleIntl(locale, given);

  // The shell is the browser's from here on (taken over from the server's, or drawn); the page and
  // the footer follow in their own boundaries, and journeys and monitoring wait for all three.
  useShellTakenOver();

  useEffect(() => {
    // The server sends a returning visitor from `/` to their locale; a page it did not answer (kept
    // by the browser, or the dev server) is sent here, before French becomes the remembered locale.
    const first = !landed;
    landed = true;
    const remembered = first ? rememberedLocaleAddress(window.location.pathname, window.location.search.slice(1), readCookie(COOKIES.locale.name), navigator.userAgent) : null;
    if (remembered) {
      navigate(remembered, { replace: true });
      return;
    }
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    writeCookie(COOKIES.locale.name, locale, { maxAge: COOKIES.locale.maxAge });
  }, [locale, navigate]);

  if (!intl) return <LoadingBar active />;
  return (
    <IntlProvider intl={intl}>
      <CartProvider>
        <RenderedNotFound.Provider value={notFound}>
          <ConsentSlot />
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
        </RenderedNotFound.Provider>
      </CartProvider>
    </IntlProvider>
  );
}

/** The address the server rendered and the status it answered with. */
export interface Rendered {
  path: string;
  status: number;
}

export interface AppProps {
  /** The messages of the page's locale, when they came with the page (or the server renders it). */
  intl?: AppIntl;
  /** On the server: the address rendered. */
  ssrPath?: string;
  ssrSearch?: string;
  /** The session screens read: the app's own in the browser, one that stays loading on the server. */
  session: SessionPort;
  rendered?: Rendered;
  /** The website's public origin, for absolute links in the head. */
  origin?: string;
}

export function App({ intl, ssrPath, ssrSearch, session, rendered, origin }: AppProps) {
  return (
    <Router {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? '' } : {})}>
      <SiteOriginContext.Provider value={origin ?? null}>
        <SessionContext.Provider value={session}>
          <Root intl={intl} rendered={rendered} />
        </SessionContext.Provider>
      </SiteOriginContext.Provider>
    </Router>
  );
}
