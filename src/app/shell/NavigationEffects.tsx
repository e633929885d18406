import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { connectAsTokenIn, useSession } from '@/entities/session';
import { rememberLandingQuery } from '@/features/landing-suggestions';
import { COOKIES } from '@/shared/config';
import { cleanPath, deleteCookie, godfatherFromLink, readCookie, writeCookie } from '@/shared/lib';

/** The discount codes a link may carry, and the cookies that keep them. */
const DISCOUNT_CODES = [
  ['kid_code', COOKIES.kidCode],
  ['woman_code', COOKIES.womanCode],
] as const;

/**
 * The codes kept under the cookies' former names (`lc_kid_code`, `lc_woman_code`) move to the
 * names of the seeds, unless a newer code is kept there already; the former cookies are deleted.
 * Their remaining lifetime cannot be read, so the moved code gets the whole week again.
 */
function renameFormerCodeCookies() {
  for (const [, cookie] of DISCOUNT_CODES) {
    const former = readCookie(cookie.formerName);
    if (former === null) continue;
    if (readCookie(cookie.name) === null && /^[\w-]{1,64}$/.test(former)) writeCookie(cookie.name, former, { maxAge: cookie.maxAge });
    deleteCookie(cookie.formerName);
  }
}

/**
 * What every navigation checks: paths with an encoded euro, pound, dollar or question mark are
 * cleaned and redirected; an administrator's `connect-as-access-token` signs in as the client
 * (the session takes it out of the address bar); `kid_code` and `woman_code` are kept for 7 days in
 * cookies of those names
 * (a code is letters, digits, dashes and underscores, at most 64: anything else is not kept); a
 * referral link's `godfather` (the address, base64url-encoded) is kept decoded in `lc_godfather` for
 * 30 days, for the sign-up; a landing link's
 * `sugg_*` parameters are kept for the visit (its landing suggestions).
 */
export function NavigationEffects() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  useEffect(renameFormerCodeCookies, []);
  useEffect(() => {
    const cleaned = cleanPath(location);
    if (cleaned !== null) navigate(cleaned + window.location.search + window.location.hash, { replace: true });
  }, [location, navigate]);
  useEffect(() => {
    const token = connectAsTokenIn(search);
    if (token) session.connectAs(token);
  }, [search, session]);
  useEffect(() => {
    const query = new URLSearchParams(search);
    for (const [parameter, cookie] of DISCOUNT_CODES) {
      const code = query.get(parameter)?.trim();
      if (code && /^[\w-]{1,64}$/.test(code)) writeCookie(cookie.name, code, { maxAge: cookie.maxAge });
    }
    const godfather = godfatherFromLink(query.get('godfather'));
    if (godfather) writeCookie(COOKIES.godfather.name, godfather, { maxAge: COOKIES.godfather.maxAge, sameSite: COOKIES.godfather.sameSite });
    rememberLandingQuery(search);
  }, [search]);
  return null;
}
