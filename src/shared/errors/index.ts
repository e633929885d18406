export { reportError, REPORT_EVENT } from './report';
export type { ErrorLabel, ReportContext, ReportEventDetail } from './report';
export { installErrorReporting } from './install';
export type { ErrorReportingConfig } from './install';
export { createReporter, describeError, serverTransport, MAX_REPORTS_PER_PAGE } from './reporter';
export type { ClientErrorReport, ErrorKind, Transport } from './reporter';
export { sentryTransport, scrubEvent } from './sentry';
export type { SentryModule } from './sentry';
export { scrubText, scrubPath, bounded } from './scrub';
