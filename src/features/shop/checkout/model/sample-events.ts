import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { sampleShopProduct } from '@/entities/cart';
import { sampleClient } from '@/entities/session';
import type { Problem } from '@/shared/api';
import type { CheckoutEvent, CheckoutInput } from './machine';
import type { Address, Cart, CheckoutData, Client, Discount, Order, PaymentMethod, Quote, RelayPoint, UnpaidOrder } from './types';

/** The day of the samples: a card expiring in January 2026 has expired. */
export const SAMPLE_TODAY = '2026-03-02';

const address = (overrides: Partial<Address>): Address => ({
  id: 21,
  kind: 'BILLING',
  firstname: 'Claire',
  lastname: 'Martin',
  street: '12 rue des Lilas',
  street_complement: null,
  postcode: '75011',
  city: 'Paris',
  country_code: 'FR',
  phone: '0612345678',
  is_default: true,
  ...overrides,
});

const method = (overrides: Partial<PaymentMethod>): PaymentMethod => ({
  id: 41,
  platform: 'card',
  payment_gateway: 'stripe',
  brand: 'visa',
  last4: '4242',
  expiration_date: '2028-12-31',
  is_valid: true,
  is_default: true,
  is_test: true,
  ...overrides,
});

const dress = sampleShopProduct({ id: 41, name: 'Robe à smocks', lc_price: 29 });
const cardigan = sampleShopProduct({ id: 52, name: 'Gilet en maille', lc_price: 35 });

export const sampleCheckout = {
  billingAddress: address({}),
  shippingAddress: address({ id: 31, kind: 'SHIPPING', street: '4 place Bellecour', postcode: '69002', city: 'Lyon' }),
  /** A valid card, the default. */
  card: method({}),
  /** A card that expired in January. */
  expiredCard: method({ id: 42, brand: 'mastercard', last4: '4444', expiration_date: '2026-01-31', is_valid: false, is_default: false }),
  relayPoint: {
    id: 'MR-69002-1',
    name: 'Tabac de la Presqu’île',
    street: '8 rue Mercière',
    postcode: '69002',
    city: 'Lyon',
    country_code: 'FR',
    opening_hours: [{ day: 1, slots: ['09:00-19:00'] }],
  } satisfies RelayPoint,
  client: sampleClient({ firstname: 'Claire', lastname: 'Martin' }),
  cart: {
    lines: [
      { product: dress, variant_id: 411, size: '3 ans', look_id: null, quantity: 1, unit_price_ttc: 29, line_amount_ttc: 29, available_quantity: 4, is_available: true },
      { product: cardigan, variant_id: 521, size: '3 ans', look_id: null, quantity: 2, unit_price_ttc: 35, line_amount_ttc: 70, available_quantity: 2, is_available: true },
    ],
    count: 3,
    total_amount_ttc: 99,
  } satisfies Cart,
  discount: { code: 'BIENVENUE10', kind: 'PERCENT', percent: 10, amount_ttc: null, free_shipping: false } satisfies Discount,
  quote: {
    fees: { items_amount_ttc: 99, discount_amount_ttc: 0, shipping_fee_ttc: 0, total_amount_ttc: 99, offer: { shipping_fee_offered: true } },
    carrier: 'Colissimo',
  } as Quote,
};

/**
 * Everything is there: the addresses, a valid card (and an expired one), the names, the cart, and
 * 25 € in the wallet, which pays part of the 99 € (the card the rest) unless the payer turns it off.
 */
const complete: CheckoutData = {
  client: sampleCheckout.client,
  billingAddresses: [sampleCheckout.billingAddress],
  shippingAddresses: [sampleCheckout.shippingAddress],
  paymentMethods: [sampleCheckout.card, sampleCheckout.expiredCard],
  cart: sampleCheckout.cart,
  walletBalance: 25,
};

/**
 * A first order: no address, only an expired card, no names, 25 € in the wallet (a card is asked
 * for the rest once the totals are known). Given the samples' address, card and names, it is the
 * complete checkout.
 */
const firstOrder: CheckoutData = {
  client: sampleClient({ firstname: null, lastname: 'Martin' }),
  billingAddresses: [],
  shippingAddresses: [],
  paymentMethods: [{ ...sampleCheckout.expiredCard, is_default: true }],
  cart: sampleCheckout.cart,
  walletBalance: 25,
};

const emptyCart: CheckoutData = { ...complete, cart: { lines: [], count: 0, total_amount_ttc: 0 } };

