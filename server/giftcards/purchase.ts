import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { euros } from '../catalogue';
import type { Database } from '../db/client';
import { clients, giftCards, paymentMethods, payments } from '../db/schema';
import { fieldProblem, ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { appLink } from '../lib/links';
import type { MailPort } from '../mail/port';
import type { ChargeResult, PaymentGateway } from '../payments';
import type { GiftCardRow } from './rows';
import { giftCardExpiry, newGiftCardCode, sendOnProblem } from './rules';
import { sendGiftCard } from './sending';

// Buying a gift card: the order and its first charge in one call, another card after
// a refusal, 3-D Secure settled when the order is read.

type PaymentRow = typeof payments.$inferSelect;

/** What buying works with. */
export interface GiftCardDeps {
  db: Database;
  /** Public address of the app (config.appUrl): the 3-D Secure return and the mails' links. */
  appUrl: string;
  gateway: PaymentGateway;
  mail: MailPort;
}

const invalid = (field: string, detail: string) => fieldProblem('VALIDATION_ERROR', 'Invalid request', field, detail);
const notFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such gift card order');

const STATUS_AFTER: Record<ChargeResult['status'], string> = { SUCCEEDED: 'PAID', REQUIRES_ACTION: 'PAYMENT_REQUIRES_ACTION', FAILED: 'PAYMENT_FAILED' };
/** An attempt left PENDING this long (its process stopped) is charged again with its own key. */
const STALE_PENDING_MS = 30_000;

/** One of the client's payment methods, not deleted, not expired; else a 400 naming `payment_method_id`. */
async function usableMethod(db: Database, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.clientId, clientId), isNull(paymentMethods.deletedAt)));
  if (!row) throw invalid('payment_method_id', 'payment_method_id is not one of your payment methods');
  if (row.expirationDate !== null && row.expirationDate < todayInFrance()) throw invalid('payment_method_id', 'payment_method_id has expired');
  return row;
}

async function lastPayment(db: Database, giftCardId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.giftCardId, giftCardId)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

/** One of the client's gift card orders; another client's is as unknown as a missing one. */
async function ownGiftCard(db: Database, clientId: number, id: number): Promise<GiftCardRow> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.buyerClientId, clientId)));
  if (!row) throw notFound();
  return row;
}

/** The gift card order as its buyer sees it (never the code). */
export async function giftCardOrderView(db: Database, row: GiftCardRow, redirectUrl: string | null = null): Promise<Schemas['GiftCardOrder']> {
  const payment = await lastPayment(db, row.id);
  const shown = payment && payment.status !== 'PENDING' ? payment : null;
  return {
    id: row.id,
    status: row.status as Schemas['GiftCardOrderStatus'],
    amount: euros(row.amountCents),
    for: row.for as Schemas['GiftCardFor'],
    design: row.design as Schemas['GiftCardDesign'],
    recipient_name: row.recipientName ?? '',
    recipient_email: row.recipientEmail ?? '',
    recipient_locale: row.recipientLocale as LocaleCode,
    message: row.message,
    send_on: row.sendOn,
    expires_at: row.expiresAt.toISOString(),
    code_last4: row.code.slice(-4),
    paid_at: row.paidAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    payment: shown
      ? {
          status: shown.status as Schemas['PaymentStatus'],
          redirect_url: shown.status === 'REQUIRES_ACTION' ? redirectUrl : null,
          decline_code: shown.declineCode,
          code: shown.code,
          type: shown.type,
        }
      : null,
  };
}

/**
 * Records what the gateway said of an attempt: the attempt, the card's status (never back from
 * PAID), the buyer a GIVER on their first paid card; a card paid for today leaves at once.
 */
