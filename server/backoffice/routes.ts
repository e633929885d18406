import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { unauthorized } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import type { PaymentGateway } from '../payments';
import type { SessionService } from '../session';
import { advanceTrunks, composePreviewNow, type PreviewMailer } from '../trunks';
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
  /** The payment gateway the clock's refunds go through. */
  payments: PaymentGateway;
}

export function adminHandlers({ db, sessions, mail, config, previewTokenKey, payments }: BackOfficeDeps): Handlers {
  const mailer: PreviewMailer = { mail, appUrl: config.appUrl, previewTokenKey };
  return {
    async createImpersonation(request, reply) {
      if (!request.caller) throw unauthorized();
      const impersonation = await impersonate(db, sessions, request.caller, request.body.email);
      reply.status(201);
      return impersonation;
    },

    async runTrunkClock(request) {
      return advanceTrunks(db, new Date(), { ...mailer, payments }, request.log);
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
