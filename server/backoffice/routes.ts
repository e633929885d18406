import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { unauthorized } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import type { SessionService } from '../session';
import type { PaymentGateway } from '../payments';
import { advanceTrunks, composePreviewNow, type TrunkClockDeps } from '../trunks';
import { impersonate } from './impersonation';
import { mailsTo } from './mails';

/** What the back office's calls work with. */
export interface BackOfficeDeps {
  db: Database;
  config: ServerConfig;
  sessions: SessionService;
  mail: MailPort;
  /** Key of the preview tokens of the preview mails' skip links. */
  previewTokenKey: Uint8Array;
  /** The trunk clock charges the trunks past their return deadline and refunds the returns received. */
  payments: PaymentGateway;
}

export function adminHandlers({ db, sessions, mail, config, previewTokenKey, payments: gateway }: BackOfficeDeps): Handlers {
  const mailer: TrunkClockDeps = { mail, appUrl: config.appUrl, previewTokenKey, gateway };
  return {
    async createImpersonation(request, reply) {
      if (!request.caller) throw unauthorized();
      const impersonation = await impersonate(db, sessions, request.caller, request.body.email);
      reply.status(201);
      return impersonation;
    },

    async runTrunkClock(request) {
      return advanceTrunks(db, new Date(), mailer, request.log);
    },

    async composePreview(request, reply) {
      const preview = await composePreviewNow(db, mailer, request.log, request.params.rid, requestLocale(request));
      reply.status(201);
      return preview;
    },

    async listMails(request) {
      return { mails: await mailsTo(db, request.query.recipient) };
    },
  };
}
