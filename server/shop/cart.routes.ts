import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartLines, clients, addresses } from '../db/schema';
import { clientOf } from '../http/auth';
import { ProblemError } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import { addToSavedCart, cartView, followCart, isAvailable, itemsCents, localCart, savedCart } from './cart';
import { discountEffect, discountView, usableDiscount } from './discounts';
import { ownAddress, ownOrder } from './orders';
import { orderTotals, shippingFeesView, withSubscriberOffer } from './pricing';

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

/**
 * The signed-in client's cart, a visitor's cart quote, the totals of a checkout and discount
 * codes (seed 001 sections 3, 7 and 8). Prices are the products' at the time of the call.
 */
export function cartHandlers({ db }: { db: Database }): Handlers {
  const savedView = async (request: Parameters<typeof clientOf>[0], clientId: number) => cartView(db, await savedCart(db, clientId), requestLocale(request));

  return {
    async getCart(request) {
      return savedView(request, clientOf(request).clientId);
    },

    async putCartLine(request) {
      const { clientId } = clientOf(request);
      const { quantity, look_id: lookId } = request.body;
      const [item] = await localCart(db, [{ variant_id: request.params.variantId, quantity, look_id: lookId }]);
      if (!item) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such size');
      await db
        .insert(cartLines)
        .values({ clientId, variantId: item.variant.id, quantity, lookId: item.lookId })
        .onConflictDoUpdate({ target: [cartLines.clientId, cartLines.variantId], set: { quantity, ...(lookId === undefined ? {} : { lookId: item.lookId }) } });
      await followCart(db, clientId);
      return savedView(request, clientId);
    },

    async deleteCartLine(request) {
      const { clientId } = clientOf(request);
      await db.delete(cartLines).where(and(eq(cartLines.clientId, clientId), eq(cartLines.variantId, request.params.variantId)));
      await followCart(db, clientId);
      return savedView(request, clientId);
    },

    async mergeCart(request) {
      const { clientId } = clientOf(request);
      await addToSavedCart(db, clientId, await localCart(db, request.body.lines));
      await followCart(db, clientId);
      return savedView(request, clientId);
    },

    async quoteCart(request) {
      return cartView(db, await localCart(db, request.body.lines), requestLocale(request));
    },

    async getShippingFees(request) {
      const { clientId } = clientOf(request);
      const { shipping_address_id: addressId, shipping_mode: mode = 'HOME', discount_code: code } = request.query;
      const [country, items, discount, [client]] = await Promise.all([
        deliveryCountry(db, clientId, addressId),
        savedCart(db, clientId),
        code?.trim() ? usableDiscount(db, clientId, code) : null,
        db.select({ subscriptionStatus: clients.subscriptionStatus, womanSubscriptionStatus: clients.womanSubscriptionStatus }).from(clients).where(eq(clients.id, clientId)),
      ]);
      const worth = itemsCents(items.filter(isAvailable));
      const effect = client ? withSubscriberOffer(discountEffect(discount, worth), worth, client) : discountEffect(discount, worth);
      return shippingFeesView(orderTotals(worth, effect, mode, country));
    },

    async getDiscount(request) {
      const { clientId } = clientOf(request);
      const orderId = request.query.order_id;
      if (orderId !== undefined) await ownOrder(db, clientId, orderId);
      return discountView(await usableDiscount(db, clientId, request.params.code, { exceptOrderId: orderId }));
    },
  };
}
