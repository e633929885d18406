import type { LedgerReason, WalletTransaction } from '../model/types';

/** The wallet's reasons (the points' own are never in a wallet). */
const WALLET_REASONS: ReadonlySet<LedgerReason> = new Set([
  'GIFT_CARD_REDEEMED',
  'ORDER_PAYMENT',
  'ORDER_CANCELLED',
  'TRUNK_PAYMENT',
  'TRUNK_PAYMENT_FAILED',
  'SHOP_REFUND',
  'REFERRAL_REWARD',
  'RECYCLE_REWARD',
  'ADJUSTMENT',
]);

export interface TransactionLabel {
  id: string;
  values?: Record<string, string>;
}

/**
 * A transaction's label as a message: written per reason with what it came from (the order's
 * number, the kid's first name, the gift card's last characters, the godson's name, the note of
 * customer service), or the reason alone when the source has no name.
 */
export function transactionLabel(transaction: Pick<WalletTransaction, 'reason' | 'source'>): TransactionLabel {
  const reason = WALLET_REASONS.has(transaction.reason) ? transaction.reason : 'ADJUSTMENT';
  const name = transaction.source.name?.trim();
  return name ? { id: `wallet.reason.${reason}`, values: { name } } : { id: `wallet.reasonPlain.${reason}` };
}

/** Money coming in (a credit) or going out (a debit). */
export const isCredit = (transaction: Pick<WalletTransaction, 'amount'>) => transaction.amount > 0;

/**
 * The wallet's part of a payment: all the balance up to the total, in cents so that the card's
 * part never carries a rounding error.
 */
export function walletShare(balance: number, total: number, use: boolean): { wallet: number; card: number } {
  const toCents = (euros: number) => Math.round(euros * 100);
  const wallet = use ? Math.max(0, Math.min(toCents(balance), toCents(total))) : 0;
  return { wallet: wallet / 100, card: (toCents(total) - wallet) / 100 };
}
