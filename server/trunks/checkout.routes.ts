import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import type { PaymentGateway } from '../payments';
import { extendReturnDeadline, getTrunkCheckout, markTrunkDelivered, payTrunkCheckout, quoteTrunkCheckout } from './checkout';

/** What the trunk at home's calls work with. */
export interface TrunkAtHomeDeps {
  db: Database;
  config: ServerConfig;
  mail: MailPort;
  payments: PaymentGateway;
}

/**
 * The trunk at home (issue 17): the pieces of a delivered trunk, the totals of a choice, paying the
 * pieces kept, extending the deadline once; the carrier's delivery (admin).
 */
export function trunkAtHomeHandlers({ db, config, mail, payments: gateway }: TrunkAtHomeDeps): Handlers {
  const deps = (log: Parameters<typeof payTrunkCheckout>[0]['log']) => ({ db, gateway, mail, appUrl: config.appUrl, log });
  return {
    async getTrunkCheckout(request) {
      return getTrunkCheckout(deps(request.log), clientOf(request).clientId, request.params.rid, requestLocale(request));
    },

    async quoteTrunkCheckout(request) {
      return quoteTrunkCheckout(db, clientOf(request).clientId, request.params.rid, request.body, requestLocale(request));
    },

    async payTrunkCheckout(request) {
      const key = request.headers['idempotency-key'] as string;
      return payTrunkCheckout(deps(request.log), clientOf(request).clientId, request.params.rid, key, request.body, requestLocale(request));
    },

    async extendReturnDeadline(request) {
      return extendReturnDeadline(db, clientOf(request).clientId, request.params.rid, requestLocale(request));
    },

    async markTrunkDelivered(request) {
      return markTrunkDelivered(deps(request.log), request.params.rid);
    },
  };
}
