import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import { clientRequests, nextRequest, orderOneShot, profileRequests, subscribe } from './requests';

/** Trunks ordered for a profile: one-shot requests and subscriptions (seed 000 sections 4 and 7). */
export function trunkHandlers({ db }: { db: Database }): Handlers {
  return {
    async listKidRequests(request) {
      return profileRequests(db, clientOf(request).clientId, request.params.id);
    },

    async getKidNextRequest(request) {
      return nextRequest(db, clientOf(request).clientId, request.params.id);
    },

    async listClientRequests(request) {
      return clientRequests(db, clientOf(request).clientId, request.query.status);
    },

    async createKidRequest(request, reply) {
      const row = await orderOneShot(db, clientOf(request).clientId, request.params.id, request.body);
      reply.status(201);
      return row;
    },

    async createKidSubscription(request, reply) {
      const row = await subscribe(db, clientOf(request).clientId, request.params.id, request.body.frequency, requestLocale(request));
      reply.status(201);
      return row;
    },
  };
}
