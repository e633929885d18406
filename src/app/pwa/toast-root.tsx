import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider, type AppIntl } from '@/shared/i18n';
import { splitLocale } from '@/shared/lib';
import { preloadIntl } from '../i18n/intl';
import { UpdateToast } from './UpdateToast';

/** The address bar's path, followed through the router's moves (wouter's events) and the back button. */
const NAVIGATION_EVENTS = ['pushState', 'replaceState', 'popstate'];
function subscribe(listener: () => void): () => void {
  for (const name of NAVIGATION_EVENTS) window.addEventListener(name, listener);
  return () => NAVIGATION_EVENTS.forEach((name) => window.removeEventListener(name, listener));
}
const currentPath = () => window.location.pathname;

/** The toast in the language of the page on screen (its messages are those the app already holds). */
function ToastRoot() {
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
      <UpdateToast />
    </IntlProvider>
  );
}

/** Shows the update toast, in a root of its own beside the app's (loaded only once a new build is out). */
export function showUpdateToast(): void {
  const container = document.createElement('div');
  container.id = 'lc-app-update';
  document.body.append(container);
  createRoot(container).render(<ToastRoot />);
}
