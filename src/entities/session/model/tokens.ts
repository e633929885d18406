import type { components } from '@/shared/api';
import { deleteCookie, readCookie, writeCookie } from '@/shared/lib';

export type TokenPair = components['schemas']['TokenPair'];

/** Cookies that hold the session; they last one year (seed 000, section 9). */
export const SESSION_COOKIES = {
  accessToken: 'lc_access_token',
  refreshToken: 'lc_refresh_token',
  clientId: 'lc_client_id',
  maxAge: 31536000,
} as const;

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  clientId: string | null;
}

/** The tokens as the cookies hold them. */
export function readTokens(cookies?: string): StoredTokens {
  return {
    accessToken: readCookie(SESSION_COOKIES.accessToken, cookies),
    refreshToken: readCookie(SESSION_COOKIES.refreshToken, cookies),
    clientId: readCookie(SESSION_COOKIES.clientId, cookies),
  };
}

/** Stores a pair from sign-in, sign-up, refresh or password reset, for one year. */
export function writeTokens(pair: Pick<TokenPair, 'access_token' | 'refresh_token' | 'client_id'>): void {
  saveTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token, clientId: String(pair.client_id) });
}

/** Stores the session's tokens as given, for one year: an absent one is deleted (an administrator's access has no refresh token). */
export function saveTokens(tokens: StoredTokens): void {
  const options = { maxAge: SESSION_COOKIES.maxAge, sameSite: 'Lax' as const };
  for (const [key, value] of [
    [SESSION_COOKIES.accessToken, tokens.accessToken],
    [SESSION_COOKIES.refreshToken, tokens.refreshToken],
    [SESSION_COOKIES.clientId, tokens.clientId],
  ] as const) {
    if (value === null) deleteCookie(key);
    else writeCookie(key, value, options);
  }
}

/** Sign-out: every session cookie goes. */
export function clearTokens(): void {
  saveTokens({ accessToken: null, refreshToken: null, clientId: null });
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
