import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { clients, paymentMethods, payments, profiles as profilesOf, requests, trunkPieces, trunkSettlements } from '../db/schema';
import { ProblemError, validationProblem } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { appLink } from '../lib/links';
import { DEADLINE_CHARGE_ATTEMPTS, DELIVERED_STATUSES, extendedDeadline, REQUEST_STATUS } from '../lib/trunk-lifecycle';
import { trunkChargeFailedMail } from '../mail/templates';
import { afterPayment, balanceOf, centsOf, move, walletInsufficient } from '../ledger';
import type { ChargeResult, PaymentGateway } from '../payments';
import { usableDiscount, usablePaymentMethod } from '../shop';
import {
  checkoutView,
  deadlinePassed,
  deliverTrunk,
  lastTrunkPayment,
  ownTrunk,
  PIECE_STATUS,
  piecesOf,
  sendPaidMail,
  sendTrunkMail,
  settlementOf,
  trunkAlreadyPaid,
  trunkNotDelivered,
  trunkRecipient,
  trunkTotals,
  type Choice,
  type PaymentRow,
  type PieceRow,
  type SettlementRow,
  type TrunkMailer,
  type TrunkTotals,
} from './at-home';
import { requestNotFound, type RequestRow } from './compose';
import { toRequest } from './requests';

// Paying a trunk's kept pieces (issue 17): a quote, a payment attempt claimed under the trunk's
// lock then charged through the gateway, its outcome recorded once; the deadline's extension; the
// carrier's delivery; the trunk clock's charge at the deadline.

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** What paying a trunk works with. */
export interface TrunkCheckoutDeps extends TrunkMailer {
  db: Database;
  gateway: PaymentGateway;
  log: Log;
}

/** Payments of a trunk that stop another attempt: one under way, one waiting on its payer, one that went through. */
const ACTIVE_PAYMENTS = ['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED'];

/** An attempt that went through after another one had paid the trunk: not the trunk's payment, owed back to the client. */
export const DUPLICATE_PAYMENT = 'DUPLICATE';
/** Such an attempt, refunded through the gateway. */
export const DUPLICATE_REFUNDED = 'DUPLICATE_REFUNDED';

const invalidPiece = (field: string, detail: string) => validationProblem([{ field, pointer: `/${field.replace(/\[(\d+)\]\./g, '/$1/').replace(/\./g, '/')}`, in: 'body', detail }]);

/** Every piece exactly once, a reason for each one sent back; the choices as stored. */
export function validChoices(input: Schemas['TrunkChoices']['pieces'], pieces: PieceRow[]): Choice[] {
  const seen = new Set<number>();
  const choices = input.map((choice, i): Choice => {
    if (!pieces.some((p) => p.position === choice.position)) throw invalidPiece(`pieces[${i}].position`, `pieces[${i}].position is not a piece of this trunk`);
    if (seen.has(choice.position)) throw invalidPiece(`pieces[${i}].position`, `pieces[${i}].position is given twice`);
    seen.add(choice.position);
    if (choice.decision === 'RETURN' && !choice.return_reason) throw invalidPiece(`pieces[${i}].return_reason`, `pieces[${i}].return_reason is required for a piece sent back`);
    const remark = choice.size_remark?.trim() || null;
    return { position: choice.position, decision: choice.decision, return_reason: choice.decision === 'RETURN' ? choice.return_reason! : null, size_remark: remark };
  });
  const missing = pieces.filter((p) => !seen.has(p.position)).map((p) => p.position);
  if (missing.length) throw invalidPiece('pieces', `pieces must hold every piece of the trunk once: position ${missing.join(', ')} missing`);
  return choices.sort((a, b) => a.position - b.position);
}

/** The totals of the choices, the discount code checked as `getDiscount` does. */
async function totalsOf(db: Database, clientId: number, pieces: PieceRow[], choices: Choice[], code: string | undefined, lock: boolean, now: Date): Promise<TrunkTotals> {
  const discount = code?.trim() ? await usableDiscount(db, clientId, code, { lock, now }) : null;
  return trunkTotals(
    pieces.map((p) => ({ priceCents: p.priceCents, keep: choices.find((c) => c.position === p.position)?.decision === 'KEEP' })),
    discount,
  );
}

