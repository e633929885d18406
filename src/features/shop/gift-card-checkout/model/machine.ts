import { assign, fromPromise, setup } from 'xstate';
import { draftBody, type GiftCardDraft } from '@/entities/gift-card';
import { isPaymentMethodValid } from '@/entities/payment-method';
import { retryAfterMinutes } from '@/shared/api';
import { giftCardCheckoutFailure, isAlreadyPaid, isInvalid, isNotFound, paymentRefusalKey, type GiftCardCheckoutFailure } from './failure';
import { paymentKey } from './key';
import type { GiftCardCheckoutData, GiftCardOrder, PaymentMethod, PaymentRequest } from './types';

export interface GiftCardCheckoutInput {
  /** The card as filled in on /giftcard (kept in the tab), or none. */
  draft: GiftCardDraft | null;
  /** An order to pay again (the success page's "pay again" after a refusal), or none. */
  orderId: number | null;
  /** A visitor signs in (or up) first and comes back. */
  signedIn: boolean;
  /** YYYY-MM-DD: a payment method is valid until its expiry date. */
  today: string;
}

export interface GiftCardCheckoutContext {
  draft: GiftCardDraft | null;
  orderId: number | null;
  signedIn: boolean;
  today: string;
  /** The order once made (or loaded to pay again). */
  order: GiftCardOrder | null;
  paymentMethods: PaymentMethod[];
  /** The payment being asked for, with its key, kept for a retry of the same attempt. */
  payment: PaymentRequest | null;
  /** The message of the last payment the bank refused. */
  paymentError: string | null;
  /** The methods the bank refused in this visit: another one is asked for. */
  refusedMethodIds: number[];
  failure: GiftCardCheckoutFailure | null;
  retryMinutes: number | null;
}

export type GiftCardCheckoutEvent = { type: 'RETRY' } | { type: 'PAYMENT_METHOD_ADDED'; method: PaymentMethod } | { type: 'PAY'; paymentMethodId: number };

type Done<T> = { output: T };
type Failed = { error: unknown };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
const errorOf = (event: unknown) => (event as Failed).error;

type MethodsContext = Pick<GiftCardCheckoutContext, 'paymentMethods' | 'today' | 'refusedMethodIds'>;

/** The methods a payment can be tried with: not expired, and not refused by the bank in this visit. */
export const usableMethods = (context: MethodsContext) =>
  context.paymentMethods.filter((method) => isPaymentMethodValid(method, context.today) && !context.refusedMethodIds.includes(method.id));

/** The method offered first: the default one if usable, else the first usable one. */
export function preferredPaymentMethod(context: MethodsContext): PaymentMethod | null {
  const usable = usableMethods(context);
  return usable.find((method) => method.is_default) ?? usable[0] ?? null;
}

interface GuardArgs {
  context: GiftCardCheckoutContext;
  event: GiftCardCheckoutEvent;
}

const paymentStatus = (context: GiftCardCheckoutContext) => context.order?.status;

/** The rules of the gift card checkout, pure functions of the context and the event. */
export const giftCardCheckoutGuards = {
  /** A visitor: signs in (or up) first, the draft kept in the tab. */
  signedOut: ({ context }: GuardArgs) => !context.signedIn,
  /** No card filled in, and no order to pay again: back to the gift card page. */
  nothingToPay: ({ context }: GuardArgs) => context.draft === null && context.orderId === null,
  /** Another client's order, or none: the same 404. */
  notFound: ({ event }: GuardArgs) => isNotFound(errorOf(event)),
  /** The server refused the card's details (a sending date passed since the draft, say). */
  invalid: ({ event }: GuardArgs) => isInvalid(errorOf(event)),
  alreadyPaid: ({ event }: GuardArgs) => isAlreadyPaid(errorOf(event)),
  orderPaid: ({ context }: GuardArgs) => paymentStatus(context) === 'PAID',
  /** The buyer must approve the payment on the page the payment names. */
  orderRequiresAction: ({ context }: GuardArgs) => paymentStatus(context) === 'PAYMENT_REQUIRES_ACTION' && Boolean(context.order?.payment?.redirect_url),
  /** The last payment of the order was refused. */
  orderPaymentFailed: ({ context }: GuardArgs) => paymentStatus(context) === 'PAYMENT_FAILED',
  /** A method to pay with (one the bank did not refuse in this visit). */
  hasUsableMethod: ({ context }: GuardArgs) => usableMethods(context).length > 0,
  /** The method is one of the client's, not expired, and not refused in this visit. */
  paymentMethodUsable: ({ context, event }: GuardArgs) => event.type === 'PAY' && usableMethods(context).some((method) => method.id === event.paymentMethodId),
};

const paymentErrorOf = (order: GiftCardOrder | null) => (order?.status === 'PAYMENT_FAILED' && order.payment ? paymentRefusalKey(order.payment) : null);

