import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import type { PaymentGateway } from '../payments';
import type { ReceiveTrunkReturn, ReturnsDeps } from './deps';
import { renderLabelPdf } from './label-pdf';
import { returnLabelDocument } from './label-texts';
import { clientLabels, labelView, ownLabel } from './labels';
import { returnModeView, updateReturnMode } from './modes';
import { returnsOverview } from './overview';
import { mailLabelReady, receiveLabel } from './reception';
import { orderReturnOptions, placeReturn, returnViews } from './shop-returns';
import { trunkReturnLabel } from './trunk-labels';

/**
 * Returns (issue 17): the client's returns and labels, the withdrawal of shop orders, the return
 * mode, and the warehouse's scan of a parcel.
 */
export function returnHandlers({
  db,
  config,
  mail,
  payments,
  receiveTrunkReturn,
}: {
  db: Database;
  config: ServerConfig;
  mail: MailPort;
  payments: PaymentGateway;
  receiveTrunkReturn: ReceiveTrunkReturn;
}): Handlers {
  const deps: ReturnsDeps = { mail, appUrl: config.appUrl, payments, receiveTrunkReturn };
  return {
    async getReturns(request) {
      return returnsOverview(db, clientOf(request).clientId, requestLocale(request), new Date());
    },

    async getOrderReturn(request) {
      return orderReturnOptions(db, clientOf(request).clientId, request.params.orderId, requestLocale(request), new Date());
    },

    async createOrderReturn(request, reply) {
      const locale = requestLocale(request);
      const { row, label, created } = await placeReturn(db, clientOf(request).clientId, request.params.orderId, request.headers['idempotency-key'] as string, request.body, new Date());
      if (created) await mailLabelReady(db, deps, label, request.log);
      reply.status(created ? 201 : 200);
      return (await returnViews(db, [row], locale))[0];
    },

    async listReturnLabels(request) {
      return clientLabels(db, clientOf(request).clientId);
    },

    async getReturnLabelPdf(request, reply) {
      const label = await ownLabel(db, clientOf(request).clientId, request.params.labelId);
      const pdf = await renderLabelPdf(returnLabelDocument(label, requestLocale(request)));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="little-closet-return-${label.barcode}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(pdf));
    },

    async createTrunkReturnLabel(request, reply) {
      const { label, created } = await trunkReturnLabel(db, clientOf(request).clientId, request.params.rid, new Date());
      if (created) await mailLabelReady(db, deps, label, request.log);
      reply.status(created ? 201 : 200);
      return labelView(label);
    },

    async getReturnMode(request) {
      return returnModeView(db, clientOf(request).clientId);
    },

    async updateReturnMode(request) {
      return updateReturnMode(db, clientOf(request).clientId, request.body);
    },

    async receiveReturnParcel(request) {
      const { label } = await receiveLabel(db, deps, request.params.labelId, new Date(), request.log);
      return labelView(label);
    },
  };
}
