/**
 * The service worker (`/sw.js`, built by vite-plugin-pwa with the list of files to precache):
 * - the shell (the scripts every page starts with, the stylesheet), the offline pages and the icons
 *   are precached; the other hashed scripts (pages' chunks) are kept the first time they are used
 *   and answered from the cache after (their names change with their content); a new version
 *   replaces the old at once;
 * - a page is asked of the network every time (pages carry the data of the moment): when the
 *   network is down, the offline page of the address's locale answers instead;
 * - the API is never cached, except the website's messages (stale while revalidating);
 * - everything else (pictures, the manifest, `builds/latest.json`) goes to the network as usual.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHED_API, offlinePageFor } from './offline';

// The worker's own global scope; the project's types are the window's (DOM), not the worker's.
declare const self: { __WB_MANIFEST: Array<PrecacheEntry | string>; location: Location; skipWaiting(): Promise<void> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
enableNavigationPreload();

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'lc-chunks', plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

registerRoute(({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && CACHED_API.test(url.pathname), new StaleWhileRevalidate({ cacheName: 'lc-messages' }));

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async ({ request }) => (await matchPrecache(offlinePageFor(new URL(request.url).pathname))) ?? undefined,
        },
      ],
    }),
    { denylist: [/^\/api\//] },
  ),
);
