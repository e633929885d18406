import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { parameterProblem } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import { kidSuggestions, landingSuggestions, looksToRate, rateLook } from './suggestions';

/** Suggestions for a profile or a visitor, and the looks a profile rates. */
export function suggestionHandlers({ db }: { db: Database }): Handlers {
  return {
    async listKidSuggestions(request) {
      return kidSuggestions(db, clientOf(request).clientId, request.params.id, request.query, requestLocale(request));
    },

    async listLandingSuggestions(request) {
      const { gender, top_size: top, bottom_size: bottom } = request.query;
      if (!gender || !top || !bottom) throw parameterProblem(!gender ? 'gender' : !top ? 'top_size' : 'bottom_size', 'query', 'gender and size must be defined');
      return landingSuggestions(db, gender, top, bottom, request.query, requestLocale(request));
    },

    async listLookSuggestions(request) {
      return looksToRate(db, clientOf(request).clientId, request.params.id, requestLocale(request));
    },

    async rateLook(request) {
      return rateLook(db, clientOf(request).clientId, request.params.id, request.body.look_id, request.body.like);
    },
  };
}
