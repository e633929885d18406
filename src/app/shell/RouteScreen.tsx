import { memo, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useProfiles } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { PageHead } from '@/entities/website';
import { ErrorPage } from '@/pages/error';
import { useIntl, type Messages } from '@/shared/i18n';
import { fetchQuery, localePath, takenOverMark, useTakeoverPart, useHydrated, type Query } from '@/shared/lib';
import { guards, PROFILE_GUARDS } from '../guards/guards';
import type { GuardRegistry } from '../guards/registry';
import { pageFor } from '../routes/lazy-page';
import type { RouteMatch } from '../routes/match';
import { PageLoading } from './loading';
import styles from './RouteScreen.module.css';

/** Screens this browser has shown so far (the server shows none: it renders, never navigates). */
let screensShown = 0;

/**
 * Whether this screen came by a navigation inside the app: the first screen of a visit (drawn by
 * the server, or by the browser at load) does not slide in, so that it paints at once.
 */
function useCameByNavigation(): boolean {
  const [navigated] = useState(() => screensShown > 0);
  useEffect(() => {
    screensShown += 1;
  }, []);
  return navigated;
}

/**
 * One route: its guards decide (waiting while the session loads, and the client's profiles for
 * the profile guards), then its page loads in its own chunk.
 */
export function RouteScreen({ match, path, registry = guards }: { match: RouteMatch; path: string; registry?: GuardRegistry }) {
  const intl = useIntl();
  const search = useSearch();
  const viewer = useViewer();
  const hydrated = useHydrated();
  const navigated = useCameByNavigation();
  const needsProfiles = match.route.guards.some((name) => PROFILE_GUARDS.includes(name));
  const profiles = useProfiles(needsProfiles ? (viewer.client?.id ?? null) : null);
  const outcome = registry.run(match.route.guards, {
    session: viewer,
    locale: intl.appLocale,
    path,
    search: search ? `?${search}` : '',
    params: match.params,
    messages: intl.messages as Messages,
    profiles,
  });
  const allowed = outcome.kind === 'allow';
  const locale = intl.appLocale;
  const { route, params } = match;
  // Opening a page starts the reads its loader names, side by side, as the server does: the
  // components then find them under way or done (a read that fails is the component's to show).
  useEffect(() => {
    if (!allowed) return;
    const args = { params, search, locale, read: <T,>(query: Query<T>) => fetchQuery(query).catch(() => undefined) };
    void route.page.load().then((module) => module.loader?.(args).catch(() => undefined), () => undefined);
    // The path names the params: they are read again only when it changes.
  }, [allowed, route, path, search, locale]);
  if (outcome.kind === 'redirect') return <Redirect to={inLocale(outcome.to, locale)} replace />;
  if (outcome.kind === 'not-found') return <NotFound path={path} />;
  // A page drawn by the browser alone (private, or a step of a task) is no page for search engines.
  const head = match.route.ssr ? null : <PageHead noindex />;
  // A private page is drawn by the browser alone: the server sends the app around it.
  if (outcome.kind === 'wait' || (!match.route.ssr && !hydrated)) {
    return (
      <>
        {head}
        <PageLoading />
      </>
    );
  }

  return (
    <div className={styles.page} data-transition={navigated ? match.route.transition : 'none'} data-route={match.route.name}>
      {head}
      <PageBoundary Page={pageFor(match.route)} params={match.params} />
    </div>
  );
}

/**
 * A guard's address as the browser's: a route path gets the locale prefix as links do (home in
 * German is `/de`, never `/de/`); a `~` address is the browser's already.
 */
function inLocale(to: string, locale: Parameters<typeof localePath>[1]): string {
  if (to.startsWith('~')) return to;
  const queryAt = to.search(/[?#]/);
  const path = queryAt === -1 ? to : to.slice(0, queryAt);
  return `~${localePath(path || '/', locale)}${queryAt === -1 ? '' : to.slice(queryAt)}`;
}

type PageProps = { params: RouteMatch['params'] };

/**
 * The page in its own boundary, which the screen's own re-renders do not reach (the session
 * becoming known, the first render after hydration): the server's page is then taken over in
 * slices that leave the main thread free in between, instead of at once in one long task.
 */
const PageBoundary = memo(function PageBoundary({ Page, params }: PageProps & { Page: ComponentType<PageProps> }) {
  const part = useTakeoverPart();
  return (
    <Suspense fallback={<PageLoading />}>
      <Page params={params} />
      {takenOverMark(part)}
    </Suspense>
  );
}, samePage);

/** The same page with the same params (the route is matched again on each render of the shell). */
function samePage(before: PageProps & { Page: unknown }, after: PageProps & { Page: unknown }): boolean {
  const keys = Object.keys(after.params);
  return (
    before.Page === after.Page &&
    keys.length === Object.keys(before.params).length &&
    keys.every((key) => before.params[key] === after.params[key])
  );
}

/** An unmatched route: a non-fatal 404 with the path, and the error page. */
export function NotFound({ path }: { path: string }) {
  useEffect(() => {
    console.warn('Page not found', path);
  }, [path]);
  return <ErrorPage status={404} message={`Page not found: ${path}`} />;
}
