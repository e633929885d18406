import type { PaymentMethod } from '@/entities/payment-method';
import type { GiftCardDraft, GiftCardOrder } from '@/entities/gift-card';

/** The body of a new gift card order (`GiftCardOrderInput`). */
export interface GiftCardOrderBody {
  amount: number;
  for: GiftCardDraft['for'];
  design: GiftCardDraft['design'];
  recipient_name: string;
  recipient_email: string;
  recipient_locale: GiftCardDraft['recipient_locale'];
  message?: string;
  send_on: string;
  payment_method_id: number;
}

/**
 * A payment asked for: a new order with its card (`orderId` null), or another card for an order
 * the bank refused. The key is made once per attempt, the same for a retry of that attempt.
 */
export type PaymentRequest =
  | { orderId: null; idempotencyKey: string; body: GiftCardOrderBody }
  | { orderId: number; idempotencyKey: string; body: { payment_method_id: number } };

/** What the checkout starts from: the order already made (paying again) or none, and the client's payment methods. */
export interface GiftCardCheckoutData {
  order: GiftCardOrder | null;
  paymentMethods: PaymentMethod[];
}

export type { GiftCardDraft, GiftCardOrder, PaymentMethod };