async function recordCharge(deps: GiftCardDeps, payment: PaymentRow, result: ChargeResult, now = new Date()): Promise<GiftCardRow> {
  const failure = result.status === 'FAILED' ? { declineCode: result.declineCode, code: result.code, type: result.type } : { declineCode: null, code: null, type: null };
  const { row, paid } = await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: result.status, externalId: result.externalId, ...failure })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['PENDING', 'REQUIRES_ACTION'])));
    const [changed] = await tx
      .update(giftCards)
      .set({ status: STATUS_AFTER[result.status], paymentMethodId: payment.paymentMethodId, ...(result.status === 'SUCCEEDED' ? { paidAt: now } : {}) })
      .where(and(eq(giftCards.id, payment.giftCardId!), ne(giftCards.status, 'PAID')))
      .returning();
    if (changed?.status === 'PAID' && changed.buyerClientId !== null) {
      await tx.update(clients).set({ giftCardStatus: 'GIVER' }).where(eq(clients.id, changed.buyerClientId));
    }
    const [current] = changed ? [changed] : await tx.select().from(giftCards).where(eq(giftCards.id, payment.giftCardId!));
    return { row: current!, paid: changed?.status === 'PAID' };
  });
  if (paid && row.sendOn <= todayInFrance(now)) {
    // A mail that cannot leave now is left to the trunk clock, which sends every paid card due.
    await sendGiftCard(deps, row.id, now).catch(() => false);
    const [sent] = await deps.db.select().from(giftCards).where(eq(giftCards.id, row.id));
    return sent!;
  }
  return row;
}

/** Charges a claimed (PENDING) attempt; the gateway's key is the attempt's: asked twice, charged once. */
async function charge(deps: GiftCardDeps, card: GiftCardRow, payment: PaymentRow): Promise<{ row: GiftCardRow; result: ChargeResult }> {
  const [method] = await deps.db.select().from(paymentMethods).where(eq(paymentMethods.id, payment.paymentMethodId ?? 0));
  const result: ChargeResult = method
    ? await deps.gateway.charge({
        giftCardId: card.id,
        clientId: card.buyerClientId!,
        amountCents: payment.amountCents,
        method: { externalId: method.externalId, platform: method.platform, paymentGateway: method.paymentGateway },
        returnUrl: appLink(deps.appUrl, card.locale, `/giftcard/payment-successful?id=${card.id}`),
        idempotencyKey: `gift-card-${card.id}-attempt-${payment.id}`,
      })
    : { status: 'FAILED', externalId: null, declineCode: null, code: 'payment_method_deleted', type: 'invalid_request_error' };
  return { row: await recordCharge(deps, payment, result), result };
}

const redirectOf = (result: ChargeResult | null) => (result?.status === 'REQUIRES_ACTION' ? result.redirectUrl : null);

/**
 * The card as the gateway says it stands now: an attempt at 3-D Secure is asked for its outcome;
 * one still with the gateway (another call charging it) is waited for a little; one left PENDING
 * by a stopped process is charged again with its key.
 */
async function settle(deps: GiftCardDeps, card: GiftCardRow): Promise<{ row: GiftCardRow; redirectUrl: string | null }> {
  let payment = await lastPayment(deps.db, card.id);
  for (let waited = 0; payment?.status === 'PENDING' && Date.now() - payment.createdAt.getTime() < STALE_PENDING_MS && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    payment = await lastPayment(deps.db, card.id);
  }
  const [row] = await deps.db.select().from(giftCards).where(eq(giftCards.id, card.id));
  if (!payment) return { row: row!, redirectUrl: null };
  if (payment.status === 'PENDING') {
    const { row: charged, result } = await charge(deps, row!, payment);
    return { row: charged, redirectUrl: redirectOf(result) };
  }
  if (payment.status !== 'REQUIRES_ACTION' || !payment.externalId) return { row: row!, redirectUrl: null };
  const result = await deps.gateway.retrieveCharge(payment.externalId);
  return { row: await recordCharge(deps, payment, result), redirectUrl: redirectOf(result) };
}

