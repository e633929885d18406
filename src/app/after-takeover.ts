import { installErrorReporting } from '@/shared/error-reporting';
import type { AppConfig } from './page-data';
import { startAppUpdates } from './pwa/updates';

/**
 * What serves the page only once it is the browser's, loaded then in this one chunk: error
 * reporting (its Sentry part loads only with a DSN), the service worker and the update poller.
 */
export function afterTakeOver(config: AppConfig | undefined): void {
  installErrorReporting(config);
  startAppUpdates();
}
