import { desc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import { clientOf } from '../http/auth';
import { ProblemError } from '../http/problem';
import { requestLocale, type Handlers, type LocaleCode } from '../http/types';
import type { ChargeResult, PaymentGateway } from '../payments';
import { lastPayment, orderViews, ownOrder, placeOrder, recordCharge, usablePaymentMethod, type OrderRow } from './orders';

/** What the order calls work with. */
export interface OrderDeps {
  db: Database;
  config: ServerConfig;
  payments: PaymentGateway;
}

/**
 * Orders (seed 001 section 3, issue 6): made from the cart in one transaction, paid through the
 * payment gateway, listed newest first.
 */
export function orderHandlers({ db, config, payments: gateway }: OrderDeps): Handlers {
  const view = async (row: OrderRow, locale: LocaleCode, redirectUrl: string | null = null) => (await orderViews(db, [row], locale, redirectUrl))[0]!;

  const redirectOf = (result: ChargeResult) => (result.status === 'REQUIRES_ACTION' ? result.redirectUrl : null);

  /** An order whose payer went to a redirect: what the gateway says of it now, and where the payer goes if still undecided. */
  async function settle(order: OrderRow): Promise<{ row: OrderRow; redirectUrl: string | null }> {
    const payment = order.status === 'PAYMENT_REQUIRES_ACTION' ? await lastPayment(db, order.id) : null;
    if (!payment?.externalId) return { row: order, redirectUrl: null };
    const result = await gateway.retrieveCharge(payment.externalId);
    return { row: await recordCharge(db, order, payment.paymentMethodId, result), redirectUrl: redirectOf(result) };
  }

  return {
    async listOrders(request) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.clientId, clientOf(request).clientId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return { orders: await orderViews(db, rows, requestLocale(request)) };
    },

    async createOrder(request, reply) {
      const locale = requestLocale(request);
      const { row, created } = await placeOrder(db, clientOf(request).clientId, request.headers['idempotency-key'] as string, request.body, locale);
      reply.status(created ? 201 : 200);
      return view(row, locale);
    },

    async getOrder(request) {
      const order = await ownOrder(db, clientOf(request).clientId, request.params.orderId);
      const { row, redirectUrl } = await settle(order);
      return view(row, requestLocale(request), redirectUrl);
    },

    async payOrder(request) {
      const { clientId } = clientOf(request);
      const locale = requestLocale(request);
      const { row: order } = await settle(await ownOrder(db, clientId, request.params.orderId));
      if (order.status === 'PAID') throw new ProblemError(409, 'ORDER_ALREADY_PAID', 'Order already paid', 'This order is already paid');
      if (order.status === 'CANCELLED') throw new ProblemError(409, 'ORDER_CANCELLED', 'Order cancelled', 'This order was cancelled: its pieces went back to stock');
      const method = await usablePaymentMethod(db, clientId, request.body?.payment_method_id ?? order.paymentMethodId);
      const attempt = (await db.$count(payments, eq(payments.orderId, order.id))) + 1;
      const result = await gateway.charge({
        orderId: order.id,
        clientId,
        amountCents: order.totalCents,
        method: { externalId: method.externalId, platform: method.platform, paymentGateway: method.paymentGateway },
        returnUrl: `${config.appUrl}${locale === 'fr' ? '' : `/${locale}`}/shop/payment-successful?order_id=${order.id}`,
        idempotencyKey: `order-${order.id}-attempt-${attempt}`,
      });
      return view(await recordCharge(db, order, method.id, result), locale, redirectOf(result));
    },
  };
}