/** The order made from the sample cart, waiting for its payment, then each outcome of a payment. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  const snapshot = (from: Address) => {
    const { firstname, lastname, street, street_complement, postcode, city, country_code, phone } = from;
    return { firstname, lastname, street, street_complement, postcode, city, country_code, phone };
  };
  return {
    id: 90,
    status: 'PENDING_PAYMENT',
    created_at: '2026-03-02T10:15:00.000Z',
    paid_at: null,
    shipped_at: null,
    delivered_at: null,
    withdrawal_deadline: null,
    lines: sampleCheckout.cart.lines.map((line) => ({
      product_id: line.product.id,
      variant_id: line.variant_id,
      size: line.size,
      quantity: line.quantity,
      unit_price_ttc: line.unit_price_ttc,
      name: line.product.name,
      image: line.product.images[0] ?? null,
    })),
    items_amount_ttc: 99,
    discount_amount_ttc: 0,
    discount_code: null,
    shipping_fee_ttc: 0,
    offer: { shipping_fee_offered: true },
    total_amount_ttc: 99,
    wallet_amount_ttc: 0,
    card_amount_ttc: 99,
    shipping_mode: 'HOME',
    carrier: 'Colissimo',
    relay_point: null,
    shipping_address: snapshot(sampleCheckout.shippingAddress),
    billing_address: snapshot(sampleCheckout.billingAddress),
    payment_method_id: 41,
    terms_accepted_at: '2026-03-02T10:15:00.000Z',
    payment: null,
    ...overrides,
  };
}

const payment = (status: 'SUCCEEDED' | 'REQUIRES_ACTION' | 'FAILED', more: Partial<NonNullable<Order['payment']>> = {}) => ({
  status,
  redirect_url: null,
  decline_code: null,
  code: null,
  type: null,
  ...more,
});

export const sampleOrders = {
  pending: sampleOrder(),
  paid: sampleOrder({ status: 'PAID', paid_at: '2026-03-02T10:15:05.000Z', payment: payment('SUCCEEDED') }),
  requiresAction: sampleOrder({ status: 'PAYMENT_REQUIRES_ACTION', payment: payment('REQUIRES_ACTION', { redirect_url: 'https://pay.example/approve/90' }) }),
  declined: sampleOrder({ status: 'PAYMENT_FAILED', payment: payment('FAILED', { decline_code: 'insufficient_funds', code: 'card_declined', type: 'card_error' }) }),
  cancelled: sampleOrder({ status: 'CANCELLED', payment: payment('FAILED', { code: 'card_declined' }) }),
  /** Paid by the wallet alone, when it was made: no card, no card payment. */
  paidByWallet: sampleOrder({ status: 'PAID', paid_at: '2026-03-02T10:15:00.000Z', payment_method_id: null, wallet_amount_ttc: 99, card_amount_ttc: 0 }),
};

const unpaid = (order: Order): UnpaidOrder => ({ order, paymentMethods: [sampleCheckout.card, sampleCheckout.expiredCard] });

/** The server's refusals, and a server that cannot be reached. */
export const sampleCheckoutFailures = {
  unreachable: new TypeError('Failed to fetch'),
  notEnoughStock: {
    type: 'NOT_ENOUGH_STOCK',
    title: 'Not enough stock',
    status: 409,
    detail: 'Too few pieces are in stock for some lines of the cart',
    errors: [{ field: 'lines[1]', detail: 'lines[1]: not enough stock of this size', variant_id: 521 }],
  } as Problem,
  codeExpired: { type: 'COUPON_CODE_EXPIRED', title: 'Code expired', status: 409 } as Problem,
  /** A gift card's code typed as a discount code: it goes to the wallet. */
  giftCardCode: { type: 'GIFT_CARD_TO_WALLET', title: 'A gift card goes to the wallet', status: 409 } as Problem,
  /** The wallet holds less than the order asked of it (spent meanwhile). */
  walletInsufficient: { type: 'WALLET_INSUFFICIENT', title: 'Not enough in the wallet', status: 409 } as Problem,
  /** Past a limit on orders and payments, or on code checks: the wait comes in seconds. */
  tooManyAttempts: {
    type: 'TOO_MANY_ATTEMPTS',
    title: 'Too many attempts',
    status: 429,
    detail: 'Too many orders and payments for this account: try again in 12 minutes',
    retry_after: 702,
  } as Problem,
};