/** A trunk the client may still choose for: delivered, not paid, its deadline not passed. */
function choosable(row: RequestRow, now: Date): void {
  if (!DELIVERED_STATUSES.includes(row.statusDetailsCode)) throw trunkNotDelivered();
  if (row.statusDetailsCode !== REQUEST_STATUS.DELIVERED) throw trunkAlreadyPaid();
  if (!row.returnDeadline || row.returnDeadline <= now) throw deadlinePassed();
}

/** The totals a settlement keeps. */
function settledTotals(settlement: SettlementRow, piecesCount: number): TrunkTotals {
  return {
    piecesCount,
    keptCount: settlement.choices.filter((c) => c.decision === 'KEEP').length,
    keptCents: settlement.keptCents,
    keepAllDiscountCents: settlement.keepAllDiscountCents,
    stylingFeeCents: settlement.stylingFeeCents,
    feeCreditCents: settlement.feeCreditCents,
    discountCents: settlement.discountCents,
    discountCode: settlement.discountCode,
    totalCents: settlement.totalCents,
  };
}

/** The wallet's part the client asked for, in cents; more than the total is a 400 naming `wallet_amount`. */
function walletPart(input: Schemas['TrunkChoices'], totals: TrunkTotals): number {
  const cents = input.wallet_amount ? centsOf(input.wallet_amount, 'wallet_amount') : 0;
  if (cents > totals.totalCents) {
    throw validationProblem([{ field: 'wallet_amount', pointer: '/wallet_amount', in: 'body', detail: "wallet_amount must not exceed the trunk's total" }]);
  }
  return cents;
}

/** Where the payer comes back after a redirect: the trunk's success page in their language. */
const returnUrl = (appUrl: string, locale: string, requestId: number) => appLink(appUrl, locale, `/infos/returns/${requestId}/success`);

/**
 * Records what the gateway said of an attempt, once: the payment, the settlement, and when it
 * went through, the pieces (kept or to send back) and the trunk (KEPT_PAID or RETURN_PENDING).
 * An attempt that went through while another one had already paid the trunk is not a second
 * payment of it: it is recorded DUPLICATE (money taken twice), the trunk, its settlement and its
 * mails untouched, then refunded through the gateway (DUPLICATE_REFUNDED); a refund refused is
 * logged as an error, the money owed back.
 * Returns whether this call recorded a success (to mail the receipt once).
 */
async function recordTrunkCharge(deps: Pick<TrunkCheckoutDeps, 'db' | 'log' | 'gateway'>, payment: PaymentRow, result: ChargeResult, now: Date): Promise<boolean> {
  const { db, log } = deps;
  let duplicated: PaymentRow | null = null;
  const paid = await recordOnce(db, log, payment, result, now, (row) => (duplicated = row));
  const duplicate = duplicated as PaymentRow | null;
  if (duplicate?.externalId) {
    const refund = await deps.gateway.refund({ chargeExternalId: duplicate.externalId, amountCents: duplicate.amountCents, idempotencyKey: `trunk-${duplicate.requestId}-duplicate-${duplicate.id}` });
    if (refund.status === 'SUCCEEDED') {
      await db.update(payments).set({ status: DUPLICATE_REFUNDED }).where(and(eq(payments.id, duplicate.id), eq(payments.status, DUPLICATE_PAYMENT)));
    } else {
      log.error({ requestId: duplicate.requestId, paymentId: duplicate.id, code: refund.code }, 'refund of a trunk charged twice refused: money owed back to the client');
    }
  }
  return paid;
}

/** An attempt that did not pay the trunk (refused, cancelled, or a duplicate): its wallet part goes back (TRUNK_PAYMENT_FAILED), once. */
async function giveBackWallet(tx: Database, clientId: number, payment: PaymentRow): Promise<void> {
  if (payment.walletCents <= 0) return;
  await move(tx, {
    clientId,
    account: 'WALLET',
    amount: payment.walletCents,
    reason: 'TRUNK_PAYMENT_FAILED',
    key: `trunk:${payment.requestId}:attempt:${payment.id}:wallet-back`,
    requestId: payment.requestId!,
  });
}

