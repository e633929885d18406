export { api, sessionApi, configureApi, createApiClient, unwrap } from './client';
export type { ApiClient, ApiClientOptions, ApiContext } from './client';
export { isProblem, retryAfterMinutes } from './problem';
export type { Problem } from './problem';
export type { paths, components } from './schema';