export const giftCardCheckoutMachine = setup({
  types: {} as { context: GiftCardCheckoutContext; events: GiftCardCheckoutEvent; input: GiftCardCheckoutInput },
  actors: {
    load: fromPromise<GiftCardCheckoutData, number | null>(() => {
      throw new Error('provided by the app');
    }),
    pay: fromPromise<GiftCardOrder, PaymentRequest>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: giftCardCheckoutGuards,
  actions: {
    forgetFailure: assign({ failure: null, retryMinutes: null }),
    rememberFailure: assign({ failure: ({ event }) => giftCardCheckoutFailure(errorOf(event)), retryMinutes: ({ event }) => retryAfterMinutes(errorOf(event)) }),
    rememberLoaded: assign(({ context, event }) => {
      const { order, paymentMethods } = outputOf<GiftCardCheckoutData>(event);
      return { order, orderId: order?.id ?? context.orderId, paymentMethods, paymentError: paymentErrorOf(order) };
    }),
    rememberPaymentMethod: assign({
      paymentMethods: ({ context, event }) => {
        if (event.type !== 'PAYMENT_METHOD_ADDED') return context.paymentMethods;
        const others = context.paymentMethods.filter((method) => method.id !== event.method.id).map((method) => ({ ...method, is_default: false }));
        return [{ ...event.method, is_default: true }, ...others];
      },
      paymentError: null,
      payment: null,
    }),
    // The payment asked for, with its key: a new order with the draft, or the order made before with another card.
    askPayment: assign(({ context, event }) => {
      if (event.type !== 'PAY') return {};
      const payment: PaymentRequest =
        context.orderId === null
          ? { orderId: null, idempotencyKey: '', body: { ...draftBody(context.draft!), payment_method_id: event.paymentMethodId } }
          : { orderId: context.orderId, idempotencyKey: '', body: { payment_method_id: event.paymentMethodId } };
      payment.idempotencyKey = paymentKey(context.draft?.id ?? `order-${context.orderId}`, payment.orderId, payment.body);
      return { paymentError: null, payment };
    }),
    rememberOrder: assign(({ event }) => {
      const order = outputOf<GiftCardOrder>(event);
      return { order, orderId: order.id, paymentError: paymentErrorOf(order) };
    }),
    rememberRefusedMethod: assign({
      refusedMethodIds: ({ context }) => {
        const id = context.payment?.body.payment_method_id;
        return id === undefined || context.refusedMethodIds.includes(id) ? context.refusedMethodIds : [...context.refusedMethodIds, id];
      },
    }),
    // Named for the tracking of issue 20: the moments a product team counts.
    trackPaid: () => {},
    trackRedirected: () => {},
    trackPaymentRefused: () => {},
  },
}).createMachine({
  id: 'giftCardCheckout',
  context: ({ input }) => ({
    draft: input.draft,
    orderId: input.orderId,
    signedIn: input.signedIn,
    today: input.today,
    order: null,
    paymentMethods: [],
    payment: null,
    paymentError: null,
    refusedMethodIds: [],
    failure: null,
    retryMinutes: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'nothingToPay', target: 'noDraft' }, { guard: 'signedOut', target: 'signIn' }, { target: 'loading' }],
    },
    // Nothing to pay: the page leads back to the gift card page.
    noDraft: { type: 'final' },
    // The page sends the visitor to sign in (or up) and back here; the draft waits in the tab.
    signIn: { type: 'final' },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.orderId,
        onDone: { target: 'route', actions: 'rememberLoaded' },
        onError: [{ guard: 'notFound', target: 'notFound' }, { target: 'loadFailed', actions: 'rememberFailure' }],
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'forgetFailure' } },
    },
    notFound: { type: 'final' },
    route: {
      always: [{ guard: 'orderPaid', target: 'paid' }, { guard: 'orderPaymentFailed', target: 'choosing.declined' }, { target: 'choosing' }],
    },
    choosing: {
      initial: 'route',
      on: { PAYMENT_METHOD_ADDED: { target: '.route', actions: 'rememberPaymentMethod' } },
      states: {
        route: {
          always: [{ guard: 'hasUsableMethod', target: 'ready' }, { target: 'noMethod' }],
        },
        // No card yet (or every card refused): the form to add one.
        noMethod: {},
        ready: {
          on: { PAY: { guard: 'paymentMethodUsable', target: '#giftCardCheckout.paying', actions: 'askPayment' } },
        },
        // The bank refused: its reason, and another card.
        declined: {
          on: { PAY: { guard: 'paymentMethodUsable', target: '#giftCardCheckout.paying', actions: 'askPayment' } },
        },
      },
    },
    paying: {
      entry: 'forgetFailure',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => context.payment!,
        onDone: { target: 'settled', actions: 'rememberOrder' },
        onError: [
          // Paid meanwhile (another tab): the order as it now is.
          { guard: 'alreadyPaid', target: 'loading' },
          { guard: 'invalid', target: 'invalid', actions: 'rememberFailure' },
          { target: 'payFailed', actions: 'rememberFailure' },
        ],
      },
    },
    settled: {
      always: [
        { guard: 'orderPaid', target: 'paid', actions: 'trackPaid' },
        { guard: 'orderRequiresAction', target: 'redirecting', actions: 'trackRedirected' },
        { target: 'choosing.declined', actions: ['rememberRefusedMethod', 'trackPaymentRefused'] },
      ],
    },
    // No answer: the same attempt again, with the same key (never charged twice).
    payFailed: {
      on: { RETRY: { target: 'paying' } },
    },
    // The card's details refused: the page leads back to the card to correct them.
    invalid: { type: 'final' },
    paid: { type: 'final' },
    redirecting: { type: 'final' },
  },
});

export type GiftCardCheckoutMachine = typeof giftCardCheckoutMachine;
