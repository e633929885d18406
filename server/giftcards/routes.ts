import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import type { PaymentGateway } from '../payments';
import { giftCardView, redeemGiftCard } from './cards';
import { buyGiftCard, payGiftCard, settledGiftCardOrder } from './purchase';
import { GIFT_CARD_DESIGNS, GIFT_CARD_MAX_EUROS, GIFT_CARD_MAX_SEND_DAYS, GIFT_CARD_MIN_EUROS, GIFT_CARD_PRESETS, GIFT_CARD_VALIDITY_MONTHS } from './rules';

/** Gift cards: the offer, buying and paying, checking a code and adding it to the wallet. */
export function giftCardHandlers({ db, config, payments: gateway, mail }: { db: Database; config: ServerConfig; payments: PaymentGateway; mail: MailPort }): Handlers {
  const deps = { db, appUrl: config.appUrl, gateway, mail };
  return {
    async getGiftCardOffer() {
      return {
        presets: [...GIFT_CARD_PRESETS],
        min_amount: GIFT_CARD_MIN_EUROS,
        max_amount: GIFT_CARD_MAX_EUROS,
        designs: [...GIFT_CARD_DESIGNS],
        validity_months: GIFT_CARD_VALIDITY_MONTHS,
        max_send_days: GIFT_CARD_MAX_SEND_DAYS,
      };
    },

    async createGiftCardOrder(request, reply) {
      const { view, created } = await buyGiftCard(deps, clientOf(request).clientId, request.headers['idempotency-key'] as string, request.body, requestLocale(request));
      reply.status(created ? 201 : 200);
      return view;
    },

    async getGiftCardOrder(request) {
      return settledGiftCardOrder(deps, clientOf(request).clientId, request.params.id);
    },

    async payGiftCardOrder(request) {
      return payGiftCard(deps, clientOf(request).clientId, request.params.id, request.body.payment_method_id);
    },

    async getGiftCard(request) {
      return giftCardView(db, request.params.code);
    },

    async redeemGiftCard(request) {
      return redeemGiftCard(db, clientOf(request).clientId, request.params.code);
    },
  };
}
