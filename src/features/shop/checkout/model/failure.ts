import { isProblem, retryAfterMinutes } from '@/shared/api';
import type { Cart, MissingLine } from './types';

/**
 * Why a call of the checkout failed: no answer, a refused request, something gone, too many
 * attempts (orders and payments are limited per account and per network), or the server.
 */
export type CheckoutFailure = 'NETWORK' | 'INVALID' | 'NOT_FOUND' | 'TOO_MANY_ATTEMPTS' | 'SERVER';

export function checkoutFailure(error: unknown): CheckoutFailure {
  if (retryAfterMinutes(error) !== null) return 'TOO_MANY_ATTEMPTS';
  if (!isProblem(error)) return 'NETWORK';
  if (error.status === 400) return 'INVALID';
  if (error.status === 404) return 'NOT_FOUND';
  return 'SERVER';
}

/** The message of a failure: too many attempts says when to try again (`retryMinutes`); the others have their own. */
export function failureMessage(failure: CheckoutFailure | null, retryMinutes: number | null): { id: string; values?: { minutes: number } } {
  if (failure === 'TOO_MANY_ATTEMPTS') return { id: 'common.tooManyAttempts', values: { minutes: retryMinutes ?? 1 } };
  return { id: `shop.checkout.failure.${failure ?? 'SERVER'}` };
}

export const isNotEnoughStock = (error: unknown) => isProblem(error) && error.type === 'NOT_ENOUGH_STOCK';

/** The first line a NOT_ENOUGH_STOCK refusal names (by its `variant_id`), as the cart shows it. */
export function missingLineOf(error: unknown, cart: Cart | null): MissingLine | null {
  if (!isProblem(error)) return null;
  const named = error.errors?.find((entry) => /^lines\[\d+\]$/.test(entry.field)) as { field: string; variant_id?: number } | undefined;
  if (!named) return null;
  const index = Number(named.field.slice('lines['.length, -1));
  const variantId = named.variant_id ?? cart?.lines[index]?.variant_id ?? 0;
  const line = cart?.lines.find((candidate) => candidate.variant_id === variantId) ?? null;
  return { variantId, name: line?.product.name ?? null, size: line?.size ?? null };
}
