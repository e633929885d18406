import { createContext, createElement, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * A read the page needs: a key that names it (with the locale, so that a locale change reads it
 * again) and the call that loads it. Page loaders and components use the same query, so the data a
 * loader fetched is what the component shows.
 */
export interface Query<T> {
  key: string;
  load: () => Promise<T>;
}

export const query = <T,>(key: string, load: () => Promise<T>): Query<T> => ({ key, load });

/** The values read in this browser tab, by key: a page that comes back shows them at once. */
const settled = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();
/** Reads that failed on the server for the page it sent: shown failed until read again. */
const failedAtStart = new Map<string, unknown>();

/** How a read ended: with its data, or with an error (a problem document). */
export type Outcome = { data: unknown } | { error: unknown };

/**
 * The reads the server made before rendering, by key. On the server they are the request's own
 * (given by `PreloadedData`); in the browser the page's embedded reads fill the tab's values at start.
 */
const PreloadedContext = createContext<ReadonlyMap<string, Outcome> | null>(null);

export function PreloadedData({ reads, children }: { reads: ReadonlyMap<string, Outcome>; children: ReactNode }) {
  return createElement(PreloadedContext.Provider, { value: reads }, children);
}

/** The reads the server rendered the page with, so that the first render in the browser matches it. */
export function primeResources(reads: Record<string, Outcome>): void {
  for (const [key, outcome] of Object.entries(reads)) {
    if ('data' in outcome) settled.set(key, outcome.data);
    else failedAtStart.set(key, outcome.error);
  }
}

/** Starts (or joins) the load of a query; its value is kept for the tab once it arrives. */
export function fetchQuery<T>(query: Query<T>): Promise<T> {
  if (settled.has(query.key)) return Promise.resolve(settled.get(query.key) as T);
  let promise = pending.get(query.key) as Promise<T> | undefined;
  if (!promise) {
    promise = query.load().then((value) => {
      settled.set(query.key, value);
      return value;
    });
    const started = promise;
    pending.set(query.key, started);
    started.then(
      () => pending.delete(query.key),
      () => pending.delete(query.key),
    );
  }
  return promise;
}

/** Forgets a query's value, so that the next read loads it again. */
export function forgetQuery(key: string): void {
  settled.delete(key);
  pending.delete(key);
  failedAtStart.delete(key);
}

const forgetListeners = new Set<(prefix: string) => void>();

/**
 * Forgets every query whose key starts with `prefix` (`website:` is every website content of every
 * locale), so that each is loaded again when next read; what keeps its own copies elsewhere (the
 * messages) hears of it through `onQueriesForgotten`.
 */
export function forgetQueries(prefix: string): void {
  for (const map of [settled, pending, failedAtStart]) {
    for (const key of [...map.keys()]) if (key.startsWith(prefix)) map.delete(key);
  }
  forgetListeners.forEach((listener) => listener(prefix));
}

/** Called with the prefix each time `forgetQueries` runs; returns the unsubscription. */
export function onQueriesForgotten(listener: (prefix: string) => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}

function known<T>(preloaded: ReadonlyMap<string, Outcome> | null, key: string): Resource<T> {
  if (preloaded) {
    const outcome = preloaded.get(key);
    if (!outcome) return { status: 'loading' };
    return 'data' in outcome ? { status: 'ready', data: outcome.data as T } : { status: 'failed', error: outcome.error };
  }
  if (settled.has(key)) return { status: 'ready', data: settled.get(key) as T };
  if (failedAtStart.has(key)) return { status: 'failed', error: failedAtStart.get(key) };
  return { status: 'loading' };
}

/**
 * A query's value as the page shows it: ready at once when the server or an earlier page read it,
 * else loading, then ready or failed. `retry()` loads it again after a failure.
 */
export function useResource<T>(query: Query<T>): Resource<T> & { retry(): void } {
  const { key } = query;
  const preloaded = useContext(PreloadedContext);
  const [state, setState] = useState<{ key: string; attempt: number; resource: Resource<T> }>(() => ({ key, attempt: 0, resource: known<T>(preloaded, key) }));
  const current = state.key === key ? state : { key, attempt: 0, resource: known<T>(null, key) };
  const { status } = current.resource;
  useEffect(() => {
    if (status !== 'loading') return;
    let alive = true;
    fetchQuery(query).then(
      (data) => alive && setState((previous) => ({ key, attempt: previous.key === key ? previous.attempt : 0, resource: { status: 'ready', data } })),
      (error: unknown) => alive && setState((previous) => ({ key, attempt: previous.key === key ? previous.attempt : 0, resource: { status: 'failed', error } })),
    );
    return () => {
      alive = false;
    };
    // The query is identified by its key (and the attempt): a new function for the same key reuses the value.
  }, [key, current.attempt, status]);
  const retry = useCallback(() => {
    forgetQuery(key);
    setState((previous) => ({ key, attempt: previous.attempt + 1, resource: { status: 'loading' } }));
  }, [key]);
  return { ...current.resource, retry };
}
