import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { LEDGER_REASONS, ledgerBalances, ledgerMovements, profiles, requests, shopReturns } from '../db/schema';
import { ProblemError } from '../http/problem';

export type LedgerAccount = 'WALLET' | 'POINTS';
export type LedgerReason = (typeof LEDGER_REASONS)[number];
export type MovementRow = typeof ledgerMovements.$inferSelect;

export interface MovementInput {
  clientId: number;
  account: LedgerAccount;
  /** Signed, non-zero, whole: euro cents for WALLET, points for POINTS. */
  amount: number;
  reason: LedgerReason;
  /** Idempotency, unique per client and account: e.g. `order:12:wallet`, `gift-card:7:redeem`. */
  key: string;
  orderId?: number;
  requestId?: number;
  giftCardId?: number;
  referralId?: number;
  shopReturnId?: number;
  discountCode?: string;
  /**
   * The datum shown as the movement's source name when no table of the ledger's tells it: customer
   * service's note (ADJUSTMENT), the gift card's last 4 characters (GIFT_CARD_REDEEMED), the godson's
   * first name or email (REFERRAL_REWARD), the recycled parcel (RECYCLE_REWARD). At most 200 characters.
   */
  note?: string;
}

export const walletInsufficient = () => new ProblemError(409, 'WALLET_INSUFFICIENT', 'Not enough in the wallet', 'The wallet does not hold that much');
export const pointsInsufficient = () => new ProblemError(409, 'POINTS_INSUFFICIENT', 'Not enough points', 'The loyalty points balance does not hold that much');
const insufficient = (account: LedgerAccount) => (account === 'WALLET' ? walletInsufficient() : pointsInsufficient());

/** The SQLSTATE and constraint of a database error, however deep the driver wrapped it. */
function databaseError(error: unknown): { code?: string; constraint?: string; message?: string } | null {
  let inner = error as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; inner && typeof inner === 'object' && depth < 5; depth++) {
    if (typeof inner.code === 'string' && /^[0-9A-Z]{5}$/.test(inner.code)) {
      return { code: inner.code, constraint: typeof inner.constraint === 'string' ? inner.constraint : undefined, message: String(inner.message ?? '') };
    }
    inner = inner.cause as typeof inner;
  }
  return null;
}

const names = (found: { constraint?: string; message?: string }, name: string) => found.constraint === name || (found.message ?? '').includes(name);

/**
 * Moves `amount` on the client's account, inside the caller's transaction: the balance row is
 * locked (made at 0 when missing), the movement written with the balance after it. The same key
 * twice gives back the first movement (`replayed: true`) and writes nothing. An overdraw is a 409
 * WALLET_INSUFFICIENT / POINTS_INSUFFICIENT (the database's CHECK has the last word): the caller's
 * transaction then writes nothing. A gift card redeemed twice is a 409 GIFT_CARD_ALREADY_USED, a
 * referral rewarded twice a 409 REFERRAL_ALREADY_REWARDED.
 */
export async function move(tx: Database, input: MovementInput): Promise<{ movement: MovementRow; replayed: boolean }> {
  if (!Number.isInteger(input.amount) || input.amount === 0) throw new Error(`A ledger movement is a non-zero whole number, not ${input.amount}`);
  await tx.insert(ledgerBalances).values({ clientId: input.clientId, account: input.account, balance: 0 }).onConflictDoNothing();
  // The lock first: a second movement of this account (the same key or not) waits here, then sees the first's.
  const [held] = await tx
    .select({ balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .where(and(eq(ledgerBalances.clientId, input.clientId), eq(ledgerBalances.account, input.account)))
    .for('update');
  const [known] = await tx
    .select()
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.clientId, input.clientId), eq(ledgerMovements.account, input.account), eq(ledgerMovements.key, input.key)));
  if (known) return { movement: known, replayed: true };
  if ((held?.balance ?? 0) + input.amount < 0) throw insufficient(input.account);
  try {
    const [after] = await tx
      .update(ledgerBalances)
      .set({ balance: sql`${ledgerBalances.balance} + ${input.amount}` })
      .where(and(eq(ledgerBalances.clientId, input.clientId), eq(ledgerBalances.account, input.account)))
      .returning({ balance: ledgerBalances.balance });
    const [movement] = await tx
      .insert(ledgerMovements)
      .values({
        clientId: input.clientId,
        account: input.account,
        amount: input.amount,
        balanceAfter: after!.balance,
        reason: input.reason,
        key: input.key,
        note: input.note?.slice(0, 200) ?? null,
        orderId: input.orderId ?? null,
        requestId: input.requestId ?? null,
        giftCardId: input.giftCardId ?? null,
        referralId: input.referralId ?? null,
        shopReturnId: input.shopReturnId ?? null,
        discountCode: input.discountCode ?? null,
      })
      .returning();
    return { movement: movement!, replayed: false };
  } catch (error) {
    const found = databaseError(error);
    if (found?.code === '23514' && (names(found, 'ledger_balances_non_negative') || names(found, 'ledger_movements_balance_after'))) throw insufficient(input.account);
    if (found?.code === '23505' && names(found, 'ledger_movements_gift_card_once')) {
      throw new ProblemError(409, 'GIFT_CARD_ALREADY_USED', 'Gift card already used', 'This gift card has already been added to a wallet');
    }
    if (found?.code === '23505' && names(found, 'ledger_movements_referral_once')) {
      throw new ProblemError(409, 'REFERRAL_ALREADY_REWARDED', 'Referral already rewarded', 'This referral has already been rewarded');
    }
    throw error;
  }
}

