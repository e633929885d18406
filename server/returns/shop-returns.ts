import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { euros, imageUrl } from '../catalogue';
import type { Database } from '../db/client';
import { orderLines, orders, products, returnLabels, shopReturnLines, shopReturns } from '../db/schema';
import { ProblemError, validationProblem, type FieldError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { withdrawalDeadline } from '../lib/returns-rules';
import { labelView, makeLabel, type LabelRow } from './labels';

export type ShopReturnRow = typeof shopReturns.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

const orderNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such order');

/** One of the client's orders; another client's is as unknown as a missing one. `lock`: for update. */
async function ownOrder(db: Database, clientId: number, orderId: number, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw orderNotFound();
  return row;
}

/** Units of each line (by position) already sent back or on their way, whatever the return's status. */
async function returnedUnits(db: Database, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ position: shopReturnLines.position, quantity: shopReturnLines.quantity })
    .from(shopReturnLines)
    .innerJoin(shopReturns, eq(shopReturns.id, shopReturnLines.returnId))
    .where(eq(shopReturns.orderId, orderId));
  const units = new Map<number, number>();
  for (const row of rows) units.set(row.position, (units.get(row.position) ?? 0) + row.quantity);
  return units;
}

/** Whether pieces of the order may be sent back at `now`: delivered, within the withdrawal period. */
export function withdrawalOpen(order: OrderRow, now: Date): boolean {
  return order.status === 'PAID' && order.deliveredAt !== null && now <= withdrawalDeadline(order.deliveredAt);
}

/**
 * What the client pays for `itemsCents` of the order's pieces once the order's discount is shared
 * over them in proportion: so the refunds of every piece add up to what was paid for them.
 */
function paidFor(order: OrderRow, itemsCents: number): number {
  if (order.itemsCents <= 0) return 0;
  return itemsCents - Math.round((order.discountCents * itemsCents) / order.itemsCents);
}

/**
 * The refund of a return of `returnedCents` worth of pieces when `beforeCents` worth came back
 * before: their price less their share of the discount; plus the shipping fee when every unit of
 * the order is back (a full withdrawal), so that the refunds of a full withdrawal add up to the
 * order's total.
 */
export function refundOf(order: OrderRow, beforeCents: number, returnedCents: number, everyUnitBack: boolean): { refundCents: number; shippingCents: number } {
  const pieces = paidFor(order, beforeCents + returnedCents) - paidFor(order, beforeCents);
  const shippingCents = everyUnitBack ? Math.max(0, order.totalCents - paidFor(order, order.itemsCents)) : 0;
  return { refundCents: pieces + shippingCents, shippingCents };
}

/** Returns as the contract gives them, each with its lines and label. */
export async function returnViews(db: Database, rows: ShopReturnRow[], locale: LocaleCode): Promise<Schemas['ShopReturn'][]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [lines, labels] = await Promise.all([
    db
      .select({ line: shopReturnLines, orderLine: orderLines })
      .from(shopReturnLines)
      .innerJoin(shopReturns, eq(shopReturns.id, shopReturnLines.returnId))
      .innerJoin(orderLines, and(eq(orderLines.orderId, shopReturns.orderId), eq(orderLines.position, shopReturnLines.position)))
      .where(inArray(shopReturnLines.returnId, ids))
      .orderBy(asc(shopReturnLines.position)),
    db.select().from(returnLabels).where(inArray(returnLabels.returnId, ids)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    status: row.status as Schemas['ShopReturnStatus'],
    lines: lines
      .filter(({ line }) => line.returnId === row.id)
      .map(({ line, orderLine }) => ({
        position: line.position,
        name: orderLine.names[locale],
        size: orderLine.size,
        quantity: line.quantity,
        reason: line.reason as Schemas['ShopReturnReason'],
        unit_price: euros(line.unitPriceCents),
      })),
    refund_amount: euros(row.refundCents),
    refund_shipping_fee: euros(row.shippingRefundCents),
    refund_to: row.refundTo as Schemas['ShopReturn']['refund_to'],
    refund_wallet_amount: euros(row.walletRefundCents),
    label: labelView(labels.find((label) => label.returnId === row.id)!),
    created_at: row.createdAt.toISOString(),
    received_at: row.receivedAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  }));
}

