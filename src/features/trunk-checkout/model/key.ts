import { idempotencyKey } from '@/shared/lib';
import type { TrunkChoices } from './types';

/**
 * The Idempotency-Key of a payment attempt: the visit's own id and what is paid (the choices, the
 * code and the method). Asking the same payment again (a lost answer, a double click, a reload)
 * sends the same key, so the server charges once; another card after a decline, or other
 * choices, is another attempt with another key.
 */
export function paymentKey(checkoutId: string, body: TrunkChoices): string {
  return idempotencyKey(`${checkoutId}-trunk`, body);
}
