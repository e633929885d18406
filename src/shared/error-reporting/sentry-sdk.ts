// The two calls of `@sentry/react` the app makes: its chunk keeps only what they need.
export { captureException, init } from '@sentry/react';
