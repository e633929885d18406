import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import { pauseSubscription, profileSubscriptions, reactivateSubscription, resumeSubscription, updateSubscription, type SubscriptionOf } from './schedule';

/** The subscription of the call: `sid` of the signed-in client's profile `id`. */
function subscriptionOf(request: Parameters<typeof clientOf>[0] & { params: { id: number; sid: number } }): SubscriptionOf {
  return { clientId: clientOf(request).clientId, profileId: request.params.id, subscriptionId: request.params.sid };
}

/** The subscription schedule of a profile: list, change, pause, resume, reactivate. */
export function scheduleHandlers({ db }: { db: Database }): Handlers {
  return {
    async listKidSubscriptions(request) {
      return profileSubscriptions(db, clientOf(request).clientId, request.params.id);
    },

    async updateKidSubscription(request) {
      return updateSubscription(db, subscriptionOf(request), request.body, requestLocale(request));
    },

    async pauseKidSubscription(request) {
      return pauseSubscription(db, subscriptionOf(request), request.query.months);
    },

    async resumeKidSubscription(request) {
      return resumeSubscription(db, subscriptionOf(request), requestLocale(request));
    },

    async reactivateKidSubscription(request) {
      return reactivateSubscription(db, clientOf(request).clientId, request.params.id, request.body?.frequency, requestLocale(request));
    },
  };
}
