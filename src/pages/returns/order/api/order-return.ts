import { getOrderReturn, type OrderReturnOptions, type ShopReturn, type ShopReturnInput } from '@/entities/return';
import { listPaymentMethods, type PaymentMethod } from '@/entities/payment-method';
import { api, unwrap } from '@/shared/api';

export interface OrderReturnPageData {
  options: OrderReturnOptions;
  shippingFee: number;
  /** The method the order was paid with, where the refund goes; null when the client no longer has it. */
  paymentMethod: PaymentMethod | null;
  /** What the wallet paid of the order (it goes back to the wallet whatever the choice), and the card. */
  walletAmount: number;
  cardAmount: number;
}

/** What may go back, the order's delivery fee and the method the refund goes to, at once. */
export async function loadOrderReturn(orderId: number): Promise<OrderReturnPageData> {
  const [options, order, methods] = await Promise.all([
    getOrderReturn(orderId),
    unwrap(api.GET('/clients/me/orders/{orderId}', { params: { path: { orderId } } })),
    listPaymentMethods(),
  ]);
  const walletAmount = order.wallet_amount_ttc ?? 0;
  return {
    options,
    shippingFee: order.shipping_fee_ttc,
    paymentMethod: methods.find((method) => method.id === order.payment_method_id) ?? null,
    walletAmount,
    cardAmount: order.card_amount_ttc ?? order.total_amount_ttc - walletAmount,
  };
}

export function createOrderReturn(orderId: number, idempotencyKey: string, body: ShopReturnInput): Promise<ShopReturn> {
  return unwrap(api.POST('/clients/me/orders/{orderId}/returns', { params: { path: { orderId }, header: { 'Idempotency-Key': idempotencyKey } }, body }));
}
