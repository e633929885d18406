import { and, eq, isNull } from 'drizzle-orm';
import { euros } from '../catalogue';
import type { Database } from '../db/client';
import { giftCards } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { move, walletOf } from '../ledger';
import { buyerFirstname, type GiftCardRow } from './rows';
import { normaliseGiftCardCode } from './rules';

// A gift card in the hands of its recipient: checked, then added once to a wallet.

const notFound = () => new ProblemError(404, 'GIFT_CARD_NOT_FOUND', 'Unknown gift card', 'No such gift card');
const alreadyUsed = () => new ProblemError(409, 'GIFT_CARD_ALREADY_USED', 'Gift card already used', 'This gift card has already been used');
const expired = () => new ProblemError(409, 'GIFT_CARD_EXPIRED', 'Gift card expired', 'This gift card has expired');

/** The paid card of `typed` (trimmed, any case), or null when there is none. */
async function paidCard(db: Database, typed: string, lock = false): Promise<GiftCardRow | null> {
  const query = db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.code, normaliseGiftCardCode(typed)), eq(giftCards.status, 'PAID')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Why the card cannot be added to a wallet now, or null. */
function unusable(card: GiftCardRow, now: Date): ProblemError | null {
  if (card.redeemedAt) return alreadyUsed();
  if (card.expiresAt <= now) return expired();
  return null;
}

/** The paid card of `typed` that may be added to a wallet; else 404 GIFT_CARD_NOT_FOUND, 409 GIFT_CARD_ALREADY_USED or GIFT_CARD_EXPIRED. */
async function usableCard(db: Database, typed: string, now: Date, lock = false): Promise<GiftCardRow> {
  const card = await paidCard(db, typed, lock);
  if (!card) throw notFound();
  const problem = unusable(card, now);
  if (problem) throw problem;
  return card;
}

/** The card as the person adding it sees it. */
export async function giftCardView(db: Database, typed: string, now = new Date()): Promise<Schemas['GiftCard']> {
  const card = await usableCard(db, typed, now);
  return {
    code: card.code,
    amount: euros(card.amountCents),
    expires_at: card.expiresAt.toISOString(),
    for: card.for as Schemas['GiftCardFor'],
    design: card.design as Schemas['GiftCardDesign'],
    from_name: await buyerFirstname(db, card),
    message: card.message,
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};

/**
 * Adds the card's amount to the client's wallet and marks it used by them, in one transaction: the
 * card's row changes only from unused, and the ledger writes one GIFT_CARD_REDEEMED per card.
 */
export async function redeemGiftCard(db: Database, clientId: number, typed: string, now = new Date()): Promise<Schemas['Wallet']> {
  try {
    await db.transaction(async (tx) => {
      const card = await usableCard(tx, typed, now);
      const [taken] = await tx
        .update(giftCards)
        .set({ redeemedByClientId: clientId, redeemedAt: now })
        .where(and(eq(giftCards.id, card.id), isNull(giftCards.redeemedAt)))
        .returning();
      if (!taken) throw alreadyUsed();
      await move(tx, {
        clientId,
        account: 'WALLET',
        amount: taken.amountCents,
        reason: 'GIFT_CARD_REDEEMED',
        key: `gift-card:${taken.id}:redeem`,
        giftCardId: taken.id,
        note: taken.code.slice(-4),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyUsed();
    throw error;
  }
  return walletOf(db, clientId);
}

/**
 * What the shop's code field answers for a gift card's code: it goes to the wallet
 * (409 GIFT_CARD_TO_WALLET), or is used or expired; null when `typed` is no paid gift card.
 */
export async function giftCardCodeProblem(db: Database, typed: string, now = new Date()): Promise<ProblemError | null> {
  const card = await paidCard(db, typed);
  if (!card) return null;
  return unusable(card, now) ?? new ProblemError(409, 'GIFT_CARD_TO_WALLET', 'Add it to your wallet', 'This is a gift card: add it to your wallet, then pay with the wallet');
}