/** What a settlement paid for the pieces (card and wallet, after the keep-all discount and the code), the styling fee excluded: what earns loyalty points. */
const piecesPaidCents = (settlement: SettlementRow): number =>
  Math.max(0, Math.min(settlement.totalCents, settlement.keptCents - settlement.keepAllDiscountCents - settlement.discountCents));

async function recordOnce(db: Database, log: Log, payment: PaymentRow, result: ChargeResult, now: Date, onDuplicate: (row: PaymentRow) => void): Promise<boolean> {
  const failure = result.status === 'FAILED' ? { declineCode: result.declineCode, code: result.code, type: result.type } : { declineCode: null, code: null, type: null };
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ clientId: profilesOf.clientId })
      .from(requests)
      .innerJoin(profilesOf, eq(profilesOf.id, requests.profileId))
      .where(eq(requests.id, payment.requestId!))
      .for('update', { of: requests });
    const clientId = owner!.clientId;
    if (result.status === 'SUCCEEDED' && (await tx.$count(payments, and(eq(payments.requestId, payment.requestId!), eq(payments.status, 'SUCCEEDED'), ne(payments.id, payment.id))))) {
      const [duplicate] = await tx
        .update(payments)
        .set({ status: DUPLICATE_PAYMENT, externalId: result.externalId ?? payment.externalId })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['PENDING', 'REQUIRES_ACTION'])))
        .returning();
      if (duplicate) {
        log.error({ requestId: payment.requestId, paymentId: payment.id, externalId: duplicate.externalId, amountCents: payment.amountCents }, 'trunk charged twice: this attempt went through after another paid the trunk, refunding it');
        await giveBackWallet(tx, clientId, duplicate);
        onDuplicate(duplicate);
      }
      return false;
    }
    const [updated] = await tx
      .update(payments)
      .set({ status: result.status, externalId: result.externalId ?? payment.externalId, ...failure })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['PENDING', 'REQUIRES_ACTION'])))
      .returning();
    if (!updated) return false;
    if (result.status === 'FAILED') await giveBackWallet(tx, clientId, updated);
    const [settlement] = await tx
      .update(trunkSettlements)
      .set({ status: result.status, paidAt: result.status === 'SUCCEEDED' ? now : null })
      .where(eq(trunkSettlements.requestId, payment.requestId!))
      .returning();
    if (result.status !== 'SUCCEEDED' || !settlement) return false;
    for (const choice of settlement.choices) {
      await tx
        .update(trunkPieces)
        .set({
          status: choice.decision === 'KEEP' ? PIECE_STATUS.KEPT_PAID : PIECE_STATUS.RETURN_PENDING,
          decision: choice.decision,
          returnReason: choice.return_reason,
          sizeRemark: choice.size_remark,
        })
        .where(and(eq(trunkPieces.requestId, settlement.requestId), eq(trunkPieces.position, choice.position), eq(trunkPieces.status, PIECE_STATUS.AT_HOME)));
    }
    const keptAll = settlement.choices.every((c) => c.decision === 'KEEP');
    await tx
      .update(requests)
      .set({ statusDetailsCode: keptAll ? REQUEST_STATUS.KEPT_PAID : REQUEST_STATUS.RETURN_PENDING })
      .where(and(eq(requests.id, settlement.requestId), eq(requests.statusDetailsCode, REQUEST_STATUS.DELIVERED)));
    await afterPayment(tx, { clientId, requestId: settlement.requestId, paidCents: piecesPaidCents(settlement), paymentMethodId: updated.amountCents > 0 ? updated.paymentMethodId : null });
    return true;
  });
}

