import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, orders, paymentMethods, referrals, trunkSettlements } from '../db/schema';
import { move, type PaymentDone } from '../ledger';
import { REFERRAL_GODFATHER_CENTS } from './constants';
import { sameMailbox } from './emails';

/** What the godfather was credited (REFERRAL_REWARD, key `referral:<id>:reward`, `referral_id` set). */
export interface GodfatherReward {
  godfatherClientId: number;
  referralId: number;
  amountCents: number;
  /** The godson's first name, or email: the movement's source name. */
  godson: string;
  /** The ledger movement's idempotency key. */
  key: string;
}

/** The card an order or a trunk's checkout was paid with (null: the wallet alone, or none known). */
export async function payingMethodOf(tx: Database, paid: { orderId?: number; requestId?: number }): Promise<number | null> {
  if (paid.orderId !== undefined) {
    const [order] = await tx.select({ id: orders.paymentMethodId }).from(orders).where(eq(orders.id, paid.orderId));
    return order?.id ?? null;
  }
  if (paid.requestId !== undefined) {
    const [settlement] = await tx.select({ id: trunkSettlements.paymentMethodId }).from(trunkSettlements).where(eq(trunkSettlements.requestId, paid.requestId));
    return settlement?.id ?? null;
  }
  return null;
}

/** Whether the card `paymentMethodId` is one the godfather saved (now or before): same brand, last 4 digits and expiry. */
async function godfatherCard(tx: Database, godfatherClientId: number, paymentMethodId: number | null): Promise<boolean> {
  if (paymentMethodId === null) return false;
  const [card] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
  if (!card || card.last4 === null) return false;
  const theirs = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.clientId, godfatherClientId), eq(paymentMethods.last4, card.last4)));
  return theirs.some(
    (other) => other.last4 === card.last4 && (other.brand ?? '').toLowerCase() === (card.brand ?? '').toLowerCase() && other.expirationDate === card.expirationDate,
  );
}

/**
 * On a payment of `godsonClientId` (inside its transaction, called by the ledger's `afterPayment`):
 * the first payment of a SIGNED_UP godson credits the godfather's wallet REFERRAL_GODFATHER_CENTS
 * once (the referral becomes REWARDED; only one caller changes it from SIGNED_UP, and the ledger's
 * unique index on `referral_id` is the last word), unless it is a self-referral: the same account
 * (SAME_ACCOUNT), the same mailbox (SAME_EMAIL), or a card the godfather saved (SAME_CARD), which
 * makes it REFUSED. Returns what was credited, or null (nothing paid).
 */
export async function rewardGodfather(tx: Database, godsonClientId: number, paymentMethodId: number | null, now = new Date()): Promise<GodfatherReward | null> {
  const [found] = await tx
    .select({ referral: referrals, godsonEmail: clients.email, godsonFirstname: clients.firstname })
    .from(referrals)
    .innerJoin(clients, eq(clients.id, referrals.godsonClientId))
    .where(and(eq(referrals.godsonClientId, godsonClientId), eq(referrals.status, 'SIGNED_UP')));
  if (!found) return null;
  const { referral } = found;
  const [godfather] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.id, referral.godfatherClientId));
  const reason =
    referral.godfatherClientId === godsonClientId
      ? 'SAME_ACCOUNT'
      : godfather && sameMailbox(godfather.email, found.godsonEmail)
        ? 'SAME_EMAIL'
        : (await godfatherCard(tx, referral.godfatherClientId, paymentMethodId))
          ? 'SAME_CARD'
          : null;
  const [changed] = await tx
    .update(referrals)
    .set(reason ? { status: 'REFUSED', refusedReason: reason } : { status: 'REWARDED', rewardedAt: now })
    .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'SIGNED_UP')))
    .returning();
  if (!changed || reason) return null;
  const reward = {
    godfatherClientId: referral.godfatherClientId,
    referralId: referral.id,
    amountCents: REFERRAL_GODFATHER_CENTS,
    godson: found.godsonFirstname?.trim() || found.godsonEmail,
    key: `referral:${referral.id}:reward`,
  };
  await move(tx, {
    clientId: reward.godfatherClientId,
    account: 'WALLET',
    amount: reward.amountCents,
    reason: 'REFERRAL_REWARD',
    key: reward.key,
    referralId: reward.referralId,
    note: reward.godson,
  });
  return reward;
}

/** The ledger's follower of payments (`followPayments`, added by app.ts): the godfather's reward. */
export async function rewardOnPayment(tx: Database, payment: PaymentDone): Promise<void> {
  const card = payment.paymentMethodId !== undefined ? payment.paymentMethodId : await payingMethodOf(tx, payment);
  await rewardGodfather(tx, payment.clientId, card);
}
