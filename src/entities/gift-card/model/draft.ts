import { emailAddress } from '@/shared/lib';
import { shiftDay } from '../lib/dates';
import { EMAIL_MAX, MESSAGE_MAX, RECIPIENT_NAME_MAX, type GiftCardDraft, type GiftCardOffer } from './types';

const STORAGE_KEY = 'lc-giftcard-draft';

/** The draft kept in this tab (session storage): it survives signing in, signing up and a reload. */
export function readDraft(): GiftCardDraft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as GiftCardDraft;
    return typeof draft === 'object' && draft !== null && typeof draft.id === 'string' && typeof draft.amount === 'number' ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: GiftCardDraft): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A browser that keeps nothing: the checkout then sends the buyer back to the card.
  }
}

export function clearDraft(): void {
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export type DraftField = 'amount' | 'recipient_name' | 'recipient_email' | 'message' | 'send_on';
/** What is wrong with a field, as a message key under `giftcard.error.`. */
export type DraftProblem = 'amountMissing' | 'amountRange' | 'amountWhole' | 'nameMissing' | 'nameLong' | 'emailMissing' | 'emailInvalid' | 'messageLong' | 'dateMissing' | 'dateRange';
export type DraftErrors = Partial<Record<DraftField, DraftProblem>>;

/**
 * The draft's problems, field by field, against the offer's limits: a whole amount between the
 * limits, a first name and an email address, a message not too long, a sending date from today to
 * the last day offered (French days).
 */
export function draftErrors(draft: Omit<GiftCardDraft, 'id'>, offer: Pick<GiftCardOffer, 'min_amount' | 'max_amount' | 'max_send_days'>, today: string): DraftErrors {
  const errors: DraftErrors = {};
  if (!Number.isFinite(draft.amount) || draft.amount <= 0) errors.amount = 'amountMissing';
  else if (!Number.isInteger(draft.amount)) errors.amount = 'amountWhole';
  else if (draft.amount < offer.min_amount || draft.amount > offer.max_amount) errors.amount = 'amountRange';
  const name = draft.recipient_name.trim();
  if (!name) errors.recipient_name = 'nameMissing';
  else if (name.length > RECIPIENT_NAME_MAX) errors.recipient_name = 'nameLong';
  const email = draft.recipient_email.trim();
  if (!email) errors.recipient_email = 'emailMissing';
  else if (!emailAddress(email) || email.length > EMAIL_MAX) errors.recipient_email = 'emailInvalid';
  if (draft.message.length > MESSAGE_MAX) errors.message = 'messageLong';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.send_on)) errors.send_on = 'dateMissing';
  else if (draft.send_on < today || draft.send_on > shiftDay(today, offer.max_send_days)) errors.send_on = 'dateRange';
  return errors;
}

/** The draft as the contract takes it: trimmed, an empty message left out. */
export function draftBody(draft: GiftCardDraft) {
  const message = draft.message.trim();
  return {
    amount: draft.amount,
    for: draft.for,
    design: draft.design,
    recipient_name: draft.recipient_name.trim(),
    recipient_email: draft.recipient_email.trim(),
    recipient_locale: draft.recipient_locale,
    ...(message && { message }),
    send_on: draft.send_on,
  };
}
