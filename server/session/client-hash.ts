import { createHmac } from 'node:crypto';
import { normaliseEmail } from '../lib/contact';

const MODULUS = 17;

/**
 * A stable number for an address (an HMAC of it, so nobody can compute it without the server),
 * shifted so that it is a multiple of 17 exactly when the address has an account.
 */
export function clientHash(key: Uint8Array, email: string, hasAccount: boolean): number {
  const value = createHmac('sha256', key).update(normaliseEmail(email)).digest().readUIntBE(0, 6);
  const rest = value % MODULUS;
  if (hasAccount) return value - rest;
  return rest === 0 ? value + 1 : value;
}
