import { getGiftCardOrder } from '@/entities/gift-card';
import { listPaymentMethods } from '@/entities/payment-method';
import { api, unwrap } from '@/shared/api';
import type { GiftCardCheckoutData, GiftCardOrder, PaymentRequest } from '../model/types';

/** The order to pay again (settled first, after the bank's page), if any, and the client's payment methods. */
export async function loadGiftCardCheckout(orderId: number | null): Promise<GiftCardCheckoutData> {
  const [order, paymentMethods] = await Promise.all([orderId === null ? null : getGiftCardOrder(orderId), listPaymentMethods()]);
  return { order, paymentMethods };
}

/** A new order paid with its card, or another card for the order the bank refused. */
export function payGiftCard(request: PaymentRequest): Promise<GiftCardOrder> {
  if (request.orderId === null) {
    return unwrap(api.POST('/clients/me/gift_card_orders', { params: { header: { 'Idempotency-Key': request.idempotencyKey } }, body: request.body }));
  }
  return unwrap(api.POST('/clients/me/gift_card_orders/{id}/pay', { params: { path: { id: request.orderId } }, body: request.body }));
}
