import { StrictMode } from 'react';
import { parse } from 'regexparam';
import type { Parser } from 'wouter';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readTokens } from '@/entities/session';
import { configureApi } from '@/shared/api';
import { createAppIntl, type Messages } from '@/shared/i18n';
import { primeResources, splitLocale, whenTakenOver } from '@/shared/lib';
import { App } from './App';
import { adoptIntl, preloadIntl } from './i18n/intl';
import { preloadPage } from './routes/lazy-page';
import { findRoute } from './routes/match';
import { deferredSession } from './session/deferred';
import { PAGE_DATA_ID, type PageData } from './page-data';

// The session's machine loads beside the page, not before it.
const session = deferredSession(() => import('@/features/session').then((module) => module.appSession()));

configureApi({
  getLocale: () => splitLocale(window.location.pathname).locale,
  getAccessToken: () => readTokens().accessToken,
  refreshAccessToken: (usedToken) => session.refreshAfterUnauthorized(usedToken),
});

const root = document.getElementById('root')!;
const parser: Parser = (route, loose) => parse(route, loose);
const embedded = document.getElementById(PAGE_DATA_ID)?.textContent;
const page = embedded ? (JSON.parse(embedded) as PageData) : null;

/** The page's messages, fetched as its head preloaded them; a failed load gives an empty set. */
async function pageMessages(url: string): Promise<Messages> {
  try {
    const answer = await fetch(url, { credentials: 'same-origin' });
    return answer.ok ? ((await answer.json()) as Messages) : {};
  } catch {
    return {};
  }
}

if (page) {
  // The server rendered the page: the browser takes it over with the same messages and data, and
  // with the page's own chunk (which the page's head already asked for) loaded.
  const route = findRoute(parser, splitLocale(window.location.pathname).path)?.route;
  const [messages] = await Promise.all([pageMessages(page.messages), route ? preloadPage(route).catch(() => undefined) : undefined]);
  primeResources(page.reads);
  const intl = createAppIntl(page.locale, messages);
  adoptIntl(intl);
  hydrateRoot(
    root,
    <StrictMode>
      <App intl={intl} session={session} rendered={{ path: page.path, status: page.status }} origin={page.origin} />
    </StrictMode>,
  );
} else {
  // A page the browser renders alone (the development server): the messages load while React does.
  void preloadIntl(splitLocale(window.location.pathname).locale);
  createRoot(root).render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  );
}

// What serves the page only once it is the browser's, in a chunk of its own: error reporting, the
// service worker and the update poller.
whenTakenOver(() => void import('./after-takeover').then((module) => module.afterTakeOver(page?.config), () => undefined));
