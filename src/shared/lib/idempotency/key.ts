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
 * The Idempotency-Key of a write the server must make once: the form's own id (one per visit) and
 * what is asked for. Asking the same again (a retry, a double click, a lost answer) sends the same
 * key, so the server makes it once; another choice is another write, with another key.
 */
export function idempotencyKey(formId: string, body: unknown): string {
  return `${formId}-${fnv1a(JSON.stringify(body))}`;
}
