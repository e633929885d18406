import { BUILD_ID } from '@/shared/config';
import { splitLocale } from '@/shared/lib';
import type { ReportEventDetail } from '@/shared/errors';
import { createReporter, serverTransport, type Transport } from './reporter';
import { sentryTransport } from './sentry';

/**
 * `REPORT_EVENT` of `@/shared/errors`, written again here so that the pages' chunks and this one share
 * no chunk of their own for one string (the tests send reports through `reportError`).
 */
const REPORT_EVENT = 'lc:report-error';

/** What the server tells the page about error reporting (the page data's `config`). */
export interface ErrorReportingConfig {
  /** `SENTRY_DSN`: report through Sentry; null reports to our own server. */
  sentry_dsn: string | null;
}

/**
 * Reports the page's uncaught errors, unhandled rejections and the app's labelled failures
 * (`reportError`): through Sentry when a DSN is configured, to `POST /api/client-errors` otherwise;
 * each with the build the page runs (`BUILD_ID`, Sentry's release). Installed once the page is taken
 * over; returns what removes it.
 */
export function installErrorReporting(config: ErrorReportingConfig | undefined, transport?: Transport): () => void {
  const chosen = transport ?? (config?.sentry_dsn ? sentryTransport(config.sentry_dsn, BUILD_ID) : serverTransport);
  const report = createReporter({
    transport: chosen,
    buildId: BUILD_ID,
    address: () => window.location.href,
    locale: () => splitLocale(window.location.pathname).locale,
    userAgent: navigator.userAgent,
  });
  const onError = (event: ErrorEvent) => void report('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void report('unhandledrejection', event.reason);
  const onReport = (event: Event) => {
    const { error, label } = (event as CustomEvent<ReportEventDetail>).detail;
    report(label ? 'labelled' : 'error', error, label);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener(REPORT_EVENT, onReport);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener(REPORT_EVENT, onReport);
  };
}
