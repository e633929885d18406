import { paymentErrorKey } from '@/entities/payment-method';
import { isProblem, retryAfterMinutes } from '@/shared/api';

/**
 * Why a call of the trunk checkout failed: no answer, a refused request, a trunk the client cannot
 * read, too many attempts, or the server.
 */
export type TrunkCheckoutFailure = 'NETWORK' | 'INVALID' | 'NOT_FOUND' | 'TOO_MANY_ATTEMPTS' | 'SERVER';

export function trunkCheckoutFailure(error: unknown): TrunkCheckoutFailure {
  if (retryAfterMinutes(error) !== null) return 'TOO_MANY_ATTEMPTS';
  if (!isProblem(error)) return 'NETWORK';
  if (error.status === 400) return 'INVALID';
  if (error.status === 404) return 'NOT_FOUND';
  return 'SERVER';
}

/** The message of a failure (`atHome.failure.*`); too many attempts says when to try again. */
export function failureMessage(failure: TrunkCheckoutFailure | null, retryMinutes: number | null): { id: string; values?: { minutes: number } } {
  if (failure === 'TOO_MANY_ATTEMPTS') return { id: 'common.tooManyAttempts', values: { minutes: retryMinutes ?? 1 } };
  return { id: `atHome.failure.${failure ?? 'SERVER'}` };
}

const isConflict = (error: unknown, type: string) => isProblem(error) && error.type === type;
export const isNotDelivered = (error: unknown) => isConflict(error, 'TRUNK_NOT_DELIVERED');
export const isNotFound = (error: unknown) => isProblem(error) && error.status === 404;
export const isAlreadyPaid = (error: unknown) => isConflict(error, 'TRUNK_ALREADY_PAID');
export const isDeadlinePassed = (error: unknown) => isConflict(error, 'RETURN_DEADLINE_PASSED');

/** The shop's refusals of a discount code that have their own message (seed 001 section 8). */
const CODE_TYPES = ['COUPON_CODE_ALREADY_USED', 'COUPON_CODE_EXPIRED', 'GIFT_CARD_ALREADY_USED', 'GIFT_CARD_EXPIRED'] as const;

/** A quote refused because of its code: a code refusal, or a 400/404 naming `discount_code`. */
export function isCodeRefused(error: unknown): boolean {
  if (!isProblem(error)) return false;
  if ((CODE_TYPES as readonly string[]).includes(error.type)) return true;
  return Boolean(error.errors?.some((entry) => entry.field === 'discount_code')) || error.type === 'DISCOUNT_NOT_FOUND' || error.type === 'INVALID_CODE';
}

/** The message of a refused code, with the shop's messages (`website.error.code.*`). */
export function codeErrorKey(error: unknown): string {
  const type = isProblem(error) ? CODE_TYPES.find((candidate) => candidate === error.type) : undefined;
  return `website.error.code.${type ?? 'invalid'}`;
}

/** The message of a payment refused by the bank: the shop checkout's messages. */
export const paymentRefusalKey = (payment: unknown) => paymentErrorKey(payment);
