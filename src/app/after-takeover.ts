import { fetchConfigValue } from '@/entities/website';
import { startTagManager } from '@/shared/analytics';
import { installErrorReporting } from '@/shared/error-reporting';
import type { AppConfig } from './page-data';
import { startAppUpdates } from './pwa/updates';

/**
 * What serves the page only once it is the browser's, loaded then in this one chunk: error
 * reporting (its Sentry part loads only with a DSN), the service worker and the update poller, and
 * the locale's tag manager once the visitor allows measurement.
 */
export function afterTakeOver(config: AppConfig | undefined): void {
  installErrorReporting(config);
  startAppUpdates();
  startTagManager(() => fetchConfigValue('analytics_tag_id'));
}
