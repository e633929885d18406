/** The offline page of the locale an address is in: French without prefix, the others under theirs. */
export function offlinePageFor(pathname: string): string {
  const prefix = /^\/(de|nl|es)(?:\/|$)/.exec(pathname)?.[1];
  return prefix ? `/${prefix}/offline.html` : '/offline.html';
}

/** The API calls the service worker keeps (stale while it revalidates): the website's messages. */
export const CACHED_API = /^\/api\/website\/translations\/[^/]+$/;
