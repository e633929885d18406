import { and, asc, eq, gte, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, orderLines, orders, payments, products, productVariants, sandboxPaymentMethods } from '../db/schema';
import { carrierOf } from '../geo';
import { orderTotals } from '../shop';

const DAY = 86_400_000;
/** The demo order's key: written once per database, never twice. */
const ORDER_KEY = 'demo-order-to-return';
/** The sandbox's record of the demo order's payment, so that a return of it is refunded like any order's. */
const CHARGE_ID = 'pi_sandbox_demo_order_to_return';

/**
 * A shop order of the parent demo account (Camille) for Léo, paid with the sandbox card and
 * delivered three days before the seed, so that a withdrawal (`/infos/returns/order/{id}`) can be
 * tried after `npm start`: two tops and a pair of trousers in his size, 14 days to send them back.
 */
export function seedReturnsDemo(db: Database): Promise<void> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(clients).where(eq(clients.email, 'parent@demo.littlecloset.test'));
    if (!parent) return;
    if (await tx.$count(orders, and(eq(orders.clientId, parent.id), eq(orders.idempotencyKey, ORDER_KEY)))) return;
    const pick = async (family: string) => {
      const [row] = await tx
        .select({ variant: productVariants, product: products })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.gender, 'BOY'), eq(products.family, family), eq(productVariants.size, '6 ans'), gte(productVariants.stock, 2), gt(products.imageCount, 0)))
        .orderBy(asc(productVariants.id))
        .limit(1);
      return row ?? null;
    };
    const picked = [await pick('TOPS'), await pick('BOTTOMS')].filter((row) => row !== null);
    if (!picked.length) return;
    const now = new Date();
    const paidAt = new Date(now.getTime() - 7 * DAY);
    const address = { firstname: parent.firstname, lastname: parent.lastname, street: '12 rue des Lilas', street_complement: null, postcode: '69003', city: 'Lyon', country_code: 'FR', phone: '+33612345678' };
    const lines = picked.map(({ variant, product }, position) => ({ variant, product, position, quantity: position === 0 ? 2 : 1 }));
    const items = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
    const totals = orderTotals(items, { offCents: 0, freeShipping: false }, 'HOME', 'FR');
    const [order] = await tx
      .insert(orders)
      .values({
        clientId: parent.id,
        idempotencyKey: ORDER_KEY,
        status: 'PAID',
        itemsCents: totals.itemsCents,
        discountCents: totals.discountCents,
        shippingFeeCents: totals.shippingFeeCents,
        shippingFeeOffered: totals.shippingFeeOffered,
        totalCents: totals.totalCents,
        shippingMode: 'HOME',
        carrier: carrierOf('FR'),
        shippingAddress: address,
        billingAddress: address,
        locale: 'fr',
        createdAt: paidAt,
        paidAt,
        termsAcceptedAt: paidAt,
        shippedAt: new Date(paidAt.getTime() + DAY),
        deliveredAt: new Date(now.getTime() - 3 * DAY),
      })
      .onConflictDoNothing()
      .returning();
    if (!order) return;
    await tx.insert(orderLines).values(
      lines.map(({ variant, product, position, quantity }) => ({
        orderId: order.id,
        position,
        productId: product.id,
        variantId: variant.id,
        size: variant.size,
        quantity,
        unitPriceCents: product.priceCents,
        names: product.names,
      })),
    );
    // Its units left the shelf when it was bought.
    for (const { variant, quantity } of lines) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${quantity}` })
        .where(eq(productVariants.id, variant.id));
    }
    await tx.insert(sandboxPaymentMethods).values({ id: CHARGE_ID, behaviour: 'succeed', createdAt: paidAt }).onConflictDoNothing();
    await tx.insert(payments).values({ orderId: order.id, externalId: CHARGE_ID, amountCents: order.totalCents, status: 'SUCCEEDED', createdAt: paidAt }).onConflictDoNothing();
    await tx.update(clients).set({ shopStatus: 'ORDERED' }).where(eq(clients.id, parent.id));
  });
}