/** Charges a claimed attempt (the gateway's idempotency key is the attempt's: asked twice, charged once) and records it. */
async function charge(deps: TrunkCheckoutDeps, payment: PaymentRow, clientId: number, locale: LocaleCode, now: Date, offSession = false): Promise<{ result: ChargeResult; paid: boolean }> {
  const requestId = payment.requestId!;
  if (payment.amountCents === 0 || payment.paymentMethodId === null) {
    const result = { status: 'SUCCEEDED', externalId: null } as unknown as ChargeResult;
    return { result, paid: await recordTrunkCharge(deps, payment, result, now) };
  }
  const [method] = await deps.db.select().from(paymentMethods).where(eq(paymentMethods.id, payment.paymentMethodId));
  const charged = method
    ? await deps.gateway.charge({
        requestId,
        clientId,
        amountCents: payment.amountCents,
        method: { externalId: method.externalId, platform: method.platform, paymentGateway: method.paymentGateway },
        returnUrl: returnUrl(deps.appUrl, locale, requestId),
        idempotencyKey: `trunk-${requestId}-${payment.idempotencyKey}`,
      })
    : ({ status: 'FAILED', externalId: null, declineCode: null, code: 'resource_missing', type: 'invalid_request_error' } as const);
  // Off session (the clock), nobody is there to approve: a charge that wants its payer is refused, as Stripe's would be.
  const result: ChargeResult =
    offSession && charged.status === 'REQUIRES_ACTION'
      ? { status: 'FAILED', externalId: charged.externalId, declineCode: 'authentication_required', code: 'authentication_required', type: 'card_error' }
      : charged;
  return { result, paid: await recordTrunkCharge(deps, payment, result, now) };
}

/**
 * An attempt not settled yet: one under way (asked again with its key: the gateway charges once)
 * or one waiting on its payer (asked of the gateway). Gives where the payer goes if still undecided.
 */
async function settleAttempt(deps: TrunkCheckoutDeps, payment: PaymentRow, clientId: number, locale: LocaleCode, now: Date): Promise<string | null> {
  let outcome: { result: ChargeResult; paid: boolean };
  if (payment.status === 'PENDING') outcome = await charge(deps, payment, clientId, locale, now);
  else if (payment.status === 'REQUIRES_ACTION' && payment.externalId) {
    const result = await deps.gateway.retrieveCharge(payment.externalId);
    outcome = { result, paid: await recordTrunkCharge(deps, payment, result, now) };
  } else return null;
  if (outcome.paid) await sendPaidMail(deps.db, deps, deps.log, payment.requestId!);
  return outcome.result.status === 'REQUIRES_ACTION' ? outcome.result.redirectUrl : null;
}

/**
 * The last attempt of a trunk, before a new one starts: settled with the gateway; one that was
 * already waiting on its payer (an abandoned 3-D Secure or redirect) and still is, is cancelled at
 * the gateway, so it can never go through after the new one. If the payer approved it first, the
 * trunk is paid by it.
 */
async function closeLastAttempt(deps: TrunkCheckoutDeps, requestId: number, clientId: number, locale: LocaleCode, now: Date): Promise<void> {
  const last = await lastTrunkPayment(deps.db, requestId);
  if (!last || (last.status !== 'PENDING' && last.status !== 'REQUIRES_ACTION')) return;
  await settleAttempt(deps, await awaitAttempt(deps.db, last), clientId, locale, now);
  // One another call was charging (two keys sent at once) is that call's: its payer is only now
  // being sent to the redirect, so it is left as it is (the new attempt is refused below).
  if (last.status === 'PENDING') return;
  const [waiting] = await deps.db.select().from(payments).where(and(eq(payments.id, last.id), eq(payments.status, 'REQUIRES_ACTION')));
  if (!waiting?.externalId) return;
  const result = await deps.gateway.cancelCharge(waiting.externalId);
  if (await recordTrunkCharge(deps, waiting, result, now)) await sendPaidMail(deps.db, deps, deps.log, requestId);
}

/** The trunk at home of the client, its payment settled with the gateway first when it waits on a redirect. */
export async function getTrunkCheckout(deps: TrunkCheckoutDeps, clientId: number, requestId: number, locale: LocaleCode, now = new Date()): Promise<Schemas['TrunkCheckout']> {
  let row = await ownTrunk(deps.db, clientId, requestId);
  if (!DELIVERED_STATUSES.includes(row.statusDetailsCode)) throw trunkNotDelivered();
  const payment = await lastTrunkPayment(deps.db, requestId);
  const redirectUrl = payment ? await settleAttempt(deps, await awaitAttempt(deps.db, payment), clientId, locale, now) : null;
  if (payment) row = await ownTrunk(deps.db, clientId, requestId);
  return checkoutView(deps.db, row, locale, now, { redirectUrl });
}

