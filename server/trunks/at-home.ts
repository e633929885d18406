import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { euros, productViews } from '../catalogue';
import type { Database } from '../db/client';
import { clients, paymentMethods, payments, products, productVariants, profiles, requests, trunkPieces, trunkSettlements } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { appLink } from '../lib/links';
import {
  DELIVERED_STATUSES,
  KEEP_ALL_DISCOUNT_PERCENT,
  REQUEST_STATUS,
  RETURN_DAYS,
  RETURN_EXTENSION_DAYS,
  returnDeadlineFor,
  STYLING_FEE_CENTS,
  TRUNK_SHIPPING_FEE_CENTS,
} from '../lib/trunk-lifecycle';
import type { MailPort } from '../mail/port';
import { trunkDeliveredMail, trunkPaidMail, type TrunkMailTo, type TrunkReceipt } from '../mail/templates';
import { discountEffect, type DiscountRow } from '../shop';
import { giveBackUnit, requestNotFound, type RequestRow } from './compose';

// The trunk at home (issue 17): its pieces once delivered, the totals of a choice, the checkout as
// the contract gives it, and the return received. Paying is in checkout.ts, the clock's part in clock.ts.

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
export type PieceRow = typeof trunkPieces.$inferSelect;
export type SettlementRow = typeof trunkSettlements.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type Choice = SettlementRow['choices'][number];

/** What the trunk's mails need to be written and linked. */
export interface TrunkMailer {
  mail: MailPort;
  /** Public address of the app (config.appUrl). */
  appUrl: string;
}

export const PIECE_STATUS = { AT_HOME: 'AT_HOME', KEPT_PAID: 'KEPT_PAID', RETURN_PENDING: 'RETURN_PENDING', RETURNED: 'RETURNED' } as const;

export const trunkNotDelivered = () => new ProblemError(409, 'TRUNK_NOT_DELIVERED', 'Trunk not delivered', 'This trunk has not been delivered yet');
export const trunkAlreadyPaid = () => new ProblemError(409, 'TRUNK_ALREADY_PAID', 'Trunk already paid', 'The pieces of this trunk are already paid (or their payment awaits its approval)');
export const deadlinePassed = () => new ProblemError(409, 'RETURN_DEADLINE_PASSED', 'Return deadline passed', 'The time to try this trunk at home is over');

/** One of the client's trunk requests; another client's is as unknown as a missing one. */
export async function ownTrunk(db: Database, clientId: number, requestId: number, lock = false): Promise<RequestRow> {
  const query = db
    .select({ request: requests })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(and(eq(requests.id, requestId), eq(profiles.clientId, clientId)));
  const [row] = lock ? await query.for('update', { of: requests }) : await query;
  if (!row) throw requestNotFound();
  return row.request;
}

/** A trunk the carrier delivered; before (or cancelled), a 409 TRUNK_NOT_DELIVERED. */
export function delivered(row: RequestRow): RequestRow & { deliveredAt: Date; returnDeadline: Date } {
  if (!DELIVERED_STATUSES.includes(row.statusDetailsCode) || !row.deliveredAt || !row.returnDeadline) throw trunkNotDelivered();
  return row as RequestRow & { deliveredAt: Date; returnDeadline: Date };
}

/** Totals of a choice, in cents (the rules of the contract's `quoteTrunkCheckout`). */
export interface TrunkTotals {
  piecesCount: number;
  keptCount: number;
  keptCents: number;
  keepAllDiscountCents: number;
  stylingFeeCents: number;
  feeCreditCents: number;
  discountCents: number;
  discountCode: string | null;
  totalCents: number;
}

/**
 * Kept pieces at their price; all kept: KEEP_ALL_DISCOUNT_PERCENT off them; the code off what is
 * left of them; the styling fee, credited up to the kept pieces after the keep-all discount;
 * shipping offered. Never below 0.
 */
