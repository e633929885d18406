import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addresses, clients } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { isAvailable, itemsCents, savedCart } from './cart';
import { discountEffect, discountView, usableDiscount } from './discounts';
import { ownAddress, ownOrder } from './orders';
import { orderTotals, shippingFeesView, withSubscriberOffer } from './pricing';

// What a checkout costs before the order is made: the shipping fees of the cart, and what a
// discount code would take off (seed 001 sections 7 and 8).

/** The country a delivery goes to: the shipping address given, else the default one, else the client's country. */
async function deliveryCountry(db: Database, clientId: number, shippingAddressId: number | undefined): Promise<string> {
  if (shippingAddressId !== undefined) {
    const address = await ownAddress(db, clientId, shippingAddressId, 'SHIPPING');
    if (!address) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such shipping address');
    return address.countryCode;
  }
  const [row] = await db
    .select({ country: clients.country, defaultCountry: addresses.countryCode })
    .from(clients)
    .leftJoin(addresses, eq(addresses.id, clients.defaultShippingAddressId))
    .where(eq(clients.id, clientId));
  return row?.defaultCountry ?? row?.country ?? 'FR';
}

/** The totals of the client's cart delivered by a mode to an address (or the default one), a discount code taken off. */
export async function shippingFees(
  db: Database,
  clientId: number,
  { addressId, mode, code }: { addressId: number | undefined; mode: Schemas['ShippingMode']; code: string | undefined },
): Promise<Schemas['ShippingFees']> {
  const [country, items, discount, [client]] = await Promise.all([
    deliveryCountry(db, clientId, addressId),
    savedCart(db, clientId),
    code?.trim() ? usableDiscount(db, clientId, code) : null,
    db.select({ subscriptionStatus: clients.subscriptionStatus, womanSubscriptionStatus: clients.womanSubscriptionStatus }).from(clients).where(eq(clients.id, clientId)),
  ]);
  const worth = itemsCents(items.filter(isAvailable));
  const effect = client ? withSubscriberOffer(discountEffect(discount, worth), worth, client) : discountEffect(discount, worth);
  return shippingFeesView(orderTotals(worth, effect, mode, country));
}

/** A discount code the client may use (again on one of its orders, when given). */
export async function checkedDiscount(db: Database, clientId: number, code: string, orderId: number | undefined): Promise<Schemas['Discount']> {
  if (orderId !== undefined) await ownOrder(db, clientId, orderId);
  return discountView(await usableDiscount(db, clientId, code, { exceptOrderId: orderId }));
}
