import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { clients, orderLines, payments, productVariants, profiles, requests, returnLabels, shopReturnLines, shopReturns } from '../db/schema';
import type { LocaleCode } from '../http/types';
import { move, takeBackPoints } from '../ledger';
import { appLink } from '../lib/links';
import { REFUND_MAX_ATTEMPTS, type ReturnModeName } from '../lib/returns-rules';
import type { ReturnsDeps } from './deps';
import { anyLabel, type LabelRow } from './labels';
import { labelReadyMail, returnReceivedMail, type Recipient, type RefundParts, type Subject } from './mails';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** Refunds refused by the gateway are asked for again this long after the last attempt. */
const RETRY_AFTER_MS = 24 * 3_600_000;
/** A return received whose refund was never asked for (the process stopped in between) is taken up after this long. */
const STUCK_AFTER_MS = 3_600_000;

async function recipientOf(db: Database, clientId: number): Promise<Recipient | null> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  return client ? { email: client.email, firstname: client.firstname, locale: client.locale as LocaleCode } : null;
}

async function subjectOf(db: Database, label: LabelRow): Promise<Subject> {
  if (label.kind !== 'TRUNK') return { kind: 'ORDER', id: label.orderId! };
  const [profile] = await db
    .select({ firstname: profiles.firstname, type: profiles.profileType })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(eq(requests.id, label.requestId!));
  return { kind: 'TRUNK', id: label.requestId!, kid: profile && profile.type !== 'WOMAN' ? profile.firstname : null };
}

/** Queues the "label ready" mail of a new label; a failed mail is logged, the label stays. */
export async function mailLabelReady(db: Database, deps: Pick<ReturnsDeps, 'mail' | 'appUrl'>, label: LabelRow, log: Log): Promise<void> {
  try {
    const to = await recipientOf(db, label.clientId);
    if (!to) return;
    await deps.mail.send(labelReadyMail(to, await subjectOf(db, label), label.carrier, label.mode as ReturnModeName, appLink(deps.appUrl, to.locale, '/infos/return-labels')));
  } catch (error) {
    log.error({ err: error, labelId: label.id }, 'label mail not sent');
  }
}

/**
 * Asks the gateway for a return's refund, once: the key names the attempt, and moves on only
 * after a refusal was written, so a refund the gateway made but this server did not record is
 * found again under the same key. REFUNDED, or REFUND_FAILED (retried by the clock).
 */
export async function refundReturn(db: Database, deps: Pick<ReturnsDeps, 'payments'>, returnId: number, now: Date, log: Log): Promise<'REFUNDED' | 'REFUND_FAILED' | 'SKIPPED'> {
  const [row] = await db.select().from(shopReturns).where(eq(shopReturns.id, returnId));
  if (!row || (row.status !== 'RECEIVED' && row.status !== 'REFUND_FAILED')) return 'SKIPPED';
  if (!deps.payments) return 'SKIPPED';
  const done = async (status: 'REFUNDED', externalId: string) => {
    await db
      .update(shopReturns)
      .set({ status, refundExternalId: externalId, refundedAt: now, refundFailure: null })
      .where(and(eq(shopReturns.id, returnId), inArray(shopReturns.status, ['RECEIVED', 'REFUND_FAILED'])));
    return status;
  };
  const failed = async (failure: string) => {
    await db
      .update(shopReturns)
      .set({ status: 'REFUND_FAILED', refundAttempts: sql`${shopReturns.refundAttempts} + 1`, lastRefundAttemptAt: now, refundFailure: failure })
      .where(and(eq(shopReturns.id, returnId), inArray(shopReturns.status, ['RECEIVED', 'REFUND_FAILED'])));
    log.warn({ returnId, failure }, 'refund refused');
    return 'REFUND_FAILED' as const;
  };
  if (row.refundCents <= 0) return done('REFUNDED', 'nothing-to-refund');
  // The wallet's part was credited on reception: only the card's goes through the gateway.
  const cardCents = row.refundCents - row.walletRefundCents;
  if (cardCents <= 0) return done('REFUNDED', 'wallet');
  const [charge] = await db
    .select({ externalId: payments.externalId })
    .from(payments)
    .where(and(eq(payments.orderId, row.orderId), eq(payments.status, 'SUCCEEDED')))
    .limit(1);
  if (!charge?.externalId) return failed('no_charge');
  try {
    const result = await deps.payments.refund({ chargeExternalId: charge.externalId, amountCents: cardCents, idempotencyKey: `little-closet-return-${row.id}-attempt-${row.refundAttempts + 1}` });
    return result.status === 'SUCCEEDED' ? done('REFUNDED', result.externalId) : failed(result.declineCode ?? result.code ?? result.type);
  } catch (error) {
    log.error({ err: error, returnId }, 'refund failed');
    return failed('gateway_error');
  }
}

