import { appLink } from '../lib/links';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import type { ChargeResult, PaymentGateway } from '../payments';
import { cardCents, lastPayment, orderViews, ownOrder, recordCharge, usablePaymentMethod, type OrderRow } from './orders';

// Paying an order through the payment gateway (seed 001 section 3): an attempt, and what the
// gateway says of it once the payer comes back from a redirect.

/** What paying an order works with. */
export interface OrderPaymentDeps {
  db: Database;
  /** Public address of the app (config.appUrl), where the payer comes back after a redirect. */
  appUrl: string;
  gateway: PaymentGateway;
}

const redirectOf = (result: ChargeResult) => (result.status === 'REQUIRES_ACTION' ? result.redirectUrl : null);

/** The order as the contract gives it; `redirectUrl` is where its payer must go. */
export async function orderView(db: Database, row: OrderRow, locale: LocaleCode, redirectUrl: string | null = null): Promise<Schemas['Order']> {
  return (await orderViews(db, [row], locale, redirectUrl))[0]!;
}

/** An order whose payer went to a redirect: what the gateway says of it now, and where the payer goes if still undecided. */
async function settle({ db, gateway }: Pick<OrderPaymentDeps, 'db' | 'gateway'>, order: OrderRow): Promise<{ row: OrderRow; redirectUrl: string | null }> {
  const payment = order.status === 'PAYMENT_REQUIRES_ACTION' ? await lastPayment(db, order.id) : null;
  if (!payment?.externalId) return { row: order, redirectUrl: null };
  const result = await gateway.retrieveCharge(payment.externalId);
  return { row: await recordCharge(db, order, payment.paymentMethodId, result), redirectUrl: redirectOf(result) };
}

/** One of the client's orders, as the gateway says it stands now. */
export async function settledOrder(deps: Pick<OrderPaymentDeps, 'db' | 'gateway'>, clientId: number, orderId: number, locale: LocaleCode): Promise<Schemas['Order']> {
  const { row, redirectUrl } = await settle(deps, await ownOrder(deps.db, clientId, orderId));
  return orderView(deps.db, row, locale, redirectUrl);
}

/** A new attempt to pay an order neither paid nor cancelled, with the method given or the order's. */
export async function payOrder({ db, appUrl, gateway }: OrderPaymentDeps, clientId: number, orderId: number, paymentMethodId: number | undefined, locale: LocaleCode): Promise<Schemas['Order']> {
  const { row: order } = await settle({ db, gateway }, await ownOrder(db, clientId, orderId));
  if (order.status === 'PAID') throw new ProblemError(409, 'ORDER_ALREADY_PAID', 'Order already paid', 'This order is already paid');
  if (order.status === 'CANCELLED') throw new ProblemError(409, 'ORDER_CANCELLED', 'Order cancelled', 'This order was cancelled: its pieces went back to stock');
  const method = await usablePaymentMethod(db, clientId, paymentMethodId ?? order.paymentMethodId);
  const attempt = (await db.$count(payments, eq(payments.orderId, order.id))) + 1;
  const result = await gateway.charge({
    orderId: order.id,
    clientId,
    amountCents: cardCents(order),
    method: { externalId: method.externalId, platform: method.platform, paymentGateway: method.paymentGateway },
    returnUrl: appLink(appUrl, locale, `/shop/payment-successful?order_id=${order.id}`),
    idempotencyKey: `order-${order.id}-attempt-${attempt}`,
  });
  return orderView(db, await recordCharge(db, order, method.id, result), locale, redirectOf(result));
}
