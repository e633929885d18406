import { lazy, Suspense, useEffect, useState } from 'react';

// The banner, its machine and its texts' markup load in their own chunk, once the page is the browser's.
const ConsentBanner = lazy(() => import('@/features/privacy/cookie-banner').then((module) => ({ default: module.ConsentBanner })));

/** Calls `then` once the page is taken over (`<html data-ready>`), now if it is already. */
function whenTakenOver(then: () => void): () => void {
  const html = document.documentElement;
  if (html.dataset.ready) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!html.dataset.ready) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  return () => observer.disconnect();
}

/**
 * The cookie banner's place, first in the page so that the keyboard reaches it first: empty in
 * the server's HTML and until the page is taken over, then the banner (shown when the visitor has
 * not decided, or when "manage cookies" asks for it).
 */
export function ConsentHost() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenTakenOver(() => setLoaded(true)), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
