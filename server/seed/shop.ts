import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, discountCodes, discountRedemptions, giftCards, orderLines, orders, payments, products, productVariants } from '../db/schema';
import { carrierOf } from '../geo';
import { giftCardExpiry } from '../giftcards';
import { addDays, todayInFrance } from '../lib/birthdate';
import { orderTotals } from '../shop';

const DAY = 86_400_000;

/** Demo discount codes, one of each case the checkout handles (seed 001 sections 7 and 8). */
const demoDiscountCodes = (now: Date): Array<typeof discountCodes.$inferInsert> => [
  { code: 'BIENVENUE10', kind: 'PERCENT', percent: 10 },
  { code: 'MERCI15', kind: 'AMOUNT', amountCents: 1500 },
  { code: 'LIVRAISONOFFERTE', kind: 'FREE_SHIPPING' },
  { code: 'ETE2024', kind: 'PERCENT', percent: 20, expiresAt: new Date('2024-09-01T00:00:00+02:00') },
  { code: 'CADEAU-30-UTILISE', kind: 'GIFT_CARD', amountCents: 3000, singleUse: true, expiresAt: new Date(now.getTime() + 300 * DAY) },
  { code: 'JOYEUXANNIV', kind: 'BIRTHDAY', amountCents: 1000 },
  { code: 'FIDELITE200', kind: 'LOYALTY', amountCents: 1000, minimumPoints: 200 },
  { code: 'FIDELITE600', kind: 'LOYALTY', amountCents: 4000, minimumPoints: 600 },
];

/**
 * The demo gift card, to add to a wallet (`/infos/add-giftcard`): Julia (the woman demo account)
 * gave Camille (the parent demo account) 50 €, mailed 10 days before the seeding day, unused, valid
 * 12 months from then. Its code is the old demo code's, so that testers find it where it was.
 */
export const DEMO_GIFT_CARD = 'CADEAU-50-DEMO';

async function seedDemoGiftCard(tx: Database, now: Date): Promise<void> {
  const [julia] = await tx.select().from(clients).where(eq(clients.email, 'femme@demo.littlecloset.test'));
  const sendOn = addDays(todayInFrance(now), -10);
  const sentAt = new Date(now.getTime() - 10 * DAY);
  const [card] = await tx
    .insert(giftCards)
    .values({
      code: DEMO_GIFT_CARD,
      buyerClientId: julia?.id ?? null,
      amountCents: 5000,
      design: 'STARS',
      for: 'KID',
      recipientName: 'Camille',
      recipientEmail: 'parent@demo.littlecloset.test',
      recipientLocale: 'fr',
      message: 'Pour les petites tenues de Léo et Jade ! Je vous embrasse, Julia',
      sendOn,
      status: 'PAID',
      idempotencyKey: 'demo-gift-card',
      locale: 'de',
      paidAt: sentAt,
      sentAt,
      expiresAt: giftCardExpiry(sendOn),
      createdAt: sentAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!card) return;
  await tx.insert(payments).values({ giftCardId: card.id, amountCents: card.amountCents, status: 'SUCCEEDED', idempotencyKey: 'attempt-1', createdAt: sentAt });
  if (julia) await tx.update(clients).set({ giftCardStatus: 'GIVER' }).where(eq(clients.id, julia.id));
}

/** The used gift card: Camille (the parent demo account) paid part of a dress for Jade with it, two months ago. */
const USED_GIFT_CARD = 'CADEAU-30-UTILISE';

/**
 * Discount codes, the demo gift card, and a past paid order of the parent demo account that used the spent gift card.
 * Written once: a database that already holds discount codes gets nothing (nodes starting together
 * may both try; the codes and the order's key keep a second writer from duplicating anything).
 */
export function seedShopDemo(db: Database): Promise<void> {
  return db.transaction(async (tx) => {
    if (await tx.$count(discountCodes)) return;
    const now = new Date();
    await tx.insert(discountCodes).values(demoDiscountCodes(now)).onConflictDoNothing();
    await seedDemoGiftCard(tx, now);
    const [parent] = await tx.select().from(clients).where(eq(clients.email, 'parent@demo.littlecloset.test'));
    const [dress] = await tx
      .select({ variant: productVariants, product: products })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.gender, 'GIRL'), eq(products.family, 'DRESSES'), gt(products.imageCount, 0)))
      .orderBy(asc(productVariants.id))
      .limit(1);
    if (!parent || !dress) return;
    const address = { firstname: parent.firstname, lastname: parent.lastname, street: '12 rue des Lilas', street_complement: null, postcode: '69003', city: 'Lyon', country_code: 'FR', phone: '+33612345678' };
    const totals = orderTotals(dress.product.priceCents, { offCents: 3000, freeShipping: false }, 'HOME', 'FR');
    const createdAt = new Date(now.getTime() - 60 * DAY);
    const [order] = await tx
      .insert(orders)
      .values({
        clientId: parent.id,
        idempotencyKey: 'demo-order-gift-card',
        status: 'PAID',
        itemsCents: totals.itemsCents,
        discountCents: totals.discountCents,
        shippingFeeCents: totals.shippingFeeCents,
        shippingFeeOffered: totals.shippingFeeOffered,
        totalCents: totals.totalCents,
        discountCode: USED_GIFT_CARD,
        shippingMode: 'HOME',
        carrier: carrierOf('FR'),
        shippingAddress: address,
        billingAddress: address,
        locale: 'fr',
        createdAt,
        paidAt: createdAt,
        termsAcceptedAt: createdAt,
        // Delivered long ago: its withdrawal period is over.
        shippedAt: new Date(createdAt.getTime() + DAY),
        deliveredAt: new Date(createdAt.getTime() + 3 * DAY),
      })
      .onConflictDoNothing()
      .returning();
    if (!order) return;
    await tx.insert(orderLines).values({
      orderId: order.id,
      position: 0,
      productId: dress.product.id,
      variantId: dress.variant.id,
      size: dress.variant.size,
      quantity: 1,
      unitPriceCents: dress.product.priceCents,
      names: dress.product.names,
    });
    await tx.insert(discountRedemptions).values({ code: USED_GIFT_CARD, clientId: parent.id, orderId: order.id });
    await tx.update(clients).set({ shopStatus: 'ORDERED' }).where(eq(clients.id, parent.id));
  });
}