/** The totals of the client's choices; nothing is written. */
export async function quoteTrunkCheckout(db: Database, clientId: number, requestId: number, input: Schemas['TrunkChoices'], locale: LocaleCode, now = new Date()): Promise<Schemas['TrunkCheckout']> {
  const row = await ownTrunk(db, clientId, requestId);
  choosable(row, now);
  const pieces = await piecesOf(db, requestId);
  const choices = validChoices(input.pieces, pieces);
  const totals = await totalsOf(db, clientId, pieces, choices, input.discount_code, false, now);
  const walletCents = walletPart(input, totals);
  if (walletCents > (await balanceOf(db, clientId, 'WALLET'))) throw walletInsufficient();
  return checkoutView(db, row, locale, now, { quoted: { choices, totals, walletCents } });
}

/**
 * An attempt another call is charging right now (the same key sent twice at once): waits for its
 * outcome, as a gateway would refuse a second call with a key in use (Stripe's idempotency_key_in_use).
 * One left PENDING for long (its process stopped) is charged again with its key.
 */
async function awaitAttempt(db: Database, payment: PaymentRow): Promise<PaymentRow> {
  let current = payment;
  for (let waited = 0; current.status === 'PENDING' && Date.now() - current.createdAt.getTime() < 30_000 && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    current = row ?? current;
  }
  return current;
}

async function paymentByKey(db: Database, requestId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, requestId), eq(payments.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The client pays the pieces they keep: the attempt is claimed under the trunk's lock (one at a
 * time, one per key), then charged, then recorded. The same key again gives the same attempt's outcome.
 */
export async function payTrunkCheckout(
  deps: TrunkCheckoutDeps,
  clientId: number,
  requestId: number,
  key: string,
  input: Schemas['TrunkChoices'],
  locale: LocaleCode,
  now = new Date(),
): Promise<Schemas['TrunkCheckout']> {
  const { db } = deps;
  const storedKey = `client:${key}`;
  const view = async (redirectUrl: string | null) => checkoutView(db, await ownTrunk(db, clientId, requestId), locale, now, { redirectUrl });
  await ownTrunk(db, clientId, requestId);
  const earlier = await paymentByKey(db, requestId, storedKey);
  if (earlier) return view(await settleAttempt(deps, await awaitAttempt(db, earlier), clientId, locale, now));
  // A payer back from a redirect, or gone: settled with the gateway first; paid by it, the trunk is
  // refused below; still waiting, it is cancelled and a new attempt starts.
  await closeLastAttempt(deps, requestId, clientId, locale, now);

  const claimed = await db.transaction(async (tx): Promise<{ replay: PaymentRow } | { payment: PaymentRow }> => {
    const row = await ownTrunk(tx, clientId, requestId, true);
    const again = await paymentByKey(tx, requestId, storedKey);
    if (again) return { replay: again };
    if (!DELIVERED_STATUSES.includes(row.statusDetailsCode)) throw trunkNotDelivered();
    if (row.statusDetailsCode !== REQUEST_STATUS.DELIVERED) throw trunkAlreadyPaid();
    if (await tx.$count(payments, and(eq(payments.requestId, requestId), inArray(payments.status, ACTIVE_PAYMENTS)))) throw trunkAlreadyPaid();
    const pieces = await piecesOf(tx, requestId);
    const settlement = await settlementOf(tx, requestId);
    let choices: Choice[];
    let totals: TrunkTotals;
    let settledBy: 'client' | 'deadline' = 'client';
    if (!row.returnDeadline || row.returnDeadline <= now) {
      // Past the deadline only the clock's refused charge may be paid, as it stands.
      if (input.pieces.length || settlement?.settledBy !== 'deadline' || settlement.status !== 'FAILED') throw deadlinePassed();
      choices = settlement.choices;
      totals = settledTotals(settlement, pieces.length);
      settledBy = 'deadline';
    } else {
      choices = validChoices(input.pieces, pieces);
      totals = await totalsOf(tx, clientId, pieces, choices, input.discount_code, true, now);
    }
    const walletCents = walletPart(input, totals);
    const cardCents = totals.totalCents - walletCents;
    const [client] = await tx.select({ defaultId: clients.defaultPaymentMethodId }).from(clients).where(eq(clients.id, clientId));
    const method = cardCents > 0 || input.payment_method_id ? await usablePaymentMethod(tx, clientId, input.payment_method_id ?? client?.defaultId) : null;
    const values = {
      status: 'PENDING',
      choices,
      keptCents: totals.keptCents,
      keepAllDiscountCents: totals.keepAllDiscountCents,
      stylingFeeCents: totals.stylingFeeCents,
      feeCreditCents: totals.feeCreditCents,
      discountCode: totals.discountCode,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      paymentMethodId: method?.id ?? null,
      settledBy,
      paidAt: null,
    };
    await tx.insert(trunkSettlements).values({ requestId, ...values }).onConflictDoUpdate({ target: trunkSettlements.requestId, set: values });
    const [payment] = await tx
      .insert(payments)
      .values({ requestId, idempotencyKey: storedKey, paymentMethodId: method?.id ?? null, amountCents: cardCents, walletCents, status: 'PENDING' })
      .returning();
    // More than the wallet holds: a 409 WALLET_INSUFFICIENT, and this attempt is not written.
    if (walletCents) await move(tx, { clientId, account: 'WALLET', amount: -walletCents, reason: 'TRUNK_PAYMENT', key: `trunk:${requestId}:attempt:${payment!.id}:wallet`, requestId });
    return { payment: payment! };
  });
  if ('replay' in claimed) return view(await settleAttempt(deps, await awaitAttempt(db, claimed.replay), clientId, locale, now));
  const { result, paid } = await charge(deps, claimed.payment, clientId, locale, now);
  if (paid) await sendPaidMail(db, deps, deps.log, requestId);
  return view(result.status === 'REQUIRES_ACTION' ? result.redirectUrl : null);
}

