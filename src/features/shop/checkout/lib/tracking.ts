import type { Cart } from '@/entities/cart';
import { ecommerceItem } from '@/entities/product';
import { track, type EcommerceItem } from '@/shared/analytics';
import type { Order } from '../model/types';

/** A cart line as GA4 lists an item, at the line's price. */
export function cartItems(cart: Cart): EcommerceItem[] {
  return cart.lines.map((line) => ecommerceItem({ ...line.product, lc_price: line.unit_price_ttc }, line.size, line.quantity));
}

/** An order's lines as GA4 lists items, at their price when ordered; the brand from the cart it was made of, when known. */
export function orderItems(order: Order, cart: Cart | null): EcommerceItem[] {
  return order.lines.map((line) => {
    const brand = cart?.lines.find((known) => known.product.id === line.product_id)?.product.brand ?? '';
    return ecommerceItem({ id: line.product_id, name: line.name, brand, lc_price: line.unit_price_ttc }, line.size, line.quantity);
  });
}

/**
 * The checkout begins with a cart that has something in it: once per cart content (the sizes and
 * their quantities), so coming back to the checkout of the same cart, or reloading it, is no new begin.
 */
export function trackBeginCheckout(cart: Cart | null): void {
  if (!cart || cart.lines.length === 0) return;
  const content = cart.lines
    .map((line) => `${line.variant_id}x${line.quantity}`)
    .sort()
    .join(',');
  track({ event: 'checkout', step: 'begin', id: `begin:${content}`, value: cart.total_amount_ttc, ga4: { event: 'begin_checkout', items: cartItems(cart) } });
}

/** The order made, its payment chosen: once per order. */
export function trackPaymentInfo(order: Order | null, cart: Cart | null): void {
  if (!order) return;
  const payment_type = order.card_amount_ttc > 0 ? 'card' : 'wallet';
  track({
    event: 'checkout',
    step: 'payment',
    id: `payment:${order.id}`,
    value: order.total_amount_ttc,
    ga4: { event: 'add_payment_info', payment_type, value: order.total_amount_ttc, items: orderItems(order, cart) },
  });
}

/** The order paid: once per order, also after a reload of its confirmation. */
export function trackPurchase(order: Order | null, cart: Cart | null): void {
  if (!order) return;
  const shipping = order.shipping_fee_ttc;
  track({
    event: 'checkout',
    step: 'purchase',
    id: `purchase:${order.id}`,
    value: order.total_amount_ttc,
    ga4: { event: 'purchase', transaction_id: String(order.id), value: order.total_amount_ttc, shipping, items: orderItems(order, cart) },
  });
}
