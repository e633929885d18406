import { isProblem, retryAfterMinutes } from '@/shared/api';

/** The refusals of a code that have their own message (seed 001 section 8), by problem type. */
const CODE_TYPES = ['GIFT_CARD_ALREADY_USED', 'COUPON_CODE_ALREADY_USED', 'GIFT_CARD_EXPIRED', 'COUPON_CODE_EXPIRED'] as const;

/** The refusals told by their detail, and their message. */
const CODE_DETAILS: Record<string, string> = {
  'No eligible kid for birthday offer': 'noEligibleKid',
  'Not enough loyalty points. Minimum: 200.00': 'loyaltyMinimum200',
  'Minimum: 600.00': 'loyaltyMinimum600',
};

/** The answer to a gift card's code typed in the shop's code field: add it to the wallet (a link follows). */
export const GIFT_CARD_TO_WALLET_MESSAGE = 'wallet.giftCardCode';

/** A code as it is sent: without the spaces around it. */
export const trimCode = (code: string) => code.trim();

/**
 * The message of a refused code: its type, then its detail, each with its own message; too many
 * checks, when to try again (the minutes are the checkout's `retryMinutes`); without an answer,
 * that the code could not be checked; anything else is the generic 'invalid code'.
 */
export function codeErrorKey(error: unknown): string {
  if (retryAfterMinutes(error) !== null) return 'common.tooManyAttempts';
  if (!isProblem(error)) return 'website.error.code.unchecked';
  // A gift card typed as a code: it goes to the wallet, which then pays.
  if (error.type === 'GIFT_CARD_TO_WALLET') return GIFT_CARD_TO_WALLET_MESSAGE;
  const type = CODE_TYPES.find((candidate) => candidate === error.type);
  if (type) return `website.error.code.${type}`;
  const detail = error.detail ? CODE_DETAILS[error.detail] : undefined;
  return `website.error.code.${detail ?? 'invalid'}`;
}
