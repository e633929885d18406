import { lazy, Suspense, useEffect, useState } from 'react';

const AppUpdates = lazy(() => import('./AppUpdates'));

/** Runs `start` once the browser is idle after the page loaded (at the latest 3 s after). */
function whenIdle(start: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 1000);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/**
 * The service worker and the update poller, in a chunk of their own loaded once the page was taken
 * over and the browser is idle: nothing of them weighs on a page's first load. Built apps only (the
 * development server has no service worker nor build id).
 */
export function DeferredAppUpdates({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const [started, setStarted] = useState(false);
  useEffect(() => (enabled ? whenIdle(() => setStarted(true)) : undefined), [enabled]);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdates />
    </Suspense>
  );
}
