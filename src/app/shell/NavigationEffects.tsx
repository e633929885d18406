import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '@/entities/session';
import { connectAsTokenIn } from '@/features/session';
import { cleanPath } from '@/shared/lib';

/**
 * What every navigation checks: paths with an encoded euro, pound, dollar or question mark are
 * cleaned and redirected; an administrator's `connect-as-access-token` signs in as the client
 * (the session takes it out of the address bar).
 */
export function NavigationEffects() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  useEffect(() => {
    const cleaned = cleanPath(location);
    if (cleaned !== null) navigate(cleaned + window.location.search + window.location.hash, { replace: true });
  }, [location, navigate]);
  useEffect(() => {
    const token = connectAsTokenIn(search);
    if (token) session.connectAs(token);
  }, [search, session]);
  return null;
}
