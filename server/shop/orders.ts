import { and, asc, desc, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { euros, imageUrl } from '../catalogue';
import type { Database } from '../db/client';
import { addresses, cartLines, clients, discountRedemptions, orderLines, orders, paymentMethods, payments, products, productVariants } from '../db/schema';
import { fieldProblem, ProblemError, unauthorized, type FieldError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { withdrawalDeadline } from '../lib/returns-rules';
import { carrierOf, isRelayCountry } from '../geo';
import { afterPayment, centsOf, lockedBalanceOf, move, walletInsufficient } from '../ledger';
import type { ChargeResult } from '../payments';
import { itemsCents, savedCart, type CartItem } from './cart';
import { discountEffect, usableDiscount } from './discounts';
import { orderTotals, withSubscriberOffer } from './pricing';

export type OrderRow = typeof orders.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;
type ClientRow = typeof clients.$inferSelect;
type PaymentMethodRow = typeof paymentMethods.$inferSelect;
type OrderAddress = Schemas['OrderAddress'];

/** An order not paid keeps its units this long after it was made; then it is cancelled and they go back to stock. */
export const ORDER_HOLD_HOURS = 24;

/** The statuses of an order whose units are held while the client may still pay. */
const UNPAID = ['PENDING_PAYMENT', 'PAYMENT_FAILED'];

/** The order's status after a payment attempt. */
const STATUS_AFTER: Record<ChargeResult['status'], Schemas['OrderStatus']> = {
  SUCCEEDED: 'PAID',
  REQUIRES_ACTION: 'PAYMENT_REQUIRES_ACTION',
  FAILED: 'PAYMENT_FAILED',
};

const invalid = (field: string, detail: string) => fieldProblem('VALIDATION_ERROR', 'Invalid request', field, detail);
const orderNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such order');

/** An address of the client of that kind, not deleted. */
export async function ownAddress(db: Database, clientId: number, id: number, kind: 'BILLING' | 'SHIPPING'): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId), eq(addresses.kind, kind), isNull(addresses.deletedAt)));
  return row ?? null;
}

/** A payment method of the client, not deleted and not expired (its expiry date not before today); else a 400 naming `payment_method_id`. */
export async function usablePaymentMethod(db: Database, clientId: number, id: number | null | undefined): Promise<PaymentMethodRow> {
  if (!id) throw invalid('payment_method_id', 'payment_method_id is required');
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.clientId, clientId), isNull(paymentMethods.deletedAt)));
  if (!row) throw invalid('payment_method_id', 'payment_method_id is not one of your payment methods');
  if (row.expirationDate !== null && row.expirationDate < todayInFrance()) throw invalid('payment_method_id', 'payment_method_id has expired');
  return row;
}

/** One of the client's orders; another client's is as unknown as a missing one. */
export async function ownOrder(db: Database, clientId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.clientId, clientId)));
  if (!row) throw orderNotFound();
  return row;
}

function snapshot(address: AddressRow, client: ClientRow): OrderAddress {
  return {
    firstname: address.firstname ?? client.firstname,
    lastname: address.lastname ?? client.lastname,
    street: address.street,
    street_complement: address.streetComplement,
    postcode: address.postcode,
    city: address.city,
    country_code: address.countryCode,
    phone: address.phone,
  };
}

/** Where the order goes: the shipping address (HOME), or the relay point with the client's names and billing phone (RELAY). */
async function destination(db: Database, client: ClientRow, input: Schemas['OrderInput'], billing: AddressRow) {
  if (input.shipping_mode === 'RELAY') {
    const point = input.relay_point;
    if (!point) throw invalid('relay_point', 'relay_point is required for a delivery to a relay point');
    if (!isRelayCountry(point.country_code)) throw invalid('relay_point', 'relay_point must be in a country with relay points');
    const address: OrderAddress = {
      firstname: client.firstname,
      lastname: client.lastname,
      street: point.street,
      street_complement: point.name,
      postcode: point.postcode,
      city: point.city,
      country_code: point.country_code,
      phone: billing.phone,
    };
    return { address, relayPoint: point };
  }
  if (!input.shipping_address_id) throw invalid('shipping_address_id', 'shipping_address_id is required for a home delivery');
  const shipping = await ownAddress(db, client.id, input.shipping_address_id, 'SHIPPING');
  if (!shipping) throw invalid('shipping_address_id', 'shipping_address_id is not one of your shipping addresses');
  return { address: snapshot(shipping, client), relayPoint: null };
}

