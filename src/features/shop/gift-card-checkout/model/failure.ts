import { paymentErrorKey } from '@/entities/payment-method';
import { isProblem, retryAfterMinutes } from '@/shared/api';

/** Why a call of the gift card checkout failed: no answer, a refused card's details, an order gone, too many attempts, or the server. */
export type GiftCardCheckoutFailure = 'NETWORK' | 'INVALID' | 'NOT_FOUND' | 'TOO_MANY_ATTEMPTS' | 'SERVER';

export function giftCardCheckoutFailure(error: unknown): GiftCardCheckoutFailure {
  if (retryAfterMinutes(error) !== null) return 'TOO_MANY_ATTEMPTS';
  if (!isProblem(error)) return 'NETWORK';
  if (error.status === 400) return 'INVALID';
  if (error.status === 404) return 'NOT_FOUND';
  return 'SERVER';
}

/** The message of a failure (`giftcard.checkout.failure.*`); too many attempts says when to try again. */
export function failureMessage(failure: GiftCardCheckoutFailure | null, retryMinutes: number | null): { id: string; values?: { minutes: number } } {
  if (failure === 'TOO_MANY_ATTEMPTS') return { id: 'common.tooManyAttempts', values: { minutes: retryMinutes ?? 1 } };
  return { id: `giftcard.checkout.failure.${failure ?? 'SERVER'}` };
}

export const isNotFound = (error: unknown) => isProblem(error) && error.status === 404;
/** The card's details refused by the server (a date passed since the draft, say): back to the card. */
export const isInvalid = (error: unknown) => isProblem(error) && error.status === 400;
/** The order was paid meanwhile (another tab): read it again. */
export const isAlreadyPaid = (error: unknown) => isProblem(error) && (error.type === 'GIFT_CARD_ORDER_ALREADY_PAID' || error.type === 'ALREADY_PAID');

/** The message of a payment refused by the bank: the shop's (`website.error.payment.*`). */
export const paymentRefusalKey = (payment: unknown) => paymentErrorKey(payment);
