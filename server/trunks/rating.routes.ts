import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import { rateTrunk, trunkRating } from './rating';

/** The client's rating of a trunk that reached them: how each piece fitted, its stars, a word for the stylist. */
export function ratingHandlers({ db }: { db: Database }): Handlers {
  return {
    async getTrunkRating(request) {
      return trunkRating(db, clientOf(request).clientId, request.params.rid, requestLocale(request));
    },

    async rateTrunk(request) {
      return rateTrunk(db, clientOf(request).clientId, request.params.rid, request.body, requestLocale(request));
    },
  };
}
