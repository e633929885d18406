import { useSearch } from 'wouter';
import { landingFromQuery, landingState, type LandingState } from '../lib/landing-state';

/** The landing state of the visit, the address's own `sugg_*` parameters included (they may not be stored yet). */
export function useLandingState(): LandingState | null {
  return landingFromQuery(useSearch(), landingState());
}
