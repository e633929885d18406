import { localePath, splitLocale } from '@/shared/lib';

import { CONNECT_AS_PARAMETER } from '@/entities/session';

/** The address without `connect-as-access-token`, its other parameters and its hash kept; null when it has none. */
export function withoutConnectAsToken(address: { pathname: string; search: string; hash: string }): string | null {
  const query = new URLSearchParams(address.search);
  if (!query.has(CONNECT_AS_PARAMETER)) return null;
  query.delete(CONNECT_AS_PARAMETER);
  const search = query.toString();
  return `${address.pathname}${search ? `?${search}` : ''}${address.hash}`;
}

/**
 * The login page of the current locale after the session ended, with the way back (the page's
 * path with its locale prefix and query) and the reason. Null on the login page itself.
 */
export function loginAfterExpiry(address: { pathname: string; search: string }): string | null {
  const { locale, path } = splitLocale(address.pathname);
  if (path === '/login') return null;
  const query = new URLSearchParams({ redirect: address.pathname + address.search, reason: 'expired' });
  return `${localePath('/login', locale)}?${query.toString()}`;
}

/** Seed 000, section 9: the reload guard lives 10 s. */
const RELOAD_GUARD_LIFETIME = 10_000;
const RELOADED_AT = 'lc_session_reloaded_at';

/**
 * Reloads the page for a client-id mismatch, unless it already did in the last 10 seconds (the
 * time is kept in sessionStorage), so that a mismatch the reload does not cure cannot loop.
 */
export function reloadOnce(reload: () => void, storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOADED_AT));
  if (last && now - last < RELOAD_GUARD_LIFETIME) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}
