import type { Database } from '../db/client';
import { lockedBalanceOf, move } from './ledger';
import { pointsFor } from './rules';

// Little Club points earned when an order or a trunk is paid, and taken back when pieces are refunded.

export interface PaymentDone {
  clientId: number;
  /** The shop order paid, or the trunk (request) paid: exactly one. */
  orderId?: number;
  requestId?: number;
  /** Cents paid for the pieces, card and wallet together, after discounts, shipping excluded. */
  paidCents: number;
  /** The card that paid (null: the wallet paid it all, or nothing was charged). */
  paymentMethodId?: number | null;
}

/** Something else to do, in the same transaction, when a client's order or trunk becomes paid. */
export type PaymentFollower = (tx: Database, payment: PaymentDone) => Promise<void>;
const followers = new Set<PaymentFollower>();

/**
 * Adds what else happens when an order or a trunk is paid. The server's composition (app.ts) adds
 * them, so that a domain that itself moves the ledger (the referral's reward) is called from here
 * without the ledger importing it (domains depend one way). Adding the same function twice adds it once.
 */
export function followPayments(follower: PaymentFollower): void {
  followers.add(follower);
}

/**
 * An order or a trunk became PAID (every path: a card charge, a 3-D Secure approval settled later,
 * the wallet paying it all, the trunk clock's deadline charge), in the caller's transaction: the
 * client earns POINTS_PER_EURO point per whole euro of `paidCents` (POINTS_ORDER, key
 * `order:<id>:points`, or POINTS_TRUNK, key `trunk:<rid>:points`: earned once however often it is
 * called). Then the followers run: the referral's `rewardGodfather` (owner: referral) is added there.
 */
export async function afterPayment(tx: Database, payment: PaymentDone): Promise<void> {
  const points = pointsFor(payment.paidCents);
  if (points > 0) {
    await move(
      tx,
      payment.orderId !== undefined
        ? { clientId: payment.clientId, account: 'POINTS', amount: points, reason: 'POINTS_ORDER', key: `order:${payment.orderId}:points`, orderId: payment.orderId }
        : { clientId: payment.clientId, account: 'POINTS', amount: points, reason: 'POINTS_TRUNK', key: `trunk:${payment.requestId}:points`, requestId: payment.requestId },
    );
  }
  // The referral's rewardOnPayment (rewardGodfather: the godfather's 15 € on the godson's first payment), added by app.ts.
  for (const follower of followers) await follower(tx, payment);
}

/**
 * Pieces of an order refunded (`refundedCents`, shipping excluded): the points they earned are taken
 * back, one per whole euro (POINTS_REFUND, key `shop-return:<id>:points`, once), at most what the
 * client holds: the balance never goes below zero and the shortfall is not carried over.
 */
export async function takeBackPoints(tx: Database, refund: { clientId: number; shopReturnId: number; orderId: number; refundedCents: number }): Promise<number> {
  const wanted = pointsFor(refund.refundedCents);
  if (wanted === 0) return 0;
  const held = await lockedBalanceOf(tx, refund.clientId, 'POINTS');
  const taken = Math.min(wanted, held);
  if (taken === 0) return 0;
  const { movement } = await move(tx, {
    clientId: refund.clientId,
    account: 'POINTS',
    amount: -taken,
    reason: 'POINTS_REFUND',
    key: `shop-return:${refund.shopReturnId}:points`,
    shopReturnId: refund.shopReturnId,
    orderId: refund.orderId,
  });
  return -movement.amount;
}
