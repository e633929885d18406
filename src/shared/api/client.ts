import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ApiContext {
  /** The locale sent as X-LC-Locale on every call. */
  getLocale(): string;
  /** The bearer token, when the user is signed in. */
  getAccessToken(): string | null;
}

const defaultContext: ApiContext = { getLocale: () => 'fr', getAccessToken: () => null };

/** Adds X-LC-Locale to every call and the bearer token when there is one. */
export function contextMiddleware(context: () => ApiContext): Middleware {
  return {
    onRequest({ request }) {
      const ctx = context();
      request.headers.set('X-LC-Locale', ctx.getLocale());
      const token = ctx.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** `/api` on the page's own origin. */
function defaultBaseUrl(): string {
  return typeof location === 'undefined' ? '/api' : `${location.origin}/api`;
}

export function createApiClient(baseUrl = defaultBaseUrl(), context: () => ApiContext = () => current): ApiClient {
  // fetch is looked up at each call, so that whatever the page has then (a polyfill, a test's) answers.
  const client = createClient<paths>({ baseUrl, fetch: (request) => globalThis.fetch(request) });
  client.use(contextMiddleware(context));
  return client;
}

let current: ApiContext = defaultContext;

/** The app tells the client where the locale and the token come from. */
export function configureApi(context: Partial<ApiContext>): void {
  current = { ...current, ...context };
}

/** The one client of the app. */
export const api: ApiClient = createApiClient();

/**
 * Settles a call: its data, or a rejection with the response's data when the server sent
 * some (a problem document), otherwise with the raw error (network failure, empty answer).
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw error !== undefined && error !== '' ? error : response;
  return data as T;
}
