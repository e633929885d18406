import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONSENT_COOKIE, writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking } from '@/shared/testing';
import { sampleCheckout, sampleOrders } from '../model/sample-events';
import { trackBeginCheckout, trackPaymentInfo, trackPurchase } from './tracking';

type Entry = Record<string, unknown> & { ecommerce?: { currency: string; value: number; items: Record<string, unknown>[] } | null };
const layer = () => dataLayerEntries() as Entry[];
const ga4 = (name: string) => layer().filter((entry) => entry.event === name);

beforeEach(() => void writeConsent({ measurement: true, advertising: false }));
afterEach(() => {
  localStorage.clear();
  forgetTracking();
});

const ITEM_KEYS = ['item_brand', 'item_id', 'item_name', 'item_variant', 'price', 'quantity'];

it('begins the checkout with the cart as GA4 items, in euros', () => {
  const cart = sampleCheckout.cart;
  trackBeginCheckout(cart);
  expect(layer()[0]).toMatchObject({ event: 'checkout', label: 'commande', step: 'begin', value: cart.total_amount_ttc });
  const [begin] = ga4('begin_checkout');
  expect(begin!.ecommerce).toMatchObject({ currency: 'EUR' });
  expect(begin!.ecommerce!.items).toHaveLength(cart.lines.length);
  for (const item of begin!.ecommerce!.items) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
  expect(begin!.ecommerce!.items).toEqual(
    cart.lines.map((line) => ({ item_id: String(line.product.id), item_name: line.product.name, item_brand: line.product.brand, item_variant: line.size, price: line.unit_price_ttc, quantity: line.quantity })),
  );
  // An empty cart begins nothing; the same cart again (a reload, a way back) begins nothing new.
  trackBeginCheckout({ lines: [], count: 0, total_amount_ttc: 0 });
  trackBeginCheckout({ ...cart, lines: [...cart.lines].reverse() });
  expect(ga4('begin_checkout')).toHaveLength(1);
  // Another quantity is another checkout.
  trackBeginCheckout({ ...cart, lines: cart.lines.map((line, index) => (index === 0 ? { ...line, quantity: line.quantity + 1 } : line)) });
  expect(ga4('begin_checkout')).toHaveLength(2);
});

it('records the payment and the purchase once per order, with the transaction and the shipping', () => {
  const order = sampleOrders.paid;
  trackPaymentInfo(order, sampleCheckout.cart);
  trackPurchase(order, sampleCheckout.cart);
  trackPurchase(order, sampleCheckout.cart);
  expect(ga4('add_payment_info')).toHaveLength(1);
  expect(ga4('add_payment_info')[0]!.ecommerce).toMatchObject({ currency: 'EUR', payment_type: 'card' });
  const purchases = ga4('purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]!.ecommerce).toMatchObject({ currency: 'EUR', value: order.total_amount_ttc, transaction_id: String(order.id), shipping: order.shipping_fee_ttc });
  const brandOf = (id: number) => sampleCheckout.cart.lines.find((line) => line.product.id === id)?.product.brand ?? '';
  const orderItems = order.lines.map((line) => ({ item_id: String(line.product_id), item_name: line.name, item_brand: brandOf(line.product_id), item_variant: line.size, price: line.unit_price_ttc, quantity: line.quantity }));
  expect(ga4('add_payment_info')[0]!.ecommerce!.items).toEqual(orderItems);
  expect(purchases[0]!.ecommerce!.items).toEqual(orderItems);
  expect(layer().filter((entry) => entry.event === 'checkout').map((entry) => entry.step)).toEqual(['payment', 'purchase']);
});

it('records nothing without consent', () => {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
  trackBeginCheckout(sampleCheckout.cart);
  trackPurchase(sampleOrders.paid, sampleCheckout.cart);
  expect(layer()).toEqual([]);
});
