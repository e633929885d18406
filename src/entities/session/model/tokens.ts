import type { components } from '@/shared/api';
import { readCookie } from '@/shared/lib';

export type TokenPair = components['schemas']['TokenPair'];

/**
 * Cookies the page keeps for the session; they last one year (seed 000, section 9). The refresh
 * token is not among them: the server keeps it in an HttpOnly cookie no script reads, and
 * `refreshable` only says that there is one.
 */
export const SESSION_COOKIES = {
  accessToken: 'lc_access_token',
  clientId: 'lc_client_id',
  refreshable: 'lc_refreshable',
  maxAge: 31536000,
} as const;

/** Where a browser kept the refresh token before the server's HttpOnly cookie: taken once, then gone. */
export const LEGACY_REFRESH_COOKIE = 'lc_refresh_token';

export interface StoredTokens {
  accessToken: string | null;
  clientId: string | null;
  /** The server holds a refresh token for this session (in its HttpOnly cookie): an administrator's access has none. */
  refreshable: boolean;
}

/** The tokens as the cookies hold them. */
export function readTokens(cookies?: string): StoredTokens {
  return {
    accessToken: readCookie(SESSION_COOKIES.accessToken, cookies),
    clientId: readCookie(SESSION_COOKIES.clientId, cookies),
    refreshable: readCookie(SESSION_COOKIES.refreshable, cookies) === '1' || readCookie(LEGACY_REFRESH_COOKIE, cookies) !== null,
  };
}
