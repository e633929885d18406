import type { Database } from '../db/client';
import { requestLocale, type Handlers } from '../http/types';
import { listSubscribers, subscribe, unsubscribePhone } from './subscribers';

export function newsletterHandlers(db: Database): Handlers {
  return {
    async createSubscriber(request, reply) {
      const { email, list = 'KID', source } = request.body;
      const subscription = await subscribe(db, email, list, source ?? null, requestLocale(request));
      reply.status(subscription.created ? 201 : 200);
      return subscription;
    },

    async unsubscribePhone(request) {
      return unsubscribePhone(db, request.body.list, request.body.phone);
    },

    async listSubscribers(request) {
      return { subscribers: await listSubscribers(db, request.query) };
    },
  };
}