export function trunkTotals(pieces: Array<{ priceCents: number; keep: boolean }>, discount: DiscountRow | null): TrunkTotals {
  const kept = pieces.filter((p) => p.keep);
  const keptCents = kept.reduce((sum, p) => sum + p.priceCents, 0);
  const keepAll = pieces.length > 0 && kept.length === pieces.length;
  const keepAllDiscountCents = keepAll ? Math.round((keptCents * KEEP_ALL_DISCOUNT_PERCENT) / 100) : 0;
  const afterKeepAll = keptCents - keepAllDiscountCents;
  const discountCents = Math.min(discountEffect(discount, afterKeepAll).offCents, afterKeepAll);
  const feeCreditCents = Math.min(STYLING_FEE_CENTS, afterKeepAll);
  const totalCents = Math.max(0, afterKeepAll - discountCents + STYLING_FEE_CENTS - feeCreditCents + TRUNK_SHIPPING_FEE_CENTS);
  return {
    piecesCount: pieces.length,
    keptCount: kept.length,
    keptCents,
    keepAllDiscountCents,
    stylingFeeCents: STYLING_FEE_CENTS,
    feeCreditCents,
    discountCents,
    discountCode: discount?.code ?? null,
    totalCents,
  };
}

export async function piecesOf(db: Database, requestId: number): Promise<PieceRow[]> {
  return db.select().from(trunkPieces).where(eq(trunkPieces.requestId, requestId)).orderBy(asc(trunkPieces.position));
}

export async function settlementOf(db: Database, requestId: number): Promise<SettlementRow | null> {
  const [row] = await db.select().from(trunkSettlements).where(eq(trunkSettlements.requestId, requestId));
  return row ?? null;
}

/** The trunk's last attempt (an attempt that went through after another paid the trunk, DUPLICATE or DUPLICATE_REFUNDED, is not the trunk's). */
export async function lastTrunkPayment(db: Database, requestId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, requestId), notInArray(payments.status, ['DUPLICATE', 'DUPLICATE_REFUNDED'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * Lists the pieces of a trunk from its preview (look 0 item 0, look 0 item 1, …), at their
 * price and names of now. Each already holds its unit of stock since composition.
 */
export async function listPieces(tx: Database, row: RequestRow): Promise<void> {
  const items = (row.previewLooks ?? []).flatMap((look, lookIndex) => look.items.map((item, itemIndex) => ({ ...item, lookIndex, itemIndex })));
  if (!items.length) return;
  const [productRows, variants] = await Promise.all([
    tx.select().from(products).where(inArray(products.id, [...new Set(items.map((i) => i.product_id))])),
    tx.select().from(productVariants).where(inArray(productVariants.id, items.map((i) => i.variant_id))),
  ]);
  await tx.insert(trunkPieces).values(
    items.map((item, position) => {
      const product = productRows.find((p) => p.id === item.product_id)!;
      return {
        requestId: row.id,
        position,
        lookIndex: item.lookIndex,
        itemIndex: item.itemIndex,
        productId: item.product_id,
        variantId: item.variant_id,
        size: variants.find((v) => v.id === item.variant_id)!.size,
        priceCents: product.priceCents,
        names: product.names,
      };
    }),
  );
}

/** Who a trunk's mails go to: the client, in their language, about their kid (null: a woman's own trunk). */
export async function trunkRecipient(db: Database, mailer: TrunkMailer, row: RequestRow): Promise<TrunkMailTo> {
  const [found] = await db
    .select({ profile: profiles, client: clients })
    .from(profiles)
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(profiles.id, row.profileId));
  const { profile, client } = found!;
  const locale = client.locale as LocaleCode;
  return {
    to: { email: client.email, firstname: client.firstname, locale },
    kid: profile.profileType === 'WOMAN' ? null : profile.firstname,
    link: appLink(mailer.appUrl, locale, `/infos/returns/${row.id}`),
  };
}

/** Sends a trunk's mail once what it tells is committed; a mail that fails is logged, the trunk stays as it is. */
export async function sendTrunkMail(log: Log, requestId: number, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.error({ err: error, requestId }, 'trunk mail not sent');
  }
}

/**
 * The carrier delivered a SHIPPED trunk at `now`: DELIVERED, its return deadline set, its pieces
 * listed; then the "delivered" mail. Null when it was not SHIPPED (another node delivered it).
 */
export async function deliverTrunk(db: Database, mailer: TrunkMailer, log: Log, requestId: number, now: Date): Promise<RequestRow | null> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(requests)
      .set({ statusDetailsCode: REQUEST_STATUS.DELIVERED, deliveredAt: now, returnDeadline: returnDeadlineFor(now) })
      .where(and(eq(requests.id, requestId), eq(requests.statusDetailsCode, REQUEST_STATUS.SHIPPED)))
      .returning();
    if (!updated) return null;
    await listPieces(tx, updated);
    return updated;
  });
  if (row) {
    await sendTrunkMail(log, row.id, async () => {
      const to = await trunkRecipient(db, mailer, row);
      await mailer.mail.send(trunkDeliveredMail({ ...to, deadline: row.returnDeadline!, feeCents: STYLING_FEE_CENTS, keepAllPercent: KEEP_ALL_DISCOUNT_PERCENT }));
    });
  }
  return row;
}

