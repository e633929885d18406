// The reporter of the page's errors, in a chunk of its own that the app loads once the page is taken
// over: scrubbing, dedupe and cap, and the transport (our server, or Sentry with a DSN).
export { installErrorReporting } from './install';
export type { ErrorReportingConfig } from './install';
export { createReporter, describeError, serverTransport, MAX_REPORTS_PER_PAGE } from './reporter';
export type { ClientErrorReport, ErrorKind, Transport } from './reporter';
export { sentryTransport, scrubEvent } from './sentry';
export type { SentryModule } from './sentry';
export { scrubText, scrubPath, bounded } from './scrub';