/** Moves the return deadline RETURN_EXTENSION_DAYS later, once, before it passes. */
export async function extendReturnDeadline(db: Database, clientId: number, requestId: number, locale: LocaleCode, now = new Date()): Promise<Schemas['TrunkCheckout']> {
  const row = await db.transaction(async (tx) => {
    const locked = await ownTrunk(tx, clientId, requestId, true);
    choosable(locked, now);
    if (locked.deadlineExtendedAt) throw new ProblemError(409, 'DEADLINE_ALREADY_EXTENDED', 'Deadline already extended', 'The return deadline of this trunk was already extended once');
    const [updated] = await tx
      .update(requests)
      .set({ returnDeadline: extendedDeadline(locked.returnDeadline!), deadlineExtendedAt: now })
      .where(eq(requests.id, requestId))
      .returning();
    return updated!;
  });
  return checkoutView(db, row, locale, now);
}

/** The carrier's event (admin): a SHIPPED trunk is delivered now. */
export async function markTrunkDelivered(deps: Omit<TrunkCheckoutDeps, 'gateway'>, requestId: number, now = new Date()): Promise<Schemas['TrunkRequest']> {
  const [row] = await deps.db.select().from(requests).where(eq(requests.id, requestId));
  if (!row) throw requestNotFound();
  const deliveredRow = await deliverTrunk(deps.db, deps, deps.log, requestId, now);
  if (!deliveredRow) throw new ProblemError(409, 'TRUNK_NOT_SHIPPED', 'Trunk not shipped', 'Only a shipped trunk can be delivered');
  return toRequest(deliveredRow, now);
}

/**
 * The trunk clock at a trunk's deadline: every piece still at home is charged as kept, with the
 * client's default method (`settled_by` deadline), once a day, DEADLINE_CHARGE_ATTEMPTS at most;
 * the client is mailed the receipt, or that the charge was refused. A client's attempt left
 * waiting on its payer is settled, then cancelled, first. Changes nothing when the trunk is not due (another node charged it, a payment is under way, too soon since the last try).
 */
