import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import type { PaymentGateway } from '../payments';
import { orderView, payOrder, settledOrder } from './order-payments';
import { clientOrders, placeOrder } from './orders';

/**
 * Orders (seed 001 section 3, issue 6): made from the cart in one transaction, paid through the
 * payment gateway, listed newest first.
 */
export function orderHandlers({ db, config, payments: gateway }: { db: Database; config: ServerConfig; payments: PaymentGateway }): Handlers {
  const paying = { db, appUrl: config.appUrl, gateway };
  return {
    async listOrders(request) {
      return { orders: await clientOrders(db, clientOf(request).clientId, requestLocale(request)) };
    },

    async createOrder(request, reply) {
      const locale = requestLocale(request);
      const { row, created } = await placeOrder(db, clientOf(request).clientId, request.headers['idempotency-key'] as string, request.body, locale);
      reply.status(created ? 201 : 200);
      return orderView(db, row, locale);
    },

    async getOrder(request) {
      return settledOrder(paying, clientOf(request).clientId, request.params.orderId, requestLocale(request));
    },

    async payOrder(request) {
      return payOrder(paying, clientOf(request).clientId, request.params.orderId, request.body?.payment_method_id, requestLocale(request));
    },
  };
}
