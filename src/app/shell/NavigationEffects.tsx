import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { cleanPath } from '@/shared/lib';

/** Paths with an encoded euro, pound, dollar or question mark are cleaned and redirected. */
export function NavigationEffects() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    const cleaned = cleanPath(location);
    if (cleaned !== null) navigate(cleaned + window.location.search + window.location.hash, { replace: true });
  }, [location, navigate]);
  return null;
}
