// Errors of visitors' browsers: reported by the app when no Sentry DSN is set, scrubbed, stored, and
// listed for administrators.
export { clientErrorHandlers } from './routes';
export { forgetOldReports, CLIENT_ERROR_RETENTION_DAYS } from './reports';
