import { deleteCookie, readCookie, writeCookie } from '@/shared/lib';
import { LEGACY_REFRESH_COOKIE, SESSION_COOKIES, type StoredTokens, type TokenPair } from './tokens';

/*
 * What the session does with its tokens: store them, clear them, read a token's client. Only the
 * session's machine does, which loads beside the page; a page's first load reads them (tokens.ts).
 */

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