/**
 * A label scanned at the warehouse (see `receiveReturnParcel` in the contract). In one
 * transaction, the label locked: a label already received changes nothing (`received` false).
 * A trunk's pieces go back through the trunks domain; a shop return's units go back to stock.
 * Then the refund, and the "return received" mail.
 */
export async function receiveLabel(db: Database, deps: ReturnsDeps, labelId: number, now: Date, log: Log): Promise<{ label: LabelRow; received: boolean }> {
  await anyLabel(db, labelId);
  const outcome = await db.transaction(async (tx) => {
    const [label] = await tx.select().from(returnLabels).where(eq(returnLabels.id, labelId)).for('update');
    if (label!.status === 'RECEIVED') return { label: label!, received: false };
    const [row] = await tx.update(returnLabels).set({ status: 'RECEIVED', receivedAt: now }).where(eq(returnLabels.id, labelId)).returning();
    if (label!.kind === 'TRUNK') await deps.receiveTrunkReturn(tx, label!.requestId!, now);
    else if (label!.kind === 'ORDER') {
      const [taken] = await tx
        .update(shopReturns)
        .set({ status: 'RECEIVED', receivedAt: now })
        .where(and(eq(shopReturns.id, label!.returnId!), eq(shopReturns.status, 'AWAITING_PARCEL')))
        .returning();
      if (taken) {
        const lines = await tx
          .select({ variantId: orderLines.variantId, quantity: shopReturnLines.quantity })
          .from(shopReturnLines)
          .innerJoin(orderLines, and(eq(orderLines.orderId, taken.orderId), eq(orderLines.position, shopReturnLines.position)))
          .where(eq(shopReturnLines.returnId, taken.id))
          .orderBy(asc(orderLines.variantId));
        for (const line of lines) {
          await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
            .where(eq(productVariants.id, line.variantId));
        }
        // The wallet's part at once (SHOP_REFUND), and the points the refunded pieces earned taken back.
        if (taken.walletRefundCents > 0) {
          await move(tx, {
            clientId: taken.clientId,
            account: 'WALLET',
            amount: taken.walletRefundCents,
            reason: 'SHOP_REFUND',
            key: `shop-return:${taken.id}:refund`,
            shopReturnId: taken.id,
            orderId: taken.orderId,
          });
        }
        await takeBackPoints(tx, { clientId: taken.clientId, shopReturnId: taken.id, orderId: taken.orderId, refundedCents: taken.refundCents - taken.shippingRefundCents });
      }
    }
    return { label: row!, received: true };
  });
  if (!outcome.received) return outcome;
  let refund: RefundParts | null = null;
  if (outcome.label.kind === 'ORDER') {
    await refundReturn(db, deps, outcome.label.returnId!, now, log);
    const [row] = await db.select({ refundCents: shopReturns.refundCents, walletCents: shopReturns.walletRefundCents }).from(shopReturns).where(eq(shopReturns.id, outcome.label.returnId!));
    refund = { cardCents: (row?.refundCents ?? 0) - (row?.walletCents ?? 0), walletCents: row?.walletCents ?? 0 };
  }
  try {
    const to = await recipientOf(db, outcome.label.clientId);
    if (to) await deps.mail.send(returnReceivedMail(to, await subjectOf(db, outcome.label), refund));
  } catch (error) {
    log.error({ err: error, labelId }, 'reception mail not sent');
  }
  return outcome;
}

/** Refunds refused a day ago or more (at most REFUND_MAX_ATTEMPTS in all), and receptions whose refund was never asked for. */
export async function retryRefunds(db: Database, deps: ReturnsDeps, now: Date, log: Log): Promise<number> {
  const due = await db
    .select({ id: shopReturns.id })
    .from(shopReturns)
    .where(
      or(
        and(eq(shopReturns.status, 'REFUND_FAILED'), lte(shopReturns.lastRefundAttemptAt, new Date(now.getTime() - RETRY_AFTER_MS)), sql`${shopReturns.refundAttempts} < ${REFUND_MAX_ATTEMPTS}`),
        and(eq(shopReturns.status, 'RECEIVED'), lte(shopReturns.receivedAt, new Date(now.getTime() - STUCK_AFTER_MS))),
      ),
    )
    .orderBy(asc(shopReturns.id));
  let retried = 0;
  for (const { id } of due) {
    if ((await refundReturn(db, deps, id, now, log)) !== 'SKIPPED') retried++;
  }
  return retried;
}
