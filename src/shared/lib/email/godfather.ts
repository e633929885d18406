import { emailAddress } from './address';

/**
 * The `godfather` parameter of a referral link: the godfather's email, base64url-encoded (UTF-8,
 * no padding), so that the address reads as one opaque word in a link (seed 001 §7: the sign-up
 * sends "godfather_email (decoded)").
 */
export function godfatherToken(email: string): string {
  const bytes = new TextEncoder().encode(email.trim());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The godfather's address a link's `godfather` parameter names: its base64url token decoded, or an
 * address written plainly (older links); null when it is neither.
 */
export function godfatherFromLink(parameter: string | null | undefined): string | null {
  const value = (parameter ?? '').trim();
  if (!value) return null;
  const plain = emailAddress(value);
  if (plain) return plain;
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  try {
    const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return emailAddress(text);
  } catch {
    return null;
  }
}
