import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import { normaliseEmail } from '../lib/contact';
import type { Limit, Limits, RateLimiter } from './rate-limit';

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

/** The client hash of an address, for a network address that has not checked too many. */
export async function clientHashOf(
  { db, limiter, limits, clientHashKey }: { db: Database; limiter: RateLimiter; limits: Limits; clientHashKey: Uint8Array },
  address: string,
  ip: string,
): Promise<number> {
  const check: [Limit, string] = [limits.clientHashAddress, ip];
  await limiter.enforce(check);
  await limiter.hit(check);
  const email = normaliseEmail(address);
  return clientHash(clientHashKey, email, (await db.$count(clients, eq(clients.email, email))) > 0);
}
