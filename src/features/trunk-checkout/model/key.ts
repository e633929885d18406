import type { TrunkChoices } from './types';

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
 * The Idempotency-Key of a payment attempt: the visit's own id and what is paid (the choices, the
 * code and the method). Asking the same payment again (a lost answer, a double click, a reload)
 * sends the same key, so the server charges once; another card after a decline, or other
 * choices, is another attempt with another key.
 */
export function paymentKey(checkoutId: string, body: TrunkChoices): string {
  return `${checkoutId}-trunk-${fnv1a(JSON.stringify(body))}`;
}
