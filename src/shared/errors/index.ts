// What any slice uses to report a failure it caught: tiny, so that it costs the pages nothing. The
// reporter itself (scrubbing, sending, Sentry) is `@/shared/error-reporting`, loaded lazily by the app.
export { reportError, REPORT_EVENT } from './report';
export type { ErrorLabel, ReportContext, ReportEventDetail } from './report';
