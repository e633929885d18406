import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, ledgerMovements, orders, profiles, requests, trunkSettlements } from '../db/schema';
import { move, pointsFor } from '../ledger';
import { seedRecycleDemo } from './recycle';

/** The goodwill credit's key: once it is there, the seed was applied (every movement it writes is keyed: applied twice, it writes nothing new). */
const GOODWILL_KEY = 'adjustment:demo-goodwill';
/** Camille's Little Club points once seeded: enough to turn 200 into a code and keep some. */
export const DEMO_POINTS = 350;
/** Camille's wallet once seeded, in cents: customer service's goodwill credit. */
export const DEMO_WALLET_CENTS = 2500;

/**
 * The parent demo account (Camille) earns the points of her paid orders and trunks as any client
 * would (the keys and amounts of `afterPayment`, dated when they were paid), topped up by customer service to DEMO_POINTS
 * ("points from orders before the programme"), and holds DEMO_WALLET_CENTS in her wallet (the 5 €
 * of a Little Geste parcel rewarded two months ago, and a goodwill credit for the rest). The woman demo account (Julia) has nothing: a fresh wallet and club.
 */
export function seedLedgerDemo(db: Database): Promise<void> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.email, 'parent@demo.littlecloset.test'));
    if (!parent) return;
    if (await tx.$count(ledgerMovements, and(eq(ledgerMovements.clientId, parent.id), eq(ledgerMovements.key, GOODWILL_KEY)))) return;
    const paidOrders = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, parent.id), eq(orders.status, 'PAID')));
    const kids = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.clientId, parent.id));
    const paidTrunks = kids.length
      ? await tx
          .select({ settlement: trunkSettlements })
          .from(trunkSettlements)
          .innerJoin(requests, eq(requests.id, trunkSettlements.requestId))
          .where(and(eq(trunkSettlements.status, 'SUCCEEDED'), inArray(requests.profileId, kids.map((k) => k.id))))
          .orderBy(asc(trunkSettlements.paidAt))
      : [];
    const payments = [
      ...paidOrders.map((order) => ({ at: order.paidAt ?? order.createdAt, orderId: order.id, paidCents: order.totalCents - order.shippingFeeCents })),
      ...paidTrunks.map(({ settlement }) => ({
        at: settlement.paidAt ?? settlement.createdAt,
        requestId: settlement.requestId,
        paidCents: Math.max(0, Math.min(settlement.totalCents, settlement.keptCents - settlement.keepAllDiscountCents - settlement.discountCents)),
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    let earned = 0;
    for (const payment of payments) {
      const points = pointsFor(payment.paidCents);
      if (!points) continue;
      const { movement } = await move(
        tx,
        'orderId' in payment
          ? { clientId: parent.id, account: 'POINTS', amount: points, reason: 'POINTS_ORDER', key: `order:${payment.orderId}:points`, orderId: payment.orderId }
          : { clientId: parent.id, account: 'POINTS', amount: points, reason: 'POINTS_TRUNK', key: `trunk:${payment.requestId}:points`, requestId: payment.requestId },
      );
      await tx.update(ledgerMovements).set({ createdAt: payment.at }).where(eq(ledgerMovements.id, movement.id));
      earned += movement.amount;
    }
    if (DEMO_POINTS > earned) {
      await move(tx, { clientId: parent.id, account: 'POINTS', amount: DEMO_POINTS - earned, reason: 'ADJUSTMENT', key: 'adjustment:demo-points-before-the-club', note: 'Commandes avant le Little Club' });
    }
    // Her Little Geste parcel of two months ago was rewarded; customer service's goodwill credit makes up the rest of DEMO_WALLET_CENTS.
    const recycled = await seedRecycleDemo(tx, parent.id);
    await move(tx, { clientId: parent.id, account: 'WALLET', amount: DEMO_WALLET_CENTS - recycled, reason: 'ADJUSTMENT', key: GOODWILL_KEY, note: 'Geste commercial' });
  });
}