type Calls = {
  load: CheckoutData;
  loadOrder: UnpaidOrder;
  saveNames: Client;
  quote: Quote;
  checkCode: Discount;
  createOrder: Order;
  payOrder: Order;
  loadWallet: number;
};
type Done = { [K in keyof Calls]: DoneActorEvent<Calls[K], K> }[keyof Calls];
type Failed = { [K in keyof Calls]: ErrorActorEvent<unknown, K> }[keyof Calls];
export type CheckoutSampleEvent = CheckoutEvent | Done | Failed;

const done = <K extends keyof Calls>(actorId: K, output: Calls[K]) => ({ type: `xstate.done.actor.${actorId}` as const, output, actorId });
const failed = <K extends keyof Calls>(actorId: K, error: unknown) => ({ type: `xstate.error.actor.${actorId}` as const, error, actorId });

/**
 * The events path generation sends to the checkout machine: each form's outcome and each button,
 * with the samples' address, card, names and relay point, and each outcome of each call.
 */
export const checkoutSampleEvents: readonly CheckoutSampleEvent[] = [
  done('load', complete),
  done('load', firstOrder),
  done('load', emptyCart),
  failed('load', sampleCheckoutFailures.unreachable),
  done('loadOrder', unpaid(sampleOrders.declined)),
  done('loadOrder', unpaid(sampleOrders.paid)),
  done('loadOrder', unpaid(sampleOrders.cancelled)),
  failed('loadOrder', sampleCheckoutFailures.unreachable),
  { type: 'RETRY' },
  { type: 'BILLING_ADDRESS_SAVED', address: sampleCheckout.billingAddress },
  { type: 'PAYMENT_METHOD_ADDED', method: sampleCheckout.card },
  { type: 'SAVE_NAMES', firstname: ' Claire ', lastname: 'Martin' },
  done('saveNames', sampleCheckout.client),
  failed('saveNames', sampleCheckoutFailures.unreachable),
  { type: 'SHIPPING_ADDRESS_SAVED', address: sampleCheckout.shippingAddress },
  { type: 'GO_TO_STEP', step: 'address' },
  { type: 'GO_TO_STEP', step: 'delivery' },
  { type: 'GO_TO_STEP', step: 'payment' },
  { type: 'CHOOSE_SHIPPING_MODE', mode: 'RELAY' },
  { type: 'CHOOSE_SHIPPING_MODE', mode: 'HOME' },
  { type: 'RELAY_POINT_PICKED', point: sampleCheckout.relayPoint },
  done('quote', sampleCheckout.quote),
  failed('quote', sampleCheckoutFailures.unreachable),
  { type: 'APPLY_CODE', code: ' bienvenue10 ' },
  done('checkCode', sampleCheckout.discount),
  failed('checkCode', sampleCheckoutFailures.codeExpired),
  failed('checkCode', sampleCheckoutFailures.tooManyAttempts),
  failed('checkCode', sampleCheckoutFailures.giftCardCode),
  // Turned off only: turning it on again is the same transition (the component test does it).
  { type: 'USE_WALLET', use: false },
  { type: 'REMOVE_CODE' },
  { type: 'ACCEPT_TERMS', accepted: true },
  { type: 'PAY', paymentMethodId: sampleCheckout.card.id },
  { type: 'PAY', paymentMethodId: null },
  done('createOrder', sampleOrders.pending),
  done('createOrder', sampleOrders.paidByWallet),
  failed('createOrder', sampleCheckoutFailures.walletInsufficient),
  // Read again, the wallet holds more than the cart: it pays it all.
  done('loadWallet', 150),
  failed('loadWallet', sampleCheckoutFailures.unreachable),
  failed('createOrder', sampleCheckoutFailures.notEnoughStock),
  failed('createOrder', sampleCheckoutFailures.unreachable),
  failed('createOrder', sampleCheckoutFailures.tooManyAttempts),
  done('payOrder', sampleOrders.paid),
  done('payOrder', sampleOrders.requiresAction),
  done('payOrder', sampleOrders.declined),
  failed('payOrder', sampleCheckoutFailures.unreachable),
  failed('payOrder', sampleCheckoutFailures.tooManyAttempts),
];

/** A checkout of the cart, and the payment of an order whose payment failed. */
export const checkoutSampleInputs: readonly CheckoutInput[] = [
  { checkoutId: 'checkout-7f3a', today: SAMPLE_TODAY },
  { checkoutId: 'checkout-7f3a', today: SAMPLE_TODAY, orderId: 90 },
];
