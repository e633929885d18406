import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import { recordCrmEvent } from './crm';
import { inviteGodson, referralOf, referralOffer } from './referral';

/** The referral programme (issue 18): the offer, the share link and godsons, invitations, CRM events. */
export function referralHandlers({ db, config, mail }: { db: Database; config: ServerConfig; mail: MailPort }): Handlers {
  return {
    async getReferralOffer() {
      return referralOffer();
    },

    async getMyReferralOffer(request) {
      clientOf(request);
      return referralOffer();
    },

    async getReferral(request) {
      return referralOf(db, config.appUrl, clientOf(request).clientId, requestLocale(request));
    },

    async inviteGodson(request, reply) {
      const godson = await inviteGodson({ db, mail, appUrl: config.appUrl }, clientOf(request).clientId, request.body, requestLocale(request));
      reply.status(201);
      return godson;
    },

    async recordCrmEvent(request, reply) {
      await recordCrmEvent(db, clientOf(request).clientId, request.body);
      reply.status(204);
    },
  };
}
