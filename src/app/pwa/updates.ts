import { BUILD_ID } from '@/shared/config';
import { reloadAtNextNavigation } from './navigation-reload';
import { startUpdatePoller, type UpdatePollerOptions } from './poller';

/** Installs the service worker (`/sw.js`): offline page, precached scripts. A browser without one, or a refusal, changes nothing. */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker): void {
  container?.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/** Runs `start` once the browser is idle after the page loaded (at the latest 3 s after). */
function whenIdle(start: () => void): void {
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

export interface AppUpdatesDeps {
  register(): void;
  poll(options: UpdatePollerOptions): () => void;
  watchNavigation(): () => void;
  showToast(): void;
  /** When to start: once the page loaded and the browser is idle. */
  schedule(start: () => void): void;
}

const DEFAULTS: AppUpdatesDeps = {
  register: () => registerServiceWorker(),
  poll: startUpdatePoller,
  watchNavigation: () => reloadAtNextNavigation(),
  // The toast (React, radix) loads only when there is something to say.
  showToast: () => void import('./toast-root').then((module) => module.showUpdateToast(), () => undefined),
  schedule: whenIdle,
};

/**
 * The app keeping itself up to date, started once the page was taken over and the browser is idle:
 * it installs the service worker and polls the latest build id. When a new build is out, a polite
 * toast offers to reload; left alone, the next move inside the app loads the new version. Built
 * apps only (the development server has no service worker nor build id).
 */
export function startAppUpdates(deps: Partial<AppUpdatesDeps> = {}, enabled: boolean = import.meta.env.PROD): void {
  if (!enabled) return;
  const { register, poll, watchNavigation, showToast, schedule } = { ...DEFAULTS, ...deps };
  schedule(() => {
    register();
    poll({
      ownId: BUILD_ID,
      onNewBuild: () => {
        watchNavigation();
        showToast();
      },
    });
  });
}
