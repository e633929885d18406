import { useEffect, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

const cache = new Map<string, Promise<unknown>>();

/** Loads a value once per key (the key carries the locale, so a locale change refetches). */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({ key, resource: { status: 'loading' } });
  useEffect(() => {
    let alive = true;
    let promise = cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    promise.then(
      (data) => alive && setState({ key, resource: { status: 'ready', data } }),
      (error: unknown) => alive && setState({ key, resource: { status: 'failed', error } }),
    );
    return () => {
      alive = false;
    };
    // `load` is identified by `key`: a new function for the same key reuses the value.
  }, [key]);
  return state.key === key ? state.resource : { status: 'loading' };
}
