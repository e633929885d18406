import type { components } from '@/shared/api';
import { deleteCookie, readCookie, writeCookie } from '@/shared/lib';

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
const LEGACY_REFRESH_COOKIE = 'lc_refresh_token';

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

/**
 * A refresh token this browser still keeps from before the HttpOnly cookie, removed as it is read:
 * exchanged once in the body, it comes back as the server's cookie and the session goes on.
 */
export function takeLegacyRefreshToken(): string | null {
  const token = readCookie(LEGACY_REFRESH_COOKIE);
  if (token !== null) deleteCookie(LEGACY_REFRESH_COOKIE);
  return token;
}

/** Stores a pair from sign-in, sign-up, refresh or password reset, for one year (its refresh token is the server's cookie). */
export function writeTokens(pair: Pick<TokenPair, 'access_token' | 'client_id'>): void {
  saveTokens({ accessToken: pair.access_token, clientId: String(pair.client_id), refreshable: true });
}

/** Stores the session's tokens as given, for one year: an absent one is deleted. */
export function saveTokens(tokens: StoredTokens): void {
  const options = { maxAge: SESSION_COOKIES.maxAge, sameSite: 'Lax' as const };
  for (const [key, value] of [
    [SESSION_COOKIES.accessToken, tokens.accessToken],
    [SESSION_COOKIES.clientId, tokens.clientId],
    [SESSION_COOKIES.refreshable, tokens.refreshable ? '1' : null],
  ] as const) {
    if (value === null) deleteCookie(key);
    else writeCookie(key, value, options);
  }
}

/** Sign-out: every session cookie of the page goes (the server clears its own when the session is revoked). */
export function clearTokens(): void {
  saveTokens({ accessToken: null, clientId: null, refreshable: false });
  deleteCookie(LEGACY_REFRESH_COOKIE);
}

/**
 * The client id an access token was issued for (its `sub`), read without checking the
 * signature: the server checks it. Null when the token is not a readable JWT.
 */
export function tokenClientId(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}