/** The receipt of a paid settlement, for its mail. */
export async function receiptOf(db: Database, settlement: SettlementRow, locale: LocaleCode): Promise<TrunkReceipt> {
  const pieces = await piecesOf(db, settlement.requestId);
  const keep = new Set(settlement.choices.filter((c) => c.decision === 'KEEP').map((c) => c.position));
  const [paid] = await db
    .select({ walletCents: payments.walletCents, cardCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.requestId, settlement.requestId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.id))
    .limit(1);
  const [card] =
    settlement.paymentMethodId && (paid?.cardCents ?? 1) > 0
      ? await db.select({ brand: paymentMethods.brand, last4: paymentMethods.last4 }).from(paymentMethods).where(eq(paymentMethods.id, settlement.paymentMethodId))
      : [];
  return {
    kept: pieces.filter((p) => keep.has(p.position)).map((p) => ({ name: p.names[locale], size: p.size, priceCents: p.priceCents })),
    returnedCount: pieces.length - keep.size,
    keptCents: settlement.keptCents,
    keepAllDiscountCents: settlement.keepAllDiscountCents,
    feeCents: settlement.stylingFeeCents,
    feeCreditCents: settlement.feeCreditCents,
    discountCode: settlement.discountCode,
    discountCents: settlement.discountCents,
    totalCents: settlement.totalCents,
    walletCents: paid?.walletCents ?? 0,
    card: card ?? null,
    settledBy: settlement.settledBy as TrunkReceipt['settledBy'],
  };
}

/** Mails the receipt of a trunk just paid. */
export async function sendPaidMail(db: Database, mailer: TrunkMailer, log: Log, requestId: number): Promise<void> {
  await sendTrunkMail(log, requestId, async () => {
    const [row] = await db.select().from(requests).where(eq(requests.id, requestId));
    const settlement = await settlementOf(db, requestId);
    if (!row || !settlement) return;
    const to = await trunkRecipient(db, mailer, row);
    await mailer.mail.send(trunkPaidMail({ ...to, receipt: await receiptOf(db, settlement, to.to.locale) }));
  });
}

/**
 * The return parcel of a trunk was received at the warehouse (its label scanned) at `now`: the
 * pieces to send back are RETURNED, their units back on the shelf, the trunk RETURNED. Run in the
 * caller's transaction; a trunk not RETURN_PENDING is left as it is (0 pieces).
 */
export async function receiveTrunkReturn(tx: Database, requestId: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(requests)
    .set({ statusDetailsCode: REQUEST_STATUS.RETURNED })
    .where(and(eq(requests.id, requestId), eq(requests.statusDetailsCode, REQUEST_STATUS.RETURN_PENDING)))
    .returning({ id: requests.id });
  if (!row) return 0;
  const back = await tx
    .update(trunkPieces)
    .set({ status: PIECE_STATUS.RETURNED, returnedAt: now })
    .where(and(eq(trunkPieces.requestId, requestId), eq(trunkPieces.status, PIECE_STATUS.RETURN_PENDING)))
    .returning({ variantId: trunkPieces.variantId });
  for (const piece of back) await giveBackUnit(tx, piece.variantId);
  if (back.length) await tx.update(products).set({ updatedAt: now }).where(sql`${products.id} in (select ${productVariants.productId} from ${productVariants} where ${inArray(productVariants.id, back.map((p) => p.variantId))})`);
  return back.length;
}

/** Whether the client may still choose: delivered, not paid, the deadline not passed. */
export function canChoose(row: RequestRow, now: Date): boolean {
  return row.statusDetailsCode === REQUEST_STATUS.DELIVERED && row.returnDeadline !== null && row.returnDeadline > now;
}

