/** The codes that have their own message `website.error.payment.{code}`. */
export const PAYMENT_ERROR_CODES = [
  'authentication_required',
  'card_declined',
  'card_velocity_exceeded',
  'do_not_honor',
  'expired_card',
  'fraudulent',
  'generic_decline',
  'incorrect_cvc',
  'incorrect_number',
  'insufficient_funds',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'lost_card',
  'payment_intent_authentication_failure',
  'payment_method_provider_decline',
  'processing_error',
  'stolen_card',
  'SETUP_INTENT_FAILED',
] as const;

const KNOWN = new Set<string>(PAYMENT_ERROR_CODES);

/** What a payment failure reports: Stripe's error, a problem from the API, an order's payment. */
export interface PaymentFailureLike {
  decline_code?: string | null;
  code?: string | null;
  type?: string | null;
}

/**
 * The message key of a payment failure: decline_code, then code, then type, the first that has
 * its own message `website.error.payment.{code}`; otherwise `website.error.payment.generic`.
 */
export function paymentErrorKey(error: unknown): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as PaymentFailureLike;
  const code = [failure.decline_code, failure.code, failure.type].find((value) => typeof value === 'string' && KNOWN.has(value));
  return `website.error.payment.${code ?? 'generic'}`;
}
