import type { Database } from '../db/client';
import type { Handlers } from '../http/types';
import { trunkOffer } from './offer';

/** What a trunk costs, for the quiz's formula step (public). */
export function trunkOfferHandlers({ db }: { db: Database }): Handlers {
  return {
    async getTrunkOffer(request) {
      return trunkOffer(db, request.query.profile_type);
    },
  };
}