/** The trunk at home as the contract gives it; `quoted` overlays the choices and totals of a quote. */
export async function checkoutView(
  db: Database,
  row: RequestRow,
  locale: LocaleCode,
  now: Date,
  options: { quoted?: { choices: Choice[]; totals: TrunkTotals; walletCents: number }; redirectUrl?: string | null } = {},
): Promise<Schemas['TrunkCheckout']> {
  const trunk = delivered(row);
  const [pieces, settlement, payment, [profile]] = await Promise.all([
    piecesOf(db, row.id),
    settlementOf(db, row.id),
    lastTrunkPayment(db, row.id),
    db.select({ firstname: profiles.firstname }).from(profiles).where(eq(profiles.id, row.profileId)),
  ]);
  const productRows = pieces.length ? await db.select().from(products).where(inArray(products.id, [...new Set(pieces.map((p) => p.productId))])) : [];
  const views = await productViews(db, productRows, locale);
  const choices = options.quoted?.choices ?? settlement?.choices ?? null;
  const totals: TrunkTotals = options.quoted?.totals ??
    (settlement
      ? {
          piecesCount: pieces.length,
          keptCount: settlement.choices.filter((c) => c.decision === 'KEEP').length,
          keptCents: settlement.keptCents,
          keepAllDiscountCents: settlement.keepAllDiscountCents,
          stylingFeeCents: settlement.stylingFeeCents,
          feeCreditCents: settlement.feeCreditCents,
          discountCents: settlement.discountCents,
          discountCode: settlement.discountCode,
          totalCents: settlement.totalCents,
        }
      : trunkTotals(pieces.map((p) => ({ priceCents: p.priceCents, keep: true })), null));
  const [method] =
    payment?.paymentMethodId != null
      ? await db.select({ brand: paymentMethods.brand, last4: paymentMethods.last4 }).from(paymentMethods).where(eq(paymentMethods.id, payment.paymentMethodId))
      : [];
  const choosing = canChoose(row, now);
  const walletCents = options.quoted ? options.quoted.walletCents : settlement ? (payment?.walletCents ?? 0) : 0;
  const paymentStatus = payment?.status === 'PENDING' ? 'REQUIRES_ACTION' : payment?.status;
  return {
    request_id: row.id,
    profile_id: row.profileId,
    profile_firstname: profile?.firstname ?? '',
    status: row.statusDetailsCode as Schemas['TrunkCheckout']['status'],
    delivered_at: trunk.deliveredAt.toISOString(),
    return_deadline: trunk.returnDeadline.toISOString(),
    deadline_extended: row.deadlineExtendedAt !== null,
    can_choose: choosing,
    can_extend: choosing && row.deadlineExtendedAt === null,
    rules: { return_days: RETURN_DAYS, extension_days: RETURN_EXTENSION_DAYS, keep_all_discount_percent: KEEP_ALL_DISCOUNT_PERCENT, styling_fee: euros(STYLING_FEE_CENTS) },
    pieces: pieces.map((piece) => {
      const choice = piece.decision ? null : choices?.find((c) => c.position === piece.position);
      return {
        position: piece.position,
        look_index: piece.lookIndex,
        item_index: piece.itemIndex,
        product: views.find((p) => p.id === piece.productId)!,
        variant_id: piece.variantId,
        size: piece.size,
        price: euros(piece.priceCents),
        status: piece.status as Schemas['TrunkPieceStatus'],
        decision: (piece.decision ?? choice?.decision ?? null) as Schemas['TrunkDecision'] | null,
        return_reason: (piece.decision ? piece.returnReason : (choice?.return_reason ?? null)) as Schemas['TrunkReturnReason'] | null,
        size_remark: piece.decision ? piece.sizeRemark : (choice?.size_remark ?? null),
      };
    }),
    totals: {
      pieces_count: pieces.length,
      kept_count: totals.keptCount,
      returned_count: pieces.length - totals.keptCount,
      kept_amount: euros(totals.keptCents),
      keep_all_discount: euros(totals.keepAllDiscountCents),
      styling_fee: euros(totals.stylingFeeCents),
      styling_fee_credit: euros(totals.feeCreditCents),
      shipping_fee: euros(TRUNK_SHIPPING_FEE_CENTS),
      discount: euros(totals.discountCents),
      discount_code: totals.discountCode,
      total: euros(totals.totalCents),
      wallet_amount: euros(walletCents),
      card_amount: euros(totals.totalCents - walletCents),
    },
    payment:
      payment && paymentStatus
        ? {
            status: paymentStatus as Schemas['PaymentStatus'],
            amount: euros(payment.amountCents),
            redirect_url: paymentStatus === 'REQUIRES_ACTION' ? (options.redirectUrl ?? null) : null,
            decline_code: payment.declineCode,
            code: payment.code,
            type: payment.type,
            paid_at: payment.status === 'SUCCEEDED' ? (settlement?.paidAt?.toISOString() ?? null) : null,
            settled_by: (settlement?.settledBy ?? 'client') as 'client' | 'deadline',
            payment_method: method ?? null,
          }
        : null,
  };
}
