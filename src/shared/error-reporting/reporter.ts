import type { Locale } from '@/shared/config';
import type { ErrorLabel } from '@/shared/errors';
import { bounded, scrubPath, scrubText } from './scrub';

export type ErrorKind = 'error' | 'unhandledrejection' | 'labelled';

/** A report as `POST /api/client-errors` takes it (`ClientErrorInput`), scrubbed and bounded. */
export interface ClientErrorReport {
  kind: ErrorKind;
  label?: ErrorLabel;
  message: string;
  stack: string;
  url: string;
  build_id: string;
  locale: Locale;
  user_agent: string;
}

/** Where reports go: our server, or Sentry. `error` is the original, for a service that reads it itself. */
export type Transport = (report: ClientErrorReport, error: unknown) => void;

export interface ReporterOptions {
  transport: Transport;
  buildId: string;
  /** The page's address now (`location.href`). */
  address: () => string;
  locale: () => Locale;
  userAgent: string;
}

/** At most this many reports leave one page (one load of the app). */
export const MAX_REPORTS_PER_PAGE = 10;

/** Control characters the server refuses; line breaks stay where a text may have them. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /[\t\n\r]+/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const clean = (text: string, max: number, multiline: boolean) =>
  bounded(scrubText(multiline ? text : text.replace(LINE_BREAKS, ' ')).replace(CONTROL, ' ').replace(LONE_SURROGATE, '\uFFFD'), max);

/** An error's name and message, whatever was thrown or rejected. */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message ? `${error.name}: ${error.message}` : error.name, stack: typeof error.stack === 'string' ? error.stack : '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  if (error && typeof error === 'object') {
    const { type, code, decline_code, message } = error as Record<string, unknown>;
    const named = [type, code, decline_code].filter((part) => typeof part === 'string').join(' ');
    const text = typeof message === 'string' ? message : '';
    if (named || text) return { message: [named, text].filter(Boolean).join(': '), stack: '' };
    try {
      return { message: JSON.stringify(error) ?? String(error), stack: '' };
    } catch {
      return { message: Object.prototype.toString.call(error), stack: '' };
    }
  }
  return { message: String(error), stack: '' };
}

/**
 * Makes reports of the page's errors: scrubbed (no email, token, secret, long number or query
 * string), within the contract's bounds, each message once for the page's life, and at most
 * `MAX_REPORTS_PER_PAGE` of them. A report never throws, whatever went wrong.
 */
export function createReporter({ transport, buildId, address, locale, userAgent }: ReporterOptions) {
  const sent = new Set<string>();
  const build = /^[A-Za-z0-9._-]{1,64}$/.test(buildId) ? buildId : 'unknown';
  return function report(kind: ErrorKind, error: unknown, label?: ErrorLabel): ClientErrorReport | null {
    try {
      const described = describeError(error);
      // A cross-origin script's error tells nothing (the browser hides it): nothing to report.
      if (kind === 'error' && described.message === 'Script error.' && !described.stack) return null;
      const message = clean(described.message, 1000, true).trim() || 'Error';
      const key = `${kind} ${label ?? ''} ${message}`;
      if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return null;
      sent.add(key);
      const report: ClientErrorReport = {
        kind,
        ...(kind === 'labelled' && label ? { label } : {}),
        message,
        stack: clean(described.stack, 8000, true),
        url: bounded(scrubPath(address()).replace(/\s/g, ''), 500),
        build_id: build,
        locale: locale(),
        user_agent: clean(userAgent, 300, false),
      };
      transport(report, error);
      return report;
    } catch {
      return null;
    }
  };
}

/** Sends a report to our server, even while the page unloads; a failure is let go (never reported). */
export const serverTransport: Transport = (report) => {
  try {
    void fetch('/api/client-errors', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(report), credentials: 'omit' }).catch(() => undefined);
  } catch {
    // No fetch, or a body too large for keepalive: the report is lost, the page goes on.
  }
};
