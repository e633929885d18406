import type { ErrorLabel } from '@/shared/errors';
import type { Transport } from './reporter';
import { scrubText } from './scrub';

/** What we use of `@sentry/react`: its own chunk, loaded only when a DSN is configured. */
export interface SentryModule {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, context: { tags: Record<string, string> }): string;
}

/**
 * A Sentry event with nothing personal left: every text scrubbed as our own reports are (emails,
 * tokens, secrets, long numbers, query strings), no user, no cookies, no query string.
 */
export function scrubEvent<T>(event: T): T {
  const walk = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return scrubText(value);
    if (depth > 12 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, walk(item, depth + 1)]));
  };
  const scrubbed = walk(event, 0) as Record<string, unknown>;
  delete scrubbed.user;
  const request = scrubbed.request as Record<string, unknown> | undefined;
  if (request) {
    delete request.cookies;
    delete request.query_string;
    delete request.data;
  }
  return scrubbed as T;
}

/**
 * Reports through Sentry (any Sentry-compatible server): the SDK loads in its own chunk, once; what
 * is reported meanwhile waits for it. Its own global handlers stay off: the page's listeners report
 * (deduped and capped like every report), and `beforeSend` scrubs every event.
 */
export function sentryTransport(dsn: string, buildId: string, load: () => Promise<SentryModule> = () => import('./sentry-sdk') as Promise<SentryModule>): Transport {
  let sentry: Promise<SentryModule | null> | null = null;
  const ready = () =>
    (sentry ??= load()
      .then((module) => {
        module.init({
          dsn,
          release: buildId,
          sendDefaultPii: false,
          integrations: (defaults: Array<{ name: string }>) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
          beforeSend: (event: unknown) => scrubEvent(event),
          beforeBreadcrumb: (breadcrumb: unknown) => scrubEvent(breadcrumb),
        });
        return module;
      })
      .catch(() => null));
  return (report, error) => {
    void ready().then((module) => {
      const label: ErrorLabel | undefined = report.label;
      module?.captureException(error instanceof Error ? error : new Error(report.message), { tags: { kind: report.kind, ...(label ? { label } : {}) } });
    });
  };
}
