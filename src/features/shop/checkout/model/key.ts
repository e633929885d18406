import type { OrderInput } from './types';

/** FNV-1a over a text, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The Idempotency-Key of an order: the checkout's own id and the order asked for. Asking the
 * same order again (a retry, a double click) sends the same key, so the server makes it once;
 * another choice is another order, with another key.
 */
export function orderKey(checkoutId: string, body: OrderInput): string {
  return `${checkoutId}-${fnv1a(JSON.stringify(body))}`;
}