export async function chargeAtDeadline(deps: TrunkCheckoutDeps, requestId: number, now: Date): Promise<'charged' | 'failed' | null> {
  const { db } = deps;
  // The client's attempt left waiting on a redirect: settled with the gateway (approved, the trunk is
  // paid by it), else cancelled there, so that the clock's charge cannot come on top of it.
  const [due] = await db
    .select({ request: requests, clientId: clients.id, locale: clients.locale })
    .from(requests)
    .innerJoin(profilesOf, eq(profilesOf.id, requests.profileId))
    .innerJoin(clients, eq(clients.id, profilesOf.clientId))
    .where(eq(requests.id, requestId));
  if (due && due.request.statusDetailsCode === REQUEST_STATUS.DELIVERED && due.request.returnDeadline && due.request.returnDeadline <= now && (await lastTrunkPayment(db, requestId))?.status === 'REQUIRES_ACTION') {
    await closeLastAttempt(deps, requestId, due.clientId, due.locale as LocaleCode, now);
  }
  const claimed = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: requests, client: clients })
      .from(requests)
      .innerJoin(profilesOf, eq(profilesOf.id, requests.profileId))
      .innerJoin(clients, eq(clients.id, profilesOf.clientId))
      .where(eq(requests.id, requestId))
      .for('update', { of: requests });
    if (!found) return null;
    const { request: row, client } = found;
    if (row.statusDetailsCode !== REQUEST_STATUS.DELIVERED || !row.returnDeadline || row.returnDeadline > now) return null;
    if (await tx.$count(payments, and(eq(payments.requestId, requestId), inArray(payments.status, ACTIVE_PAYMENTS)))) return null;
    const settlement = await settlementOf(tx, requestId);
    const byClock = settlement?.settledBy === 'deadline';
    const attempts = byClock ? settlement.chargeAttempts : 0;
    if (attempts >= DEADLINE_CHARGE_ATTEMPTS) return null;
    if (byClock && settlement.lastAttemptAt && todayInFrance(settlement.lastAttemptAt) >= todayInFrance(now)) return null;
    const pieces = await piecesOf(tx, requestId);
    const choices: Choice[] = pieces.map((p) => ({ position: p.position, decision: 'KEEP', return_reason: null, size_remark: null }));
    const totals = trunkTotals(pieces.map((p) => ({ priceCents: p.priceCents, keep: true })), null);
    const values = {
      status: 'PENDING',
      choices,
      keptCents: totals.keptCents,
      keepAllDiscountCents: totals.keepAllDiscountCents,
      stylingFeeCents: totals.stylingFeeCents,
      feeCreditCents: totals.feeCreditCents,
      discountCode: null,
      discountCents: 0,
      totalCents: totals.totalCents,
      paymentMethodId: client.defaultPaymentMethodId,
      settledBy: 'deadline',
      paidAt: null,
      chargeAttempts: attempts + 1,
      lastAttemptAt: now,
    };
    await tx.insert(trunkSettlements).values({ requestId, ...values }).onConflictDoUpdate({ target: trunkSettlements.requestId, set: values });
    const [payment] = await tx
      .insert(payments)
      .values({ requestId, idempotencyKey: `deadline:${attempts + 1}`, paymentMethodId: client.defaultPaymentMethodId, amountCents: totals.totalCents, status: 'PENDING' })
      .returning();
    return { payment: payment!, client, attempt: attempts + 1 };
  });
  if (!claimed) return null;
  const locale = claimed.client.locale as LocaleCode;
  let outcome: { result: ChargeResult; paid: boolean };
  if (claimed.payment.paymentMethodId === null && claimed.payment.amountCents > 0) {
    const result: ChargeResult = { status: 'FAILED', externalId: null, declineCode: null, code: 'payment_method_missing', type: 'invalid_request_error' };
    outcome = { result, paid: await recordTrunkCharge(deps, claimed.payment, result, now) };
  } else {
    outcome = await charge(deps, claimed.payment, claimed.client.id, locale, now, true);
  }
  if (outcome.paid) {
    await sendPaidMail(db, deps, deps.log, requestId);
    return 'charged';
  }
  const [row] = await db.select().from(requests).where(eq(requests.id, requestId));
  await sendTrunkMail(deps.log, requestId, async () => {
    const to = await trunkRecipient(db, deps, row!);
    await deps.mail.send(trunkChargeFailedMail({ ...to, amountCents: claimed.payment.amountCents, attemptsLeft: DEADLINE_CHARGE_ATTEMPTS - claimed.attempt }));
  });
  return 'failed';
}
