import { useEffect, useState } from 'react';
import { ConsentBanner } from './ConsentBanner';

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
 * The banner once the page is the browser's: never in the server's HTML, and not while the page's
 * buttons do not answer yet.
 */
export function ConsentGate() {
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => whenTakenOver(() => setTakenOver(true)), []);
  return takenOver ? <ConsentBanner /> : null;
}
