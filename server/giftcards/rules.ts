import { randomInt } from 'node:crypto';
import { addDays, addMonths, todayInFrance } from '../lib/birthdate';
import { endOfDayInFrance } from '../lib/trunk-lifecycle';

// The gift card decisions, quoted in the contract's `gift-cards` tag.

/** The amounts offered as presets, in euros. */
export const GIFT_CARD_PRESETS = [25, 50, 80, 100, 150] as const;
/** A free amount is whole euros from the least to the most. */
export const GIFT_CARD_MIN_EUROS = 20;
export const GIFT_CARD_MAX_EUROS = 300;
/** A card is valid to the end of the same day this many months after its sending date (Europe/Paris). */
export const GIFT_CARD_VALIDITY_MONTHS = 12;
/** The sending date is today (Europe/Paris) to today + this many days. */
export const GIFT_CARD_MAX_SEND_DAYS = 365;
/** The designs; the kid page shows STARS first, the woman page LEAVES first. */
export const GIFT_CARD_DESIGNS = ['STARS', 'RAINBOW', 'LEAVES', 'HEART'] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];

/** Characters of a code: no 0, O, 1 or I, which read alike. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new code, LC-XXXX-XXXX-XXXX, crypto-random (32^12 = 2^60 codes). */
export function newGiftCardCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `LC-${group()}-${group()}-${group()}`;
}

/** Codes are trimmed and compared in upper case, as they are stored. */
export const normaliseGiftCardCode = (code: string): string => code.trim().toUpperCase();

/** The last moment a card sent on `sendOn` can be added to a wallet. */
export function giftCardExpiry(sendOn: string): Date {
  return endOfDayInFrance(addMonths(sendOn, GIFT_CARD_VALIDITY_MONTHS));
}

/** Why `sendOn` cannot be a sending date today, or null. */
export function sendOnProblem(sendOn: string, now: Date): string | null {
  const today = todayInFrance(now);
  if (sendOn < today) return `send_on must be today (${today}) or later`;
  const last = addDays(today, GIFT_CARD_MAX_SEND_DAYS);
  if (sendOn > last) return `send_on must be at most ${GIFT_CARD_MAX_SEND_DAYS} days from today (${last})`;
  return null;
}
