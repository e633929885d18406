import { idempotencyKey } from '@/shared/lib';
import type { OrderInput } from './types';

/**
 * The Idempotency-Key of an order: the checkout's own id and the order asked for. Asking the
 * same order again (a retry, a double click) sends the same key, so the server makes it once;
 * another choice is another order, with another key.
 */
export function orderKey(checkoutId: string, body: OrderInput): string {
  return idempotencyKey(checkoutId, body);
}
