/** Seed 000, section 2: an administrator's link signs in as a client with this query parameter. */
export const CONNECT_AS_PARAMETER = 'connect-as-access-token';

/** The `connect-as-access-token` of a query string, if any. */
export function connectAsTokenIn(search: string): string | null {
  return new URLSearchParams(search).get(CONNECT_AS_PARAMETER) || null;
}
