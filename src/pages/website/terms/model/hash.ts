import { useSyncExternalStore } from 'react';

/** What changes the address's fragment: a link to `#…`, the back button, the router's navigations. */
const EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

function currentHash(): string {
  const raw = window.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The address's fragment without `#` ('' when none), or null where it cannot be known: on the
 * server, which never receives it, and in the browser's first pass over the server's page, so that
 * it matches what the server sent; the browser's value follows at once.
 */
export function useLocationHash(): string | null {
  return useSyncExternalStore<string | null>(subscribe, currentHash, () => null);
}
