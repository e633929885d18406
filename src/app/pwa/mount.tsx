import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider, type AppIntl } from '@/shared/i18n';
import { splitLocale } from '@/shared/lib';
import { preloadIntl } from '../i18n/intl';

const AppUpdates = lazy(() => import('./AppUpdates'));

/** Runs `start` once the browser is idle after the page loaded (at the latest 3 s after). */
function whenIdle(start: () => void): void {
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** The address bar's path, followed through the router's moves (wouter's events) and the back button. */
const NAVIGATION_EVENTS = ['pushState', 'replaceState', 'popstate'];
function subscribe(listener: () => void): () => void {
  for (const name of NAVIGATION_EVENTS) window.addEventListener(name, listener);
  return () => NAVIGATION_EVENTS.forEach((name) => window.removeEventListener(name, listener));
}
const currentPath = () => window.location.pathname;

/** The update toast in the language of the page on screen (its messages are those the app already holds). */
function UpdatesRoot() {
  const { locale } = splitLocale(useSyncExternalStore(subscribe, currentPath));
  const [intl, setIntl] = useState<AppIntl | null>(null);
  useEffect(() => {
    let alive = true;
    void preloadIntl(locale).then((next) => alive && setIntl(next));
    return () => {
      alive = false;
    };
  }, [locale]);
  if (!intl) return null;
  return (
    <IntlProvider intl={intl}>
      <Suspense fallback={null}>
        <AppUpdates />
      </Suspense>
    </IntlProvider>
  );
}

/**
 * The service worker and the update poller start here, in chunks of their own, once the page was
 * taken over and the browser is idle: nothing of them weighs on a page's first load, and their toast
 * lives in a root of its own beside the app's. Built apps only (the development server has no
 * service worker nor build id).
 */
export function mountAppUpdates(): void {
  if (!import.meta.env.PROD) return;
  whenIdle(() => {
    const container = document.createElement('div');
    container.id = 'lc-app-updates';
    document.body.append(container);
    createRoot(container).render(<UpdatesRoot />);
  });
}
