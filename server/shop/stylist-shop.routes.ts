import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { parameterProblem } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import { SUBSCRIBER_OFFER } from './pricing';
import { kidCollections } from './stylist-shop';

/** Each kid's own shop, and the subscribers' offer in the shop. */
export function stylistShopHandlers({ db }: { db: Database }): Handlers {
  return {
    async listKidCollections(request) {
      const { kidId } = request.params;
      if (kidId === 0) throw parameterProblem('kidId', 'path', request.query.is_suggestion ? 'kid id not defined' : 'You must define a kidId');
      return kidCollections(db, clientOf(request).clientId, kidId, request.query, requestLocale(request));
    },

    async getSubscriberOffer() {
      return SUBSCRIBER_OFFER;
    },
  };
}
