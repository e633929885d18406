import { idempotencyKey } from '@/shared/lib';
import type { PaymentRequest } from './types';

/**
 * The Idempotency-Key of a payment attempt: the draft's own id (kept in the tab, so a reload keeps
 * it), the order paid again if any, and what is paid (the card, and the card's method). Asking the
 * same payment again (a lost answer, a double click) sends the same key, so the server charges
 * once; another card after a refusal is another attempt with another key.
 */
export function paymentKey(draftId: string, orderId: number | null, body: PaymentRequest['body']): string {
  return idempotencyKey(`${draftId}-giftcard-${orderId ?? 'new'}`, body);
}
