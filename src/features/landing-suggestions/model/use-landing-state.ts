import { useSearch } from 'wouter';
import { useHydrated } from '@/shared/lib';
import { landingFromQuery, landingState, type LandingState } from '../lib/landing-state';

/**
 * The landing state of the visit, the address's own `sugg_*` parameters included (they may not be
 * stored yet). What the tab stored is read once the page is the browser's: the server cannot know it.
 */
export function useLandingState(): LandingState | null {
  const hydrated = useHydrated();
  return landingFromQuery(useSearch(), hydrated ? landingState() : null);
}
