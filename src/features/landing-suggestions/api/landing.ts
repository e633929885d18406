import type { SuggestionList } from '@/entities/product';
import { api, unwrap } from '@/shared/api';
import type { LandingQuery } from '../lib/landing-state';

/** Products suggested to a visitor from a gender and two sizes. */
export function listLandingSuggestions(query: LandingQuery): Promise<SuggestionList> {
  return unwrap(api.GET('/products/suggestions', { params: { query } }));
}
