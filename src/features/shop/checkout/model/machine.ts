import { and, assign, fromPromise, not, or, setup } from 'xstate';
import { isRelayCountry } from '@/entities/address';
import { isPaymentMethodValid, paymentErrorKey } from '@/entities/payment-method';
import { walletShare } from '@/entities/wallet';
import { isProblem } from '@/shared/api';
import { retryAfterMinutes } from '@/shared/api';
import { codeErrorKey, trimCode } from './code';
import { checkoutFailure, isNotEnoughStock, missingLineOf, type CheckoutFailure } from './failure';
import { orderKey } from './key';
import type {
  Address,
  Cart,
  CheckoutData,
  Client,
  Discount,
  MissingLine,
  Names,
  Order,
  OrderInput,
  OrderRequest,
  PaymentMethod,
  PaymentRequest,
  Quote,
  QuoteRequest,
  RelayPoint,
  RelayPointChoice,
  ShippingMode,
  UnpaidOrder,
} from './types';

export interface CheckoutInput {
  /** This checkout's own id (a random one per visit): the base of its orders' Idempotency-Keys. */
  checkoutId: string;
  /** YYYY-MM-DD: a payment method is valid until its expiry date. */
  today: string;
  /** An order already made, to pay again (the failed-payment pages); none for a checkout of the cart. */
  orderId?: number | null;
}

export interface CheckoutContext {
  checkoutId: string;
  today: string;
  orderId: number | null;
  client: Client | null;
  billingAddress: Address | null;
  /** The home delivery address: the default shipping address, or the one just added. */
  shippingAddress: Address | null;
  paymentMethods: PaymentMethod[];
  cart: Cart | null;
  shippingMode: ShippingMode;
  relayPoint: RelayPointChoice | null;
  /** The names being saved. */
  names: Names | null;
  /** The code being checked, trimmed. */
  code: string | null;
  /** The message of the last code refused. */
  codeError: string | null;
  discount: Discount | null;
  quote: Quote | null;
  /** The order asked for, with its Idempotency-Key, kept for a retry. */
  request: OrderRequest | null;
  /** The method the order is being paid with. */
  paymentMethodId: number | null;
  order: Order | null;
  /** The cart line the stock no longer covers. */
  missingLine: MissingLine | null;
  /** The message of the last payment refused. */
  paymentError: string | null;
  /** The payer ticked that they accept the shop terms (and the right of withdrawal they describe). */
  termsAccepted: boolean;
  /** The payer asked to pay without accepting the shop terms. */
  termsMissing: boolean;
  failure: CheckoutFailure | null;
  /** The wallet's balance in euros, as last read. */
  walletBalance: number;
  /** The payer lets the wallet pay its part (on by default when there is a balance). */
  useWallet: boolean;
  /** The order was refused because the wallet no longer holds what was asked (WALLET_INSUFFICIENT). */
  walletChanged: boolean;
  /**
   * The wait, in minutes, the last failed call asked for when it was a 429 (too many orders,
   * payments or code checks): the minutes of the message that says when to try again.
   */
  retryMinutes: number | null;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'BILLING_ADDRESS_SAVED'; address: Address }
  | { type: 'PAYMENT_METHOD_ADDED'; method: PaymentMethod }
  | { type: 'SAVE_NAMES'; firstname: string; lastname: string }
  | { type: 'SHIPPING_ADDRESS_SAVED'; address: Address }
  | { type: 'CHOOSE_SHIPPING_MODE'; mode: ShippingMode }
  | { type: 'RELAY_POINT_PICKED'; point: RelayPoint }
  | { type: 'APPLY_CODE'; code: string }
  | { type: 'REMOVE_CODE' }
  | { type: 'GO_TO_STEP'; step: CheckoutStepName }
  /** The payer ticks (or unticks) that they accept the shop terms: the cart is ordered only once they do. */
  | { type: 'ACCEPT_TERMS'; accepted: boolean }
  /** The payer turns the wallet's part on or off. */
  | { type: 'USE_WALLET'; use: boolean }
  /** Pay with this method; none when the wallet pays it all. */
  | { type: 'PAY'; paymentMethodId: number | null };

