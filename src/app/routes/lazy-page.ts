import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '@/shared/lib';
import type { RouteDef } from './table';

export const FORCE_RELOAD = 'forcereload';

/**
 * A page chunk that fails to load (a new release replaced it) reloads the page once, with a
 * `forcereload` query; a second failure is an error for the error page.
 */
export function reloadOnceAfterChunkError(location: Pick<Location, 'href' | 'replace'> = window.location): boolean {
  const url = new URL(location.href);
  if (url.searchParams.has(FORCE_RELOAD)) return false;
  url.searchParams.set(FORCE_RELOAD, String(Date.now()));
  location.replace(url.toString());
  return true;
}

/** Once a page loaded, the `forcereload` marker leaves the address bar. */
export function dropForceReloadMarker(history: Pick<History, 'replaceState' | 'state'> = window.history, href = window.location.href): void {
  const url = new URL(href);
  if (!url.searchParams.has(FORCE_RELOAD)) return;
  url.searchParams.delete(FORCE_RELOAD);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

export function withChunkRecovery<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(
      (module) => {
        if (typeof window !== 'undefined') dropForceReloadMarker();
        return module;
      },
      (error: unknown) => {
        if (typeof window !== 'undefined' && reloadOnceAfterChunkError()) return new Promise<T>(() => {});
        throw error;
      },
    );
}

type Page = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;
const pages = new Map<string, Page>();

/**
 * Loads a page's chunk ahead of its first render: the page the server rendered is loaded before the
 * browser takes it over, so that it is taken over at once rather than waiting in its Suspense boundary.
 */
export async function preloadPage(route: RouteDef): Promise<void> {
  if (pages.has(route.name)) return;
  const module = await route.page.load();
  // Loaded after a reload for a chunk that failed: the marker leaves the address bar here too.
  if (typeof window !== 'undefined') dropForceReloadMarker();
  if (!pages.has(route.name)) pages.set(route.name, module.default);
}

/** Each page is its own chunk. */
export function pageFor(route: RouteDef): Page {
  let page = pages.get(route.name);
  if (!page) {
    page = lazy(withChunkRecovery(route.page.load));
    pages.set(route.name, page);
  }
  return page;
}
