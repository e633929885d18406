import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import { ProblemError, fieldProblem } from '../http/problem';
import type { Schemas } from '../http/types';
import { balanceOf, move, movements, type LedgerAccount, type ShownMovement } from './ledger';
import { WALLET_PAGE_SIZE } from './rules';


/** Euros with cents from cents. */
export const euros = (cents: number): number => cents / 100;
/** Cents from euros with at most 2 decimals (floating point noise rounded away); more decimals are a 400 naming `field`. */
export function centsOf(amount: number, field: string): number {
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', field, `${field} must have at most 2 decimals`);
  return cents;
}

/** A movement as the contract shows it: euros for the wallet, points for points. */
export function movementView(row: ShownMovement): Schemas['LedgerMovement'] {
  const shown = (value: number) => (row.account === 'WALLET' ? euros(value) : value);
  return {
    id: row.id,
    account: row.account as LedgerAccount,
    created_at: row.createdAt.toISOString(),
    amount: shown(row.amount),
    balance_after: shown(row.balanceAfter),
    reason: row.reason as Schemas['LedgerReason'],
    source: row.source as Schemas['LedgerSource'],
  };
}

/** The client's wallet: its balance and one page of its movements, newest first. */
export async function walletOf(db: Database, clientId: number, page = 1, pageSize = WALLET_PAGE_SIZE): Promise<Schemas['Wallet']> {
  const [balance, { items, total }] = await Promise.all([balanceOf(db, clientId, 'WALLET'), movements(db, clientId, 'WALLET', page, pageSize)]);
  return {
    amount: euros(balance),
    transactions: items.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      amount: euros(row.amount),
      reason: row.reason as Schemas['LedgerReason'],
      source: row.source as Schemas['LedgerSource'],
    })),
    page_size: pageSize,
    currentPage: page,
    pages: Math.ceil(total / pageSize),
    total,
  };
}

/**
 * Customer service's adjustment (`createLedgerAdjustment`): one ADJUSTMENT movement, idempotent by
 * `key`, its note shown as its source's name.
 */
export async function adjust(db: Database, clientId: number, input: Schemas['LedgerAdjustmentInput']): Promise<{ movement: Schemas['LedgerMovement']; created: boolean }> {
  const amount = input.account === 'WALLET' ? centsOf(input.amount, 'amount') : input.amount;
  if (amount === 0) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'amount', 'amount must not be 0');
  if (!Number.isInteger(amount)) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'amount', 'amount must be a whole number of points');
  if (!input.note.trim()) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'note', 'note must not be blank');
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such client');
    const { movement, replayed } = await move(tx, { clientId, account: input.account, amount, reason: 'ADJUSTMENT', key: `adjustment:${input.key}`, note: input.note.trim() });
    return { movement: movementView({ ...movement, source: { type: null, id: null, name: movement.note } }), created: !replayed };
  });
}
