import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import { recordRecycleEvent } from './events';
import { clientRecycleLabels, createRecycleLabel, ownRecycleLabel, recycleLabelView, recycleOffer } from './labels';
import { mailRecycleLabel, mailRecycleReward, recycleLabelPdf, type RecycleMailer } from './mails';

/** Little Geste (issue 19): the offer, the client's labels, a new label, its PDF, the carrier's scans. */
export function recycleHandlers({ db, config, mail }: { db: Database; config: ServerConfig; mail: MailPort }): Handlers {
  const deps: RecycleMailer = { mail, appUrl: config.appUrl };
  return {
    async getRecycleOffer(request) {
      return recycleOffer(db, requestLocale(request));
    },

    async listRecycleLabels(request) {
      return clientRecycleLabels(db, clientOf(request).clientId, new Date());
    },

    async createRecycleLabel(request, reply) {
      const key = request.headers['idempotency-key'];
      const { row, created } = await createRecycleLabel(db, clientOf(request).clientId, request.body, typeof key === 'string' ? key : undefined, requestLocale(request), new Date());
      if (created) await mailRecycleLabel(db, deps, row, request.log);
      reply.status(created ? 201 : 200);
      return recycleLabelView(row);
    },

    async getRecycleLabelPdf(request, reply) {
      const row = await ownRecycleLabel(db, clientOf(request).clientId, request.params.labelId);
      const pdf = await recycleLabelPdf(row, requestLocale(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="little-geste-${row.barcode}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(pdf));
    },

    async recordRecycleLabelEvent(request) {
      const { row, rewarded } = await recordRecycleEvent(db, request.params.labelId, request.body.event, request.body.accepted, new Date());
      if (rewarded) await mailRecycleReward(db, deps, row, request.log);
      return recycleLabelView(row);
    },
  };
}