/** What the client holds on the account (0 when nothing ever moved): euro cents or points. */
export async function balanceOf(db: Database, clientId: number, account: LedgerAccount): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .where(and(eq(ledgerBalances.clientId, clientId), eq(ledgerBalances.account, account)));
  return row?.balance ?? 0;
}

/** The balance locked until the caller's transaction ends (0 when nothing ever moved). */
export async function lockedBalanceOf(tx: Database, clientId: number, account: LedgerAccount): Promise<number> {
  await tx.insert(ledgerBalances).values({ clientId, account, balance: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .where(and(eq(ledgerBalances.clientId, clientId), eq(ledgerBalances.account, account)))
    .for('update');
  return row?.balance ?? 0;
}

export type LedgerSourceType = 'ORDER' | 'TRUNK' | 'GIFT_CARD' | 'REFERRAL' | 'SHOP_RETURN' | 'RECYCLE';
export interface LedgerSource {
  type: LedgerSourceType | null;
  id: number | null;
  /** A datum, not a sentence: the order number, the kid's first name, the gift card's last 4 characters, the godson, the note. */
  name: string | null;
}
export interface ShownMovement extends MovementRow {
  source: LedgerSource;
}

/** One page (from 1) of the client's movements on the account, newest first, each with its source for display. */
export async function movements(db: Database, clientId: number, account: LedgerAccount, page: number, pageSize: number): Promise<{ items: ShownMovement[]; total: number }> {
  const mine = and(eq(ledgerMovements.clientId, clientId), eq(ledgerMovements.account, account));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(ledgerMovements)
      .where(mine)
      .orderBy(desc(ledgerMovements.createdAt), desc(ledgerMovements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(ledgerMovements).where(mine),
  ]);
  const requestIds = [...new Set(rows.flatMap((row) => (row.requestId === null ? [] : [row.requestId])))];
  const returnIds = [...new Set(rows.flatMap((row) => (row.shopReturnId === null ? [] : [row.shopReturnId])))];
  const [kids, returns] = await Promise.all([
    requestIds.length
      ? db.select({ id: requests.id, firstname: profiles.firstname }).from(requests).innerJoin(profiles, eq(profiles.id, requests.profileId)).where(inArray(requests.id, requestIds))
      : [],
    returnIds.length ? db.select({ id: shopReturns.id, orderId: shopReturns.orderId }).from(shopReturns).where(inArray(shopReturns.id, returnIds)) : [],
  ]);
  const kidOf = new Map(kids.map((kid) => [kid.id, kid.firstname]));
  const orderOfReturn = new Map(returns.map((row) => [row.id, row.orderId]));
  return { items: rows.map((row) => ({ ...row, source: sourceOf(row, kidOf, orderOfReturn) })), total: Number(counted?.total ?? 0) };
}

function sourceOf(row: MovementRow, kidOf: Map<number, string>, orderOfReturn: Map<number, number>): LedgerSource {
  if (row.shopReturnId !== null) {
    const orderId = orderOfReturn.get(row.shopReturnId) ?? row.orderId;
    return { type: 'SHOP_RETURN', id: row.shopReturnId, name: orderId === null || orderId === undefined ? null : String(orderId) };
  }
  if (row.orderId !== null) return { type: 'ORDER', id: row.orderId, name: String(row.orderId) };
  if (row.requestId !== null) return { type: 'TRUNK', id: row.requestId, name: kidOf.get(row.requestId) ?? null };
  if (row.giftCardId !== null) return { type: 'GIFT_CARD', id: row.giftCardId, name: row.note };
  if (row.referralId !== null) return { type: 'REFERRAL', id: row.referralId, name: row.note };
  if (row.reason === 'RECYCLE_REWARD') return { type: 'RECYCLE', id: null, name: row.note };
  if (row.discountCode !== null) return { type: null, id: null, name: row.discountCode };
  return { type: null, id: null, name: row.note };
}