/** A new gift card order charged at once; the same key gives back the same order (created: false), never a second charge. */
export async function buyGiftCard(
  deps: GiftCardDeps,
  clientId: number,
  key: string,
  input: Schemas['GiftCardOrderInput'],
  locale: LocaleCode,
  now = new Date(),
): Promise<{ view: Schemas['GiftCardOrder']; created: boolean }> {
  const recipientName = input.recipient_name.trim();
  if (!recipientName) throw invalid('recipient_name', 'recipient_name is required');
  const sendOn = sendOnProblem(input.send_on, now);
  if (sendOn) throw invalid('send_on', sendOn);
  const message = input.message?.trim() || null;
  const method = await usableMethod(deps.db, clientId, input.payment_method_id);
  const amountCents = Math.round(input.amount * 100);
  const claimed = await deps.db.transaction(async (tx) => {
    const [card] = await tx
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        buyerClientId: clientId,
        amountCents,
        design: input.design,
        for: input.for,
        recipientName,
        recipientEmail: input.recipient_email.trim().toLowerCase(),
        recipientLocale: input.recipient_locale ?? locale,
        message,
        sendOn: input.send_on,
        status: 'PENDING_PAYMENT',
        idempotencyKey: key,
        locale,
        paymentMethodId: method.id,
        expiresAt: giftCardExpiry(input.send_on),
      })
      .onConflictDoNothing({ target: [giftCards.buyerClientId, giftCards.idempotencyKey] })
      .returning();
    if (!card) return null;
    const [payment] = await tx
      .insert(payments)
      .values({ giftCardId: card.id, idempotencyKey: 'attempt-1', paymentMethodId: method.id, amountCents, status: 'PENDING' })
      .returning();
    return { card, payment: payment! };
  });
  if (!claimed) {
    const [existing] = await deps.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.buyerClientId, clientId), eq(giftCards.idempotencyKey, key)));
    const { row, redirectUrl } = await settle(deps, existing!);
    return { view: await giftCardOrderView(deps.db, row, redirectUrl), created: false };
  }
  const { row, result } = await charge(deps, claimed.card, claimed.payment);
  return { view: await giftCardOrderView(deps.db, row, redirectOf(result)), created: true };
}

/** One of the client's gift card orders, settled with the gateway when its payer went to 3-D Secure. */
export async function settledGiftCardOrder(deps: GiftCardDeps, clientId: number, id: number): Promise<Schemas['GiftCardOrder']> {
  const { row, redirectUrl } = await settle(deps, await ownGiftCard(deps.db, clientId, id));
  return giftCardOrderView(deps.db, row, redirectUrl);
}

/** Another attempt with `paymentMethodId`; an attempt left at 3-D Secure is cancelled at the gateway first. */
export async function payGiftCard(deps: GiftCardDeps, clientId: number, id: number, paymentMethodId: number): Promise<Schemas['GiftCardOrder']> {
  let { row } = await settle(deps, await ownGiftCard(deps.db, clientId, id));
  const alreadyPaid = () => new ProblemError(409, 'GIFT_CARD_ORDER_ALREADY_PAID', 'Gift card already paid', 'This gift card is already paid');
  if (row.status === 'PAID') throw alreadyPaid();
  const waiting = await lastPayment(deps.db, row.id);
  if (waiting?.status === 'REQUIRES_ACTION' && waiting.externalId) {
    row = await recordCharge(deps, waiting, await deps.gateway.cancelCharge(waiting.externalId));
    if (row.status === 'PAID') throw alreadyPaid();
  }
  const method = await usableMethod(deps.db, clientId, paymentMethodId);
  const claimed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(giftCards).where(eq(giftCards.id, row.id)).for('update');
    if (locked!.status === 'PAID') throw alreadyPaid();
    const [last] = await tx.select().from(payments).where(eq(payments.giftCardId, row.id)).orderBy(desc(payments.id)).limit(1);
    if (last && (last.status === 'PENDING' || last.status === 'REQUIRES_ACTION')) {
      throw new ProblemError(409, 'PAYMENT_IN_PROGRESS', 'Payment in progress', 'Another payment of this gift card is under way');
    }
    const attempts = await tx.$count(payments, eq(payments.giftCardId, row.id));
    const [payment] = await tx
      .insert(payments)
      .values({ giftCardId: row.id, idempotencyKey: `attempt-${attempts + 1}`, paymentMethodId: method.id, amountCents: locked!.amountCents, status: 'PENDING' })
      .returning();
    await tx.update(giftCards).set({ status: 'PENDING_PAYMENT', paymentMethodId: method.id }).where(eq(giftCards.id, row.id));
    return { card: locked!, payment: payment! };
  });
  const { row: charged, result } = await charge(deps, claimed.card, claimed.payment);
  return giftCardOrderView(deps.db, charged, redirectOf(result));
}
