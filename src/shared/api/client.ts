import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ApiContext {
  /** The locale sent as X-LC-Locale on every call. */
  getLocale(): string;
  /** The bearer token, when the user is signed in. */
  getAccessToken(): string | null;
  /**
   * After a 401 to a call sent with `usedToken`: a fresh access token to retry with, or null when
   * the session is over. Calls in flight share one refresh (the session does that).
   */
  refreshAccessToken(usedToken: string): Promise<string | null>;
  /** Sends a call; the page's `fetch` unless given (the server renderer answers calls in-process). */
  fetch?: (request: Request) => Promise<Response>;
}

const defaultContext: ApiContext = { getLocale: () => 'fr', getAccessToken: () => null, refreshAccessToken: async () => null };

/** Adds X-LC-Locale to every call and the bearer token when there is one. */
export function contextMiddleware(context: () => ApiContext): Middleware {
  return {
    onRequest({ request }) {
      const ctx = context();
      request.headers.set('X-LC-Locale', ctx.getLocale());
      // A call that names its token (the session's, right after a sign-in) keeps it.
      const token = request.headers.has('Authorization') ? null : ctx.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

const BEARER = /^Bearer (.+)$/;

/**
 * A 401 to a call sent with a bearer token: the session refreshes the token and the call is sent
 * once more with the new one, at most two attempts per call. openapi-fetch cannot re-send from a
 * middleware, so the retry is a plain `fetch` of a copy of the request taken before it left (its
 * body included); a retried request that gets a 401 again is returned as it is.
 */
export function refreshMiddleware(context: () => ApiContext): Middleware {
  const copies = new WeakMap<Request, Request>();
  const retried = new WeakSet<Request>();
  return {
    onRequest({ request }) {
      if (request.headers.has('Authorization')) copies.set(request, request.clone());
      return request;
    },
    async onResponse({ request, response }) {
      const copy = copies.get(request);
      const usedToken = copy?.headers.get('Authorization')?.match(BEARER)?.[1];
      if (response.status !== 401 || !copy || !usedToken || retried.has(request)) return response;
      retried.add(request);
      const token = await context().refreshAccessToken(usedToken);
      if (!token) return response;
      copy.headers.set('Authorization', `Bearer ${token}`);
      return globalThis.fetch(copy);
    },
  };
}

/** `/api` on the page's own origin; outside a page (the server renderer), a local origin its `fetch` answers. */
function defaultBaseUrl(): string {
  return typeof location === 'undefined' ? 'http://localhost/api' : `${location.origin}/api`;
}

export interface ApiClientOptions {
  /** Refresh the token and retry after a 401 (default true). The session's own calls go without. */
  refresh?: boolean;
}

export function createApiClient(baseUrl = defaultBaseUrl(), context: () => ApiContext = () => current, { refresh = true }: ApiClientOptions = {}): ApiClient {
  // fetch is looked up at each call, so that whatever the page has then (a polyfill, a test's) answers.
  const client = createClient<paths>({ baseUrl, fetch: (request) => (context().fetch ?? globalThis.fetch)(request) });
  client.use(contextMiddleware(context));
  if (refresh) client.use(refreshMiddleware(context));
  return client;
}

let current: ApiContext = defaultContext;

/** The app tells the client where the locale and the token come from, and how a token is refreshed. */
export function configureApi(context: Partial<ApiContext>): void {
  current = { ...current, ...context };
}

/** The one client of the app. */
export const api: ApiClient = createApiClient();

/**
 * The session's own calls (sign-in, refresh, the signed-in client): no refresh after a 401, which
 * is the session's business there (a refresh waiting on itself would never end).
 */
export const sessionApi: ApiClient = createApiClient(undefined, undefined, { refresh: false });

/**
 * Settles a call: its data, or a rejection with the response's data when the server sent
 * some (a problem document), otherwise with the raw error (network failure, empty answer).
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw error !== undefined && error !== '' ? error : response;
  return data as T;
}