export async function orderReturns(db: Database, orderIds: number[], locale: LocaleCode): Promise<Schemas['ShopReturn'][]> {
  if (!orderIds.length) return [];
  const rows = await db.select().from(shopReturns).where(inArray(shopReturns.orderId, orderIds)).orderBy(desc(shopReturns.createdAt), desc(shopReturns.id));
  return returnViews(db, rows, locale);
}

/** What of the order may still be sent back (see `getOrderReturn` in the contract). */
export async function orderReturnOptions(db: Database, clientId: number, orderId: number, locale: LocaleCode, now: Date): Promise<Schemas['OrderReturnOptions']> {
  const order = await ownOrder(db, clientId, orderId);
  const [lines, units] = await Promise.all([
    db
      .select({ line: orderLines, imageCount: products.imageCount })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position)),
    returnedUnits(db, orderId),
  ]);
  const open = withdrawalOpen(order, now);
  const views = lines.map(({ line, imageCount }) => ({
    position: line.position,
    product_id: line.productId,
    name: line.names[locale],
    size: line.size,
    image: imageCount > 0 ? imageUrl(line.productId, 1) : null,
    unit_price: euros(line.unitPriceCents),
    quantity: line.quantity,
    returnable_quantity: open ? Math.max(0, line.quantity - (units.get(line.position) ?? 0)) : 0,
  }));
  return {
    order_id: order.id,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    withdrawal_deadline: order.deliveredAt ? withdrawalDeadline(order.deliveredAt).toISOString() : null,
    can_return: open && views.some((line) => line.returnable_quantity > 0),
    lines: views,
    returns: await orderReturns(db, [order.id], locale),
  };
}

/**
 * What the order's card may still get back: what the card paid (the total less the wallet's part)
 * less what earlier returns of the order give back to it. Beyond, a refund goes to the wallet.
 */
async function cardRefundable(db: Database, order: OrderRow): Promise<number> {
  const earlier = await db
    .select({ refundCents: shopReturns.refundCents, walletCents: shopReturns.walletRefundCents })
    .from(shopReturns)
    .where(eq(shopReturns.orderId, order.id));
  const toCard = earlier.reduce((sum, row) => sum + row.refundCents - row.walletCents, 0);
  return Math.max(0, order.totalCents - order.walletCents - toCard);
}

/**
 * A withdrawal of pieces of a delivered order (see `createOrderReturn` in the contract), with its
 * label, in one transaction. The order's row is locked first: a second call with the same key
 * waits, then finds the return and gives it back (`created` false); two returns with different
 * keys are counted one after the other, so together they never send back more than was bought.
 */