/** The steps of a checkout of the cart, in their order: who pays where, where it goes, how it is paid. */
export const CHECKOUT_STEPS = ['address', 'delivery', 'payment'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

type Done<T> = { output: T };
type Failed = { error: unknown };
// Done and error events of the invoked calls, which are not among the machine's own events.
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
const errorOf = (event: unknown) => (event as Failed).error;

const hasName = (value: string | null | undefined) => Boolean(value?.trim());
const validMethods = (context: Pick<CheckoutContext, 'paymentMethods' | 'today'>) =>
  context.paymentMethods.filter((method) => isPaymentMethodValid(method, context.today));

/** The country the parcel goes to, for the fees and the carrier. */
export function deliveryCountry(context: CheckoutContext): Address['country_code'] {
  if (context.shippingMode === 'RELAY' && context.relayPoint) return context.relayPoint.country_code;
  return (context.shippingAddress ?? context.billingAddress)?.country_code ?? context.client?.country ?? 'FR';
}

/** Relay points are looked for near the delivery address, in the relay countries. */
export const offersRelayPoints = (context: Pick<CheckoutContext, 'shippingAddress'>) => isRelayCountry(context.shippingAddress?.country_code ?? '');

/** The method offered first: the default one if valid, else the first valid one. */
export function preferredPaymentMethod(context: Pick<CheckoutContext, 'paymentMethods' | 'today'>): PaymentMethod | null {
  const valid = validMethods(context);
  return valid.find((method) => method.is_default) ?? valid[0] ?? null;
}

/** What the wallet and the card pay of the totals quoted (nothing known before the quote). */
export function paymentShare(context: Pick<CheckoutContext, 'walletBalance' | 'useWallet' | 'quote'>): { wallet: number; card: number } {
  return walletShare(context.walletBalance, context.quote?.fees.total_amount_ttc ?? 0, context.useWallet && context.quote !== null);
}

/** The wallet pays the whole order: no card is asked for. */
export const walletPaysAll = (context: Pick<CheckoutContext, 'walletBalance' | 'useWallet' | 'quote'>) => {
  const share = paymentShare(context);
  return context.quote !== null && share.wallet > 0 && share.card === 0;
};

/** The order as `createOrder` takes it, the shop terms accepted, with the wallet's part when it pays one. */
export function orderBody(context: CheckoutContext, paymentMethodId: number | null): OrderInput {
  const home = context.shippingMode === 'HOME';
  const { wallet } = paymentShare(context);
  return {
    billing_address_id: context.billingAddress?.id ?? null,
    shipping_mode: context.shippingMode,
    shipping_address_id: home ? (context.shippingAddress?.id ?? null) : null,
    relay_point: home ? null : context.relayPoint,
    discount_code: context.discount?.code ?? null,
    payment_method_id: walletPaysAll(context) ? null : paymentMethodId,
    ...(wallet > 0 && { wallet_amount: wallet }),
    terms_accepted: true,
  };
}

/** Home delivery without an address, or relay delivery without a point. */
export const shippingIncomplete = (context: Pick<CheckoutContext, 'shippingMode' | 'shippingAddress' | 'relayPoint'>) =>
  context.shippingMode === 'HOME' ? context.shippingAddress === null : context.relayPoint === null;

/**
 * Whether a step is done: the address once there is a billing address, the delivery once its
 * address or relay point is chosen; the payment is done when the order is paid.
 */
export function stepIsComplete(step: CheckoutStepName, context: CheckoutContext): boolean {
  if (step === 'address') return context.billingAddress !== null;
  if (step === 'delivery') return !shippingIncomplete(context);
  return context.order?.status === 'PAID';
}

/** The step each state of a checkout of the cart belongs to; none for the others. */
export const STEP_OF_STATE: Readonly<Record<string, CheckoutStepName>> = {
  billingAddressMissing: 'address',
  address: 'address',
  delivery: 'delivery',
  paymentMethodMissing: 'payment',
  namesMissing: 'payment',
  savingNames: 'payment',
  quoting: 'payment',
  quoteFailed: 'payment',
  ready: 'payment',
  checkingCode: 'payment',
  ordering: 'payment',
  orderFailed: 'payment',
  readingWallet: 'payment',
};

interface GuardArgs {
  context: CheckoutContext;
  event: CheckoutEvent;
}

/** The rules of the checkout, pure functions of the context and the event. */
export const checkoutGuards = {
  paysAnOrder: ({ context }: GuardArgs) => context.orderId !== null,
  /** Nothing the stock covers is left in the cart. */
  cartIsEmpty: ({ context }: GuardArgs) => !context.cart?.lines.some((line) => line.is_available),
  billingAddressMissing: ({ context }: GuardArgs) => context.billingAddress === null,
  /** No payment method (or only expired ones), and no wallet used to pay instead. */
  paymentMethodMissing: ({ context }: GuardArgs) => validMethods(context).length === 0 && !context.useWallet,
  /** Once the totals are known: no valid payment method, and the wallet does not pay it all. */
  cardMissing: ({ context, event }: GuardArgs) =>
    validMethods(context).length === 0 && !walletPaysAll({ ...context, quote: outputOf<Quote>(event) }),
  /** The payer turns the wallet on or off (it has a balance). */
  walletUseChanges: ({ context, event }: GuardArgs) => event.type === 'USE_WALLET' && event.use !== context.useWallet && context.walletBalance > 0,
  /** The wallet pays the whole order, and the payer pays without a card. */
  walletPaysAll: ({ context, event }: GuardArgs) => event.type === 'PAY' && event.paymentMethodId === null && walletPaysAll(context),
  /** The order came back paid: the wallet paid it all. */
  orderMadePaid: ({ event }: GuardArgs) => (event as unknown as Done<Order>).output?.status === 'PAID',
  /** The order's refusal: the wallet holds less than asked (spent meanwhile). */
  walletInsufficient: ({ event }: GuardArgs) => isProblem(errorOf(event)) && (errorOf(event) as { type?: string }).type === 'WALLET_INSUFFICIENT',
  namesMissing: ({ context }: GuardArgs) => !hasName(context.client?.firstname) || !hasName(context.client?.lastname),
  namesGiven: ({ event }: GuardArgs) => event.type === 'SAVE_NAMES' && hasName(event.firstname) && hasName(event.lastname),
  /** Home delivery without an address, or relay delivery without a point. */
  shippingIncomplete: ({ context }: GuardArgs) => shippingIncomplete(context),
  deliveryComplete: ({ context }: GuardArgs) => stepIsComplete('delivery', context),
  goesToAddress: ({ event }: GuardArgs) => event.type === 'GO_TO_STEP' && event.step === 'address',
  goesToDelivery: ({ event }: GuardArgs) => event.type === 'GO_TO_STEP' && event.step === 'delivery',
  goesToPayment: ({ event }: GuardArgs) => event.type === 'GO_TO_STEP' && event.step === 'payment',
  /** Another delivery mode; relay points only near a delivery address in a relay country. */
  homeDelivery: ({ context }: GuardArgs) => context.shippingMode === 'HOME',
  /** The form of a first delivery address is shown. */
  shippingAddressMissing: ({ context }: GuardArgs) => context.shippingAddress === null,
  shippingModeChanges: ({ context, event }: GuardArgs) =>
    event.type === 'CHOOSE_SHIPPING_MODE' && event.mode !== context.shippingMode && (event.mode === 'HOME' || offersRelayPoints(context)),
  relayDelivery: ({ context }: GuardArgs) => context.shippingMode === 'RELAY',
  codeGiven: ({ event }: GuardArgs) => event.type === 'APPLY_CODE' && trimCode(event.code) !== '',
  hasDiscount: ({ context }: GuardArgs) => context.discount !== null,
  /** The method is one of the client's, and not expired. */
  paymentMethodUsable: ({ context, event }: GuardArgs) =>
    event.type === 'PAY' && !walletPaysAll(context) && validMethods(context).some((method) => method.id === event.paymentMethodId),
  /** The payer ticked that they accept the shop terms. */
  termsAccepted: ({ context }: GuardArgs) => context.termsAccepted,
  orderIsPaid: ({ context }: GuardArgs) => context.order?.status === 'PAID',
  orderIsCancelled: ({ context }: GuardArgs) => context.order?.status === 'CANCELLED',
  paymentSucceeded: ({ context }: GuardArgs) => context.order?.payment?.status === 'SUCCEEDED',
  /** The payer must approve the payment on the page the payment names. */
  paymentRequiresAction: ({ context }: GuardArgs) => context.order?.payment?.status === 'REQUIRES_ACTION' && Boolean(context.order.payment.redirect_url),
  /** The order's refusal: a line the stock no longer covers. */
  notEnoughStock: ({ event }: GuardArgs) => isNotEnoughStock(errorOf(event)),
};


/** The payment's refusal, as its message. */
const paymentErrorOf = (order: Order | null) => (order?.payment?.status === 'FAILED' ? paymentErrorKey(order.payment) : null);

/** From a state of the payment step, back to the address or the delivery (both done by then). */
const backFromPayment = {
  GO_TO_STEP: [
    { guard: 'goesToAddress', target: 'address', actions: 'leavePayment' },
    { guard: 'goesToDelivery', target: 'delivery', actions: 'leavePayment' },
  ],
} as const;

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput },
  actors: {
    load: fromPromise<CheckoutData>(() => {
      throw new Error('provided by the app');
    }),
    /** The wallet's balance in euros, read again after a refusal. */
    loadWallet: fromPromise<number>(() => {
      throw new Error('provided by the app');
    }),
    loadOrder: fromPromise<UnpaidOrder, number>(() => {
      throw new Error('provided by the app');
    }),
    saveNames: fromPromise<Client, Names>(() => {
      throw new Error('provided by the app');
    }),
    quote: fromPromise<Quote, QuoteRequest>(() => {
      throw new Error('provided by the app');
    }),
    checkCode: fromPromise<Discount, string>(() => {
      throw new Error('provided by the app');
    }),
    createOrder: fromPromise<Order, OrderRequest>(() => {
      throw new Error('provided by the app');
    }),
    payOrder: fromPromise<Order, PaymentRequest>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: checkoutGuards,
  actions: {
    forgetFailure: assign({ failure: null }),
    // Tracking ("commande", with GA4's begin_checkout, add_payment_info and purchase), provided by the app.
    /** The cart loaded: the checkout begins. */
    trackBeginCheckout: () => {},
    /** The order made, with its payment chosen. */
    trackPaymentInfo: () => {},
    /** The order paid (once per order). */
    trackPurchase: () => {},
    rememberFailure: assign({ failure: ({ event }) => checkoutFailure(errorOf(event)), retryMinutes: ({ event }) => retryAfterMinutes(errorOf(event)) }),
    rememberCheckout: assign(({ event }) => {
      const data = outputOf<CheckoutData>(event);
      const preferred = (addresses: Address[]) => addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
      return {
        client: data.client,
        billingAddress: preferred(data.billingAddresses),
        shippingAddress: preferred(data.shippingAddresses),
        paymentMethods: data.paymentMethods,
        cart: data.cart,
        walletBalance: data.walletBalance,
        useWallet: data.walletBalance > 0,
      };
    }),
    rememberWalletUse: assign(({ context, event }) => (event.type === 'USE_WALLET' ? { useWallet: event.use, walletChanged: false } : context)),
    rememberWalletChanged: assign({ walletChanged: true, request: null }),
    rememberWalletBalance: assign(({ event }) => {
      const balance = outputOf<number>(event);
      return { walletBalance: balance, useWallet: balance > 0, termsMissing: false };
    }),
    // A balance that cannot be read again: the wallet is turned off, the card pays.
    forgetWallet: assign({ useWallet: false }),
    rememberUnpaidOrder: assign(({ event }) => {
      const { order, paymentMethods } = outputOf<UnpaidOrder>(event);
      return { order, paymentMethods, paymentMethodId: order.payment_method_id, paymentError: paymentErrorOf(order) };
    }),
    rememberBillingAddress: assign({ billingAddress: ({ context, event }) => (event.type === 'BILLING_ADDRESS_SAVED' ? event.address : context.billingAddress) }),
    rememberShippingAddress: assign({ shippingAddress: ({ context, event }) => (event.type === 'SHIPPING_ADDRESS_SAVED' ? event.address : context.shippingAddress) }),
    // A method added becomes the default one: first in the list (once).
    // Another method is another try: the last refusal no longer holds.
    forgetPaymentError: assign({ paymentError: null }),
    // Leaving the payment step: its messages were about that visit, and the terms are accepted
    // again for the order as it then is.
    // The wallet is used again by default.
    leavePayment: assign(({ context }) => ({
      codeError: null,
      termsAccepted: false,
      termsMissing: false,
      failure: null,
      retryMinutes: null,
      useWallet: context.walletBalance > 0,
      walletChanged: false,
    })),
    askForTerms: assign({ termsMissing: true }),
    rememberTermsAcceptance: assign(({ context, event }) => (event.type === 'ACCEPT_TERMS' ? { termsAccepted: event.accepted, termsMissing: false } : context)),
    rememberPaymentMethod: assign({
      paymentMethods: ({ context, event }) => {
        if (event.type !== 'PAYMENT_METHOD_ADDED') return context.paymentMethods;
        const others = context.paymentMethods.filter((method) => method.id !== event.method.id).map((method) => ({ ...method, is_default: false }));
        return [{ ...event.method, is_default: true }, ...others];
      },
    }),
    rememberNames: assign({ names: ({ event }) => (event.type === 'SAVE_NAMES' ? { firstname: event.firstname.trim(), lastname: event.lastname.trim() } : null) }),
    rememberClient: assign({ client: ({ event }) => outputOf<Client>(event), names: null }),
    // Back to home delivery, the relay point is forgotten: a relay delivery asks for a point again.
    rememberShippingMode: assign(({ context, event }) => (event.type === 'CHOOSE_SHIPPING_MODE' ? { shippingMode: event.mode, relayPoint: null } : context)),
    rememberRelayPoint: assign(({ context, event }) => {
      if (event.type !== 'RELAY_POINT_PICKED') return context;
      const { id, name, street, postcode, city, country_code } = event.point;
      return { relayPoint: { id, name, street, postcode, city, country_code } };
    }),
    rememberCode: assign(({ event }) => ({ code: event.type === 'APPLY_CODE' ? trimCode(event.code) : null, codeError: null, walletChanged: false })),
    rememberDiscount: assign({ discount: ({ event }) => outputOf<Discount>(event), code: null }),
    refuseCode: assign({ codeError: ({ event }) => codeErrorKey(errorOf(event)), code: null, retryMinutes: ({ event }) => retryAfterMinutes(errorOf(event)) }),
    removeDiscount: assign({ discount: null, walletChanged: false }),
    dismissCodeError: assign({ codeError: null }),
    rememberQuote: assign({ quote: ({ event }) => outputOf<Quote>(event) }),
    // The order asked for: the same choice asked again has the same key.
    askOrder: assign(({ context, event }) => {
      if (event.type !== 'PAY') return context;
      const body = orderBody(context, event.paymentMethodId);
      return { request: { idempotencyKey: orderKey(context.checkoutId, body), body }, paymentMethodId: body.payment_method_id ?? null, codeError: null, termsMissing: false, walletChanged: false };
    }),
    // The order made holds the delivery, the code and the totals: the choices that led to it are done with.
    rememberOrder: assign(({ event }) => {
      const order = outputOf<Order>(event);
      return { order, request: null, quote: null, discount: null, shippingMode: order.shipping_mode, relayPoint: order.relay_point };
    }),
    rememberMissingLine: assign({ missingLine: ({ context, event }) => missingLineOf(errorOf(event), context.cart) }),
    choosePaymentMethod: assign({ paymentMethodId: ({ context, event }) => (event.type === 'PAY' ? event.paymentMethodId : context.paymentMethodId), paymentError: null }),
    rememberPayment: assign(({ event }) => {
      const order = outputOf<Order>(event);
      return { order, paymentError: paymentErrorOf(order) };
    }),
    rememberPaymentFailure: assign({
      paymentError: ({ event }) => {
        const failure = checkoutFailure(errorOf(event));
        if (failure === 'TOO_MANY_ATTEMPTS') return 'common.tooManyAttempts';
        return failure === 'NETWORK' ? 'shop.checkout.failure.NETWORK' : paymentErrorKey(errorOf(event));
      },
      retryMinutes: ({ event }) => retryAfterMinutes(errorOf(event)),
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    checkoutId: input.checkoutId,
    today: input.today,
    orderId: input.orderId ?? null,
    client: null,
    billingAddress: null,
    shippingAddress: null,
    paymentMethods: [],
    cart: null,
    shippingMode: 'HOME',
    relayPoint: null,
    names: null,
    code: null,
    codeError: null,
    discount: null,
    quote: null,
    request: null,
    paymentMethodId: null,
    order: null,
    missingLine: null,
    paymentError: null,
    termsAccepted: false,
    termsMissing: false,
    failure: null,
    walletBalance: 0,
    useWallet: false,
    walletChanged: false,
    retryMinutes: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'paysAnOrder', target: 'loadingOrder' }, { target: 'loading' }],
    },
    loading: {
      entry: 'forgetFailure',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'route', actions: ['rememberCheckout', 'trackBeginCheckout'] },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadingOrder: {
      entry: 'forgetFailure',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderId!,
        onDone: { target: 'orderLoaded', actions: 'rememberUnpaidOrder' },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    orderLoaded: {
      always: [{ guard: 'orderIsPaid', target: 'paid' }, { guard: 'orderIsCancelled', target: 'cancelled' }, { target: 'awaitingPayment' }],
    },
    loadFailed: {
      on: { RETRY: { target: 'start' } },
    },
    // The first step not done: the address, the delivery, then the payment. The seed's items
    // keep their order (billing address, then payment method, then names); the delivery, which
    // the seed's list leaves out, is its own step between the address and the payment.
    route: {
      entry: 'dismissCodeError',
      always: [
        { guard: 'cartIsEmpty', target: 'empty' },
        { guard: 'billingAddressMissing', target: 'billingAddressMissing' },
        { guard: 'shippingIncomplete', target: 'delivery' },
        { guard: 'paymentMethodMissing', target: 'paymentMethodMissing' },
        { guard: 'namesMissing', target: 'namesMissing' },
        { target: 'quoting' },
      ],
    },
    empty: { type: 'final' },
    // The address step.
    billingAddressMissing: {
      on: { BILLING_ADDRESS_SAVED: { target: 'route', actions: 'rememberBillingAddress' } },
    },
    // The address step, done, seen again.
    address: {
      on: {
        GO_TO_STEP: [
          { guard: 'goesToDelivery', target: 'delivery' },
          { guard: and(['goesToPayment', 'deliveryComplete']), target: 'route' },
        ],
      },
    },
    // The delivery step: the mode, the address or the relay point; the payer goes on when it is done.
    delivery: {
      on: {
        CHOOSE_SHIPPING_MODE: { guard: 'shippingModeChanges', actions: 'rememberShippingMode' },
        RELAY_POINT_PICKED: { guard: 'relayDelivery', actions: 'rememberRelayPoint' },
        SHIPPING_ADDRESS_SAVED: { guard: and(['homeDelivery', 'shippingAddressMissing']), actions: 'rememberShippingAddress' },
        GO_TO_STEP: [
          { guard: 'goesToAddress', target: 'address' },
          { guard: and(['goesToPayment', 'deliveryComplete']), target: 'route' },
        ],
      },
    },
    // The payment step: a valid method, the names, the totals and a code, then the order.
    paymentMethodMissing: {
      on: {
        PAYMENT_METHOD_ADDED: { target: 'route', actions: 'rememberPaymentMethod' },
        USE_WALLET: { guard: 'walletUseChanges', target: 'route', actions: 'rememberWalletUse' },
        ...backFromPayment,
      },
    },
    namesMissing: {
      on: { SAVE_NAMES: { guard: 'namesGiven', target: 'savingNames', actions: 'rememberNames' }, ...backFromPayment },
    },
    savingNames: {
      entry: 'forgetFailure',
      invoke: {
        id: 'saveNames',
        src: 'saveNames',
        input: ({ context }) => context.names!,
        onDone: { target: 'route', actions: 'rememberClient' },
        onError: { target: 'namesMissing', actions: 'rememberFailure' },
      },
    },
    quoting: {
      entry: ['forgetFailure', 'dismissCodeError'],
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({
          shippingMode: context.shippingMode,
          shippingAddressId: context.shippingMode === 'HOME' ? (context.shippingAddress?.id ?? null) : null,
          country: deliveryCountry(context),
          discountCode: context.discount?.code ?? null,
        }),
        onDone: [
          // The wallet pays part, no card is valid: one is asked for the rest.
          { guard: 'cardMissing', target: 'paymentMethodMissing', actions: 'rememberQuote' },
          { target: 'ready', actions: 'rememberQuote' },
        ],
        onError: { target: 'quoteFailed', actions: 'rememberFailure' },
      },
    },
    quoteFailed: {
      on: { RETRY: { target: 'quoting' }, ...backFromPayment },
    },
    ready: {
      on: {
        // One code at a time: another one replaces it once it is removed.
        APPLY_CODE: { guard: and(['codeGiven', not('hasDiscount')]), target: 'checkingCode', actions: 'rememberCode' },
        REMOVE_CODE: { guard: 'hasDiscount', target: 'quoting', actions: 'removeDiscount' },
        ACCEPT_TERMS: { actions: 'rememberTermsAcceptance' },
        // The wallet on or off: a card may be needed (or no longer), and the totals are read again.
        USE_WALLET: { guard: 'walletUseChanges', target: 'route', actions: 'rememberWalletUse' },
        // No order, and no money taken, before the shop terms are accepted.
        PAY: [
          { guard: and([or(['walletPaysAll', 'paymentMethodUsable']), 'termsAccepted']), target: 'ordering', actions: 'askOrder' },
          { guard: or(['walletPaysAll', 'paymentMethodUsable']), actions: 'askForTerms' },
        ],
        ...backFromPayment,
      },
    },
    checkingCode: {
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => context.code!,
        onDone: { target: 'quoting', actions: 'rememberDiscount' },
        onError: { target: 'ready', actions: 'refuseCode' },
      },
    },
    ordering: {
      entry: 'forgetFailure',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context.request!,
        onDone: [
          // Paid by the wallet alone: no card payment follows.
          { guard: 'orderMadePaid', target: 'paid', actions: ['rememberOrder', 'trackPaymentInfo'] },
          { target: 'paying', actions: ['rememberOrder', 'trackPaymentInfo'] },
        ],
        onError: [
          { guard: 'notEnoughStock', target: 'outOfStock', actions: 'rememberMissingLine' },
          { guard: 'walletInsufficient', target: 'readingWallet', actions: 'rememberWalletChanged' },
          { target: 'orderFailed', actions: 'rememberFailure' },
        ],
      },
    },
    // The retry sends the same order with the same key: a lost answer never makes two orders.
    orderFailed: {
      on: { RETRY: { target: 'ordering' } },
    },
    outOfStock: { type: 'final' },
    // The wallet was spent meanwhile: its balance is read again, and the payer pays again with it.
    readingWallet: {
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: { target: 'route', actions: 'rememberWalletBalance' },
        // Back through the first step not done: a card, when none is valid.
        onError: { target: 'route', actions: 'forgetWallet' },
      },
    },
    paying: {
      invoke: {
        id: 'payOrder',
        src: 'payOrder',
        input: ({ context }) => ({ orderId: context.order!.id, paymentMethodId: context.paymentMethodId! }),
        onDone: { target: 'paymentSettled', actions: 'rememberPayment' },
        onError: { target: 'awaitingPayment', actions: 'rememberPaymentFailure' },
      },
    },
    paymentSettled: {
      always: [{ guard: 'paymentSucceeded', target: 'paid' }, { guard: 'paymentRequiresAction', target: 'redirecting' }, { target: 'awaitingPayment' }],
    },
    // The order is made and not paid: another try, with the same method or another one.
    awaitingPayment: {
      on: {
        PAYMENT_METHOD_ADDED: { actions: ['rememberPaymentMethod', 'forgetPaymentError'] },
        PAY: { guard: 'paymentMethodUsable', target: 'paying', actions: 'choosePaymentMethod' },
      },
    },
    paid: { type: 'final', entry: 'trackPurchase' },
    redirecting: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