/**
 * Takes each line's units from stock, sizes in id order (so that two orders never wait on each
 * other). Lines without enough stock make a 409 NOT_ENOUGH_STOCK naming each of them (`lines[i]`,
 * their place in the cart, with their `variant_id`); the caller's transaction then writes nothing.
 */
async function takeStock(tx: Database, items: CartItem[]): Promise<void> {
  const short: number[] = [];
  const byVariant = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.variant.id - b.item.variant.id);
  for (const { item, index } of byVariant) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${item.quantity}` })
      .where(and(eq(productVariants.id, item.variant.id), gte(productVariants.stock, item.quantity)))
      .returning({ id: productVariants.id });
    if (!taken.length) short.push(index);
  }
  if (short.length) {
    const errors: Array<FieldError & { variant_id: number }> = short
      .sort((a, b) => a - b)
      .map((i) => ({ field: `lines[${i}]`, pointer: `/lines/${i}`, in: 'body', detail: `lines[${i}]: not enough stock of this size`, variant_id: items[i]!.variant.id }));
    throw new ProblemError(409, 'NOT_ENOUGH_STOCK', 'Not enough stock', 'Too few pieces are in stock for some lines of the cart', errors);
  }
}

/**
 * Orders the client's cart (see `createOrder` in the contract), in one transaction. The client's
 * row is locked first: a second call with the same key waits, then finds the order and gives it
 * back (`created` false).
 */
export async function placeOrder(
  db: Database,
  clientId: number,
  key: string,
  input: Schemas['OrderInput'],
  locale: LocaleCode,
): Promise<{ row: OrderRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
    if (!client) throw unauthorized();
    const [known] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, key)));
    if (known) return { row: known, created: false };
    // The wallet first, its balance locked to the end: of two orders at once spending one balance,
    // the second waits here, then is refused (409 WALLET_INSUFFICIENT) before anything is written.
    const walletAsked = input.wallet_amount ? centsOf(input.wallet_amount, 'wallet_amount') : 0;
    if (walletAsked > 0 && walletAsked > (await lockedBalanceOf(tx, clientId, 'WALLET'))) throw walletInsufficient();

    const items = await savedCart(tx, clientId);
    if (!items.length) throw invalid('cart', 'The cart is empty: cart must hold something to order');
    const billing = input.billing_address_id ? await ownAddress(tx, clientId, input.billing_address_id, 'BILLING') : null;
    if (!billing) {
      throw invalid('billing_address_id', input.billing_address_id ? 'billing_address_id is not one of your billing addresses' : 'billing_address_id is required');
    }
    // A wallet may pay it all: then no method is needed (checked once the total is known).
    const method = input.payment_method_id || !walletAsked ? await usablePaymentMethod(tx, clientId, input.payment_method_id) : null;
    if (!client.firstname?.trim()) throw invalid('firstname', 'firstname is required: add it to your account');
    if (!client.lastname?.trim()) throw invalid('lastname', 'lastname is required: add it to your account');
    const { address, relayPoint } = await destination(tx, client, input, billing);
    if (input.terms_accepted !== true) throw invalid('terms_accepted', 'terms_accepted must be true: the buyer accepts the shop terms before ordering');
    const discount = input.discount_code?.trim() ? await usableDiscount(tx, clientId, input.discount_code, { lock: true }) : null;

    const worth = itemsCents(items);
    const totals = orderTotals(worth, withSubscriberOffer(discountEffect(discount, worth), worth, client), input.shipping_mode, address.country_code);
    if (walletAsked > totals.totalCents) throw invalid('wallet_amount', 'wallet_amount must not exceed the order\'s total');
    const paidByWallet = walletAsked > 0 && walletAsked === totals.totalCents;
    if (!method && !paidByWallet) await usablePaymentMethod(tx, clientId, input.payment_method_id);
    await takeStock(tx, items);
    const now = new Date();
    const [row] = await tx
      .insert(orders)
      .values({
        clientId,
        idempotencyKey: key,
        status: paidByWallet ? 'PAID' : 'PENDING_PAYMENT',
        paidAt: paidByWallet ? now : null,
        walletCents: walletAsked,
        itemsCents: totals.itemsCents,
        discountCents: totals.discountCents,
        shippingFeeCents: totals.shippingFeeCents,
        shippingFeeOffered: totals.shippingFeeOffered,
        totalCents: totals.totalCents,
        discountCode: discount?.code ?? null,
        shippingMode: input.shipping_mode,
        carrier: carrierOf(address.country_code),
        relayPoint,
        shippingAddress: address,
        billingAddress: snapshot(billing, client),
        paymentMethodId: method?.id ?? null,
        locale,
        termsAcceptedAt: now,
      })
      .returning();
    const order = row!;
    await tx.insert(orderLines).values(
      items.map((item, position) => ({
        orderId: order.id,
        position,
        productId: item.product.id,
        variantId: item.variant.id,
        lookId: item.lookId,
        size: item.variant.size,
        quantity: item.quantity,
        unitPriceCents: item.product.priceCents,
        names: item.product.names,
      })),
    );
    if (discount) await tx.insert(discountRedemptions).values({ code: discount.code, clientId, orderId: order.id });
    // More than the wallet holds: a 409 WALLET_INSUFFICIENT, and this transaction (the order, its stock) writes nothing.
    if (walletAsked) await move(tx, { clientId, account: 'WALLET', amount: -walletAsked, reason: 'ORDER_PAYMENT', key: `order:${order.id}:wallet`, orderId: order.id });
    if (paidByWallet) await afterPayment(tx, { clientId, orderId: order.id, paidCents: piecesPaidCents(order), paymentMethodId: null });
    await tx.delete(cartLines).where(eq(cartLines.clientId, clientId));
    await tx.update(clients).set({ shopStatus: 'ORDERED' }).where(eq(clients.id, clientId));
    return { row: order, created: true };
  });
}

/**
 * Writes what the gateway answered for a payment attempt (a new attempt, or the outcome of one
 * after its redirect, matched by the gateway's id) and moves the order on, unless it is already
 * paid or cancelled.
 */
export async function recordCharge(db: Database, order: OrderRow, paymentMethodId: number | null, result: ChargeResult): Promise<OrderRow> {
  const failure = result.status === 'FAILED' ? { declineCode: result.declineCode, code: result.code, type: result.type } : { declineCode: null, code: null, type: null };
  return db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({ orderId: order.id, paymentMethodId, externalId: result.externalId, amountCents: cardCents(order), status: result.status, ...failure })
      .onConflictDoUpdate({ target: payments.externalId, set: { status: result.status, ...failure } });
    const [row] = await tx
      .update(orders)
      .set({ status: STATUS_AFTER[result.status], paymentMethodId, paidAt: result.status === 'SUCCEEDED' ? new Date() : null })
      .where(and(eq(orders.id, order.id), notInArray(orders.status, ['PAID', 'CANCELLED'])))
      .returning();
    if (row?.status === 'PAID') await afterPayment(tx, { clientId: row.clientId, orderId: row.id, paidCents: piecesPaidCents(row), paymentMethodId });
    if (row) return row;
    // Already paid or cancelled (by another call settling it at the same time): as it stands now.
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return current ?? order;
  });
}

/** What the card is charged for an order: its total less the wallet's part. */
export const cardCents = (order: OrderRow): number => order.totalCents - order.walletCents;

/** What an order paid for its pieces (card and wallet, after discounts), shipping excluded: what earns loyalty points. */
const piecesPaidCents = (order: OrderRow): number => Math.max(0, order.totalCents - order.shippingFeeCents);

/** The last attempt to pay the order, if any. */
export async function lastPayment(db: Database, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

/** The client's orders, newest first. */
export async function clientOrders(db: Database, clientId: number, locale: LocaleCode): Promise<Schemas['Order'][]> {
  const rows = await db.select().from(orders).where(eq(orders.clientId, clientId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return orderViews(db, rows, locale);
}

/** Orders as the contract gives them; `redirectUrl` is where the payer of the (single) order must go. */
export async function orderViews(db: Database, rows: OrderRow[], locale: LocaleCode, redirectUrl: string | null = null): Promise<Schemas['Order'][]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [lines, attempts] = await Promise.all([
    db
      .select({ line: orderLines, imageCount: products.imageCount })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id)),
  ]);
  return rows.map((row) => {
    const payment = attempts.find((p) => p.orderId === row.id);
    return {
      id: row.id,
      status: row.status as Schemas['OrderStatus'],
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      shipped_at: row.shippedAt?.toISOString() ?? null,
      delivered_at: row.deliveredAt?.toISOString() ?? null,
      withdrawal_deadline: row.deliveredAt ? withdrawalDeadline(row.deliveredAt).toISOString() : null,
      terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
      lines: lines
        .filter(({ line }) => line.orderId === row.id)
        .map(({ line, imageCount }) => ({
          product_id: line.productId,
          variant_id: line.variantId,
          size: line.size,
          quantity: line.quantity,
          unit_price_ttc: euros(line.unitPriceCents),
          name: line.names[locale],
          image: imageCount > 0 ? imageUrl(line.productId, 1) : null,
        })),
      items_amount_ttc: euros(row.itemsCents),
      discount_amount_ttc: euros(row.discountCents),
      discount_code: row.discountCode,
      shipping_fee_ttc: euros(row.shippingFeeCents),
      offer: { shipping_fee_offered: row.shippingFeeOffered },
      total_amount_ttc: euros(row.totalCents),
      wallet_amount_ttc: euros(row.walletCents),
      card_amount_ttc: euros(row.totalCents - row.walletCents),
      shipping_mode: row.shippingMode as Schemas['ShippingMode'],
      carrier: row.carrier,
      relay_point: row.relayPoint as Schemas['RelayPointChoice'] | null,
      shipping_address: row.shippingAddress as OrderAddress,
      billing_address: row.billingAddress as OrderAddress,
      payment_method_id: row.paymentMethodId,
      payment: payment
        ? {
            status: payment.status as Schemas['PaymentStatus'],
            redirect_url: payment.status === 'REQUIRES_ACTION' ? redirectUrl : null,
            decline_code: payment.declineCode,
            code: payment.code,
            type: payment.type,
          }
        : null,
    };
  });
}

/**
 * Orders still unpaid ORDER_HOLD_HOURS after they were made are cancelled: their units go back to
 * stock and their discount code can be used again. An order waiting on a payment redirect is
 * left alone (the payer may have paid). Each order changes in its own transaction, only from an
 * unpaid status, so several nodes may run this at once.
 */
export async function releaseStaleOrders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, UNPAID), lte(orders.createdAt, new Date(now.getTime() - ORDER_HOLD_HOURS * 3_600_000))));
  let released = 0;
  for (const { id } of due) {
    released += await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: 'CANCELLED' })
        .where(and(eq(orders.id, id), inArray(orders.status, UNPAID)))
        .returning({ id: orders.id, clientId: orders.clientId, walletCents: orders.walletCents });
      if (!row) return 0;
      if (row.walletCents > 0) {
        await move(tx, { clientId: row.clientId, account: 'WALLET', amount: row.walletCents, reason: 'ORDER_CANCELLED', key: `order:${id}:wallet-back`, orderId: id });
      }
      for (const line of await tx.select().from(orderLines).where(eq(orderLines.orderId, id))) {
        await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
          .where(eq(productVariants.id, line.variantId));
      }
      await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, id));
      return 1;
    });
  }
  return released;
}