export async function placeReturn(
  db: Database,
  clientId: number,
  orderId: number,
  key: string,
  input: Schemas['ShopReturnInput'],
  now: Date,
): Promise<{ row: ShopReturnRow; label: LabelRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, clientId, orderId, true);
    const [known] = await tx
      .select()
      .from(shopReturns)
      .where(and(eq(shopReturns.clientId, clientId), eq(shopReturns.idempotencyKey, key)));
    if (known) {
      if (known.orderId !== orderId) throw new ProblemError(409, 'IDEMPOTENCY_KEY_REUSED', 'Key already used', 'This Idempotency-Key was used for a return of another order');
      const [label] = await tx.select().from(returnLabels).where(eq(returnLabels.returnId, known.id));
      return { row: known, label: label!, created: false };
    }
    if (order.status !== 'PAID' || order.deliveredAt === null) {
      throw new ProblemError(409, 'ORDER_NOT_DELIVERED', 'Order not delivered', 'Pieces may be sent back once the order is delivered');
    }
    if (now > withdrawalDeadline(order.deliveredAt)) {
      throw new ProblemError(409, 'WITHDRAWAL_PERIOD_OVER', 'Withdrawal period over', 'The 14 days to send pieces of this order back are over');
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const byPosition = new Map<number, OrderLineRow>(lines.map((line) => [line.position, line]));
    const units = await returnedUnits(tx, orderId);
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    input.lines.forEach((line, i) => {
      const field = (name: string) => `lines[${i}].${name}`;
      const error = (name: string, detail: string) => errors.push({ field: field(name), pointer: `/lines/${i}/${name}`, in: 'body', detail: `${field(name)}: ${detail}` });
      const ordered = byPosition.get(line.position);
      if (seen.has(line.position)) error('position', 'this order line is already named by another line of the return');
      else if (!ordered) error('position', 'the order has no line at this position');
      else if (line.quantity > ordered.quantity - (units.get(line.position) ?? 0)) {
        error('quantity', `at most ${Math.max(0, ordered.quantity - (units.get(line.position) ?? 0))} unit(s) of this line may still be sent back`);
      }
      seen.add(line.position);
    });
    if (errors.length) throw validationProblem(errors);

    const worth = (position: number, quantity: number) => byPosition.get(position)!.unitPriceCents * quantity;
    let beforeCents = 0;
    for (const [position, quantity] of units) beforeCents += worth(position, quantity);
    const returnedCents = input.lines.reduce((sum, line) => sum + worth(line.position, line.quantity), 0);
    const unitsBack = [...units.values()].reduce((a, b) => a + b, 0) + input.lines.reduce((sum, line) => sum + line.quantity, 0);
    const everyUnitBack = unitsBack === lines.reduce((sum, line) => sum + line.quantity, 0);
    const { refundCents, shippingCents } = refundOf(order, beforeCents, returnedCents, everyUnitBack);
    const walletRefundCents = input.refund_to === 'WALLET' ? refundCents : refundCents - Math.min(refundCents, await cardRefundable(tx, order));
    const [row] = await tx
      .insert(shopReturns)
      .values({
        orderId,
        clientId,
        idempotencyKey: key,
        status: 'AWAITING_PARCEL',
        refundTo: input.refund_to,
        refundCents,
        shippingRefundCents: shippingCents,
        walletRefundCents,
        createdAt: now,
      })
      .returning();
    await tx.insert(shopReturnLines).values(
      input.lines.map((line) => ({
        returnId: row!.id,
        position: line.position,
        quantity: line.quantity,
        reason: line.reason,
        comment: line.comment?.trim() || null,
        unitPriceCents: byPosition.get(line.position)!.unitPriceCents,
      })),
    );
    const label = await makeLabel(tx, clientId, { kind: 'ORDER', orderId, returnId: row!.id }, now);
    return { row: row!, label, created: true };
  });
}

/** The client's delivered orders still in their withdrawal period, or with a return not yet refunded. */
export async function returnableOrders(db: Database, clientId: number, locale: LocaleCode, now: Date): Promise<Schemas['ReturnsOverview']['orders']> {
  const delivered = await db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.status, 'PAID'), isNotNull(orders.deliveredAt)));
  if (!delivered.length) return [];
  const ids = delivered.map((order) => order.id);
  const [returns, lines] = await Promise.all([orderReturns(db, ids, locale), db.select().from(orderLines).where(inArray(orderLines.orderId, ids))]);
  const result: Schemas['ReturnsOverview']['orders'] = [];
  for (const order of delivered) {
    const own = returns.filter((r) => r.order_id === order.id);
    const open = withdrawalOpen(order, now);
    const underWay = own.some((r) => r.status !== 'REFUNDED');
    if (!open && !underWay) continue;
    const bought = lines.filter((line) => line.orderId === order.id).reduce((sum, line) => sum + line.quantity, 0);
    const back = own.reduce((sum, r) => sum + r.lines.reduce((s, line) => s + line.quantity, 0), 0);
    result.push({
      order_id: order.id,
      delivered_at: order.deliveredAt!.toISOString(),
      withdrawal_deadline: withdrawalDeadline(order.deliveredAt!).toISOString(),
      returnable_quantity: open ? Math.max(0, bought - back) : 0,
      returns: own,
    });
  }
  return result.sort((a, b) => a.withdrawal_deadline.localeCompare(b.withdrawal_deadline) || a.order_id - b.order_id);
}

