import { and, assign, fromPromise, not, or, setup } from 'xstate';
import { isPaymentMethodValid } from '@/entities/payment-method';
import { walletShare } from '@/entities/wallet';
import { isProblem, retryAfterMinutes } from '@/shared/api';
import { codeErrorKey, isAlreadyPaid, isCodeRefused, isDeadlinePassed, isNotDelivered, isNotFound, paymentRefusalKey, trunkCheckoutFailure, type TrunkCheckoutFailure } from './failure';
import { paymentKey } from './key';
import {
  CODE_MAX,
  SIZE_REMARK_MAX,
  type Decision,
  type PaymentMethod,
  type PaymentRequest,
  type PieceChoice,
  type QuoteRequest,
  type ReturnReason,
  type TrunkChoices,
  type TrunkCheckout,
  type TrunkCheckoutData,
} from './types';

export interface TrunkCheckoutInput {
  /** The trunk's request id. */
  requestId: number;
  /** This visit's own id (random): the base of its payments' Idempotency-Keys. */
  checkoutId: string;
  /** YYYY-MM-DD: a payment method is valid until its expiry date. */
  today: string;
}

export interface TrunkCheckoutContext {
  requestId: number;
  checkoutId: string;
  today: string;
  checkout: TrunkCheckout | null;
  paymentMethods: PaymentMethod[];
  /** The client's choice for each piece, by position. */
  choices: PieceChoice[];
  /** The discount code applied to the kept pieces (trimmed). */
  code: string | null;
  /** The message of the last code refused. */
  codeError: string | null;
  /** The payment being asked for, with its key, kept for a retry of the same attempt. */
  payment: PaymentRequest | null;
  /** The message of the last payment the bank refused. */
  paymentError: string | null;
  /** The methods the bank refused in this visit: another one is asked for. */
  refusedMethodIds: number[];
  failure: TrunkCheckoutFailure | null;
  retryMinutes: number | null;
  /**
   * The wallet's balance in euros, as last read. Whether the payer uses it is the screen's switch,
   * sent with each payment: the machine keeps no other wallet state (its paths stay few).
   */
  walletBalance: number;
}

export type TrunkCheckoutEvent =
  | { type: 'RETRY' }
  /** A piece kept, or sent back with its reason (none yet when the client just chose to return it) and a word on the size. */
  | { type: 'CHOOSE'; position: number; decision: Decision; returnReason?: ReturnReason | null; sizeRemark?: string }
  | { type: 'KEEP_ALL' }
  | { type: 'APPLY_CODE'; code: string }
  | { type: 'REMOVE_CODE' }
  | { type: 'PAYMENT_METHOD_ADDED'; method: PaymentMethod }
  | { type: 'EXTEND_DEADLINE' }
  /** Pay with this method (none when the wallet pays it all) and these euros of the wallet (0 when the switch is off). */
  | { type: 'PAY'; paymentMethodId: number | null; walletAmount: number };

type Done<T> = { output: T };
type Failed = { error: unknown };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
const errorOf = (event: unknown) => (event as Failed).error;

/** The time the totals wait for the client to stop changing the choices before they are quoted. */
export const QUOTE_DELAY_MS = 400;

type MethodsContext = Pick<TrunkCheckoutContext, 'paymentMethods' | 'today' | 'refusedMethodIds'>;

/** The methods a payment can be tried with: not expired, and not refused by the bank in this visit. */
export const usableMethods = (context: MethodsContext) =>
  context.paymentMethods.filter((method) => isPaymentMethodValid(method, context.today) && !context.refusedMethodIds.includes(method.id));
const validMethods = usableMethods;

/** The method offered first: the default one if usable, else the first usable one. */
export function preferredPaymentMethod(context: MethodsContext): PaymentMethod | null {
  const valid = validMethods(context);
  return valid.find((method) => method.is_default) ?? valid[0] ?? null;
}

type WalletContext = Pick<TrunkCheckoutContext, 'walletBalance' | 'checkout'>;

/** What the wallet (when used) and the card pay of the totals quoted. */
export const paymentShare = (context: WalletContext, useWallet: boolean) => walletShare(context.walletBalance, context.checkout?.totals.total ?? 0, useWallet);

/** The wallet, when used, pays the whole trunk: no card is asked for. */
export const walletPaysAll = (context: WalletContext, useWallet = true) => {
  const share = paymentShare(context, useWallet);
  return share.wallet > 0 && share.card === 0;
};

/** The wallet's part of a payment is nothing, or all it can pay of the total. */
const walletPartFits = (context: WalletContext, walletAmount: number) => walletAmount === 0 || walletAmount === paymentShare(context, true).wallet;

/** A piece is chosen when kept, or returned with its reason. */
export const isChosen = (choice: PieceChoice) => choice.decision === 'KEEP' || (choice.decision === 'RETURN' && choice.return_reason !== null);

/** Every piece is chosen. */
export const allChosen = (context: Pick<TrunkCheckoutContext, 'choices'>) => context.choices.length > 0 && context.choices.every(isChosen);

/** The choices as the contract takes them; for a quote, a piece not chosen yet counts as kept (what the deadline would charge). */
export function choicesBody(context: Pick<TrunkCheckoutContext, 'choices' | 'code'>, forQuote: boolean): TrunkChoices {
  const pieces = context.choices.map((choice) => {
    const decision = choice.decision ?? 'KEEP';
    if (decision === 'KEEP') return { position: choice.position, decision };
    const remark = choice.size_remark.trim().slice(0, SIZE_REMARK_MAX);
    // A quote of a piece going back before its reason is given: the reason does not change the totals.
    const reason = choice.return_reason ?? (forQuote ? 'OTHER' : undefined);
    return { position: choice.position, decision, ...(reason && { return_reason: reason }), ...(remark && { size_remark: remark }) };
  });
  return { pieces, ...(context.code && { discount_code: context.code }) };
}

/** The choices of a trunk as loaded: those paid (or quoted) before, else none. */
function choicesOf(checkout: TrunkCheckout): PieceChoice[] {
  return checkout.pieces.map((piece) => ({ position: piece.position, decision: piece.decision, return_reason: piece.return_reason, size_remark: piece.size_remark ?? '' }));
}

const trimCode = (code: string) => code.trim().slice(0, CODE_MAX);

interface GuardArgs {
  context: TrunkCheckoutContext;
  event: TrunkCheckoutEvent;
}

/** The rules of the trunk checkout, pure functions of the context and the event. */
export const trunkCheckoutGuards = {
  /** The trunk is not at home yet (409 TRUNK_NOT_DELIVERED). */
  notDelivered: ({ event }: GuardArgs) => isNotDelivered(errorOf(event)),
  /** Another client's trunk, or none: the same 404. */
  notFound: ({ event }: GuardArgs) => isNotFound(errorOf(event)),
  /** Paid already (by the client, or charged at the deadline): the receipt. */
  isSettled: ({ context }: GuardArgs) => context.checkout?.status !== 'DELIVERED' || context.checkout.payment?.status === 'SUCCEEDED',
  /** The deadline passed before the client chose. */
  deadlinePassed: ({ context }: GuardArgs) => !context.checkout?.can_choose,
  /** The deadline passed and its charge of the pieces still out was refused: the client pays it here. */
  overdueChargeFailed: ({ context }: GuardArgs) => isOverdueCharge(context.checkout),
  /** The last payment (the bank's page, or the deadline's charge) was refused. */
  lastPaymentFailed: ({ context }: GuardArgs) => context.checkout?.payment?.status === 'FAILED',
  /** The event changes the piece's choice. */
  choiceChanges: ({ context, event }: GuardArgs) => {
    if (event.type !== 'CHOOSE') return false;
    const current = context.choices.find((choice) => choice.position === event.position);
    if (!current) return false;
    if (event.decision === 'KEEP') return current.decision !== 'KEEP';
    return current.decision !== 'RETURN' || (event.returnReason ?? null) !== current.return_reason || (event.sizeRemark ?? '') !== current.size_remark;
  },
  /** Some piece is not kept yet. */
  notAllKept: ({ context }: GuardArgs) => context.choices.some((choice) => choice.decision !== 'KEEP'),
  codeGiven: ({ event }: GuardArgs) => event.type === 'APPLY_CODE' && trimCode(event.code) !== '',
  hasCode: ({ context }: GuardArgs) => context.code !== null,
  canExtend: ({ context }: GuardArgs) => Boolean(context.checkout?.can_extend),
  /** Every piece chosen and a valid method to pay with (one the bank did not refuse in this visit), or the wallet pays it all. */
  readyToPay: ({ context }: GuardArgs) => allChosen(context) && (validMethods(context).length > 0 || walletPaysAll(context)),
  /** The method is one of the client's, not expired, and not refused in this visit; the card has something to pay. */
  paymentMethodUsable: ({ context, event }: GuardArgs) =>
    event.type === 'PAY' &&
    (context.checkout?.can_choose === false || (walletPartFits(context, event.walletAmount) && event.walletAmount < (context.checkout?.totals.total ?? 0))) &&
    validMethods(context).some((method) => method.id === event.paymentMethodId),
  /** The wallet pays the whole trunk, and the payer pays without a card. */
  walletPaysAll: ({ context, event }: GuardArgs) => event.type === 'PAY' && event.paymentMethodId === null && walletPaysAll(context) && event.walletAmount === paymentShare(context, true).wallet,
  /** The payment's refusal: the wallet holds less than asked (spent meanwhile). */
  walletInsufficient: ({ event }: GuardArgs) => isProblem(errorOf(event)) && (errorOf(event) as { type?: string }).type === 'WALLET_INSUFFICIENT',
  codeRefused: ({ event }: GuardArgs) => isCodeRefused(errorOf(event)),
  alreadyPaid: ({ event }: GuardArgs) => isAlreadyPaid(errorOf(event)),
  deadlinePassedNow: ({ event }: GuardArgs) => isDeadlinePassed(errorOf(event)),
  paymentSucceeded: ({ context }: GuardArgs) => context.checkout?.payment?.status === 'SUCCEEDED',
  /** The payer must approve the payment on the page the payment names. */
  paymentRequiresAction: ({ context }: GuardArgs) => context.checkout?.payment?.status === 'REQUIRES_ACTION' && Boolean(context.checkout.payment.redirect_url),
};

/** A trunk past its deadline whose charge (every piece still out, as kept) the bank refused. */
export const isOverdueCharge = (checkout: TrunkCheckout | null) =>
  checkout?.status === 'DELIVERED' && !checkout.can_choose && checkout.payment?.status === 'FAILED' && checkout.payment.settled_by === 'deadline';

const paymentErrorOf = (checkout: TrunkCheckout) => (checkout.payment?.status === 'FAILED' ? paymentRefusalKey(checkout.payment) : null);

/** The changes of the choices, the same wherever the client is choosing: each is quoted after a pause. */
const editing = {
  CHOOSE: { guard: 'choiceChanges', target: '.debouncing', actions: ['choosePiece', 'forgetPaymentError', 'forgetFailure'] },
  KEEP_ALL: { guard: 'notAllKept', target: '.debouncing', actions: ['keepAll', 'forgetPaymentError', 'forgetFailure'] },
  APPLY_CODE: { guard: and(['codeGiven', not('hasCode')]), target: '.debouncing', actions: ['applyCode', 'forgetPaymentError', 'forgetFailure'] },
  REMOVE_CODE: { guard: 'hasCode', target: '.debouncing', actions: ['removeCode', 'forgetPaymentError', 'forgetFailure'] },
  PAYMENT_METHOD_ADDED: { target: '.route', actions: ['rememberPaymentMethod', 'forgetPaymentError'] },
  EXTEND_DEADLINE: { guard: 'canExtend', target: '#trunkCheckout.extending', actions: 'askExtension' },
} as const;

export const trunkCheckoutMachine = setup({
  types: {} as { context: TrunkCheckoutContext; events: TrunkCheckoutEvent; input: TrunkCheckoutInput },
  actors: {
    load: fromPromise<TrunkCheckoutData, number>(() => {
      throw new Error('provided by the app');
    }),
    quote: fromPromise<TrunkCheckout, QuoteRequest>(() => {
      throw new Error('provided by the app');
    }),
    pay: fromPromise<TrunkCheckout, PaymentRequest>(() => {
      throw new Error('provided by the app');
    }),
    extend: fromPromise<TrunkCheckout, number>(() => {
      throw new Error('provided by the app');
    }),
    /** The wallet's balance in euros, read again after a refusal. */
    loadWallet: fromPromise<number>(() => {
      throw new Error('provided by the app');
    }),
  },
  delays: { quoteDelay: QUOTE_DELAY_MS },
  guards: trunkCheckoutGuards,
  actions: {
    forgetFailure: assign({ failure: null, retryMinutes: null }),
    // The trunk read again: what this visit chose and tried starts from what the server says.
    startOver: assign({ checkout: null, paymentMethods: [], choices: [], code: null, codeError: null, payment: null, paymentError: null, refusedMethodIds: [], failure: null, retryMinutes: null, walletBalance: 0 }),
    rememberFailure: assign({ failure: ({ event }) => trunkCheckoutFailure(errorOf(event)), retryMinutes: ({ event }) => retryAfterMinutes(errorOf(event)) }),
    rememberTrunk: assign(({ event }) => {
      const { checkout, paymentMethods, walletBalance } = outputOf<TrunkCheckoutData>(event);
      return { checkout, paymentMethods, choices: choicesOf(checkout), code: checkout.totals.discount_code, paymentError: paymentErrorOf(checkout), walletBalance };
    }),
    // The attempt the wallet could not pay is over: the next one has its own key.
    forgetPayment: assign({ payment: null }),
    rememberWalletBalance: assign({ walletBalance: ({ event }) => outputOf<number>(event), failure: null, retryMinutes: null }),
    choosePiece: assign({
      choices: ({ context, event }) =>
        event.type !== 'CHOOSE'
          ? context.choices
          : context.choices.map((choice) =>
              choice.position !== event.position
                ? choice
                : event.decision === 'KEEP'
                  ? { ...choice, decision: 'KEEP' as const, return_reason: null, size_remark: '' }
                  : { ...choice, decision: 'RETURN' as const, return_reason: event.returnReason ?? null, size_remark: (event.sizeRemark ?? '').slice(0, SIZE_REMARK_MAX) },
            ),
    }),
    keepAll: assign({ choices: ({ context }) => context.choices.map((choice) => ({ ...choice, decision: 'KEEP' as const, return_reason: null, size_remark: '' })) }),
    applyCode: assign({ code: ({ event }) => (event.type === 'APPLY_CODE' ? trimCode(event.code) : null), codeError: null }),
    removeCode: assign({ code: null, codeError: null }),
    rememberQuote: assign(({ context, event }) => {
      const quoted = outputOf<TrunkCheckout>(event);
      return { checkout: context.checkout && { ...context.checkout, totals: quoted.totals } };
    }),
    // The code refused is dropped: the totals are quoted again without it.
    refuseCode: assign({ codeError: ({ event }) => codeErrorKey(errorOf(event)), code: null }),
    rememberPaymentMethod: assign({
      paymentMethods: ({ context, event }) => {
        if (event.type !== 'PAYMENT_METHOD_ADDED') return context.paymentMethods;
        const others = context.paymentMethods.filter((method) => method.id !== event.method.id).map((method) => ({ ...method, is_default: false }));
        return [{ ...event.method, is_default: true }, ...others];
      },
    }),
    // Another choice, or another card: the last refusal and the last attempt no longer hold.
    forgetPaymentError: assign({ paymentError: null, payment: null, codeError: null }),
    // The payment asked for, with its key: the same payment asked again has the same key.
    askPayment: assign(({ context, event }) => {
      if (event.type !== 'PAY') return {};
      const wallet = event.walletAmount;
      const body: TrunkChoices = { ...choicesBody(context, false), ...(event.paymentMethodId !== null && { payment_method_id: event.paymentMethodId }), ...(wallet > 0 && { wallet_amount: wallet }) };
      return { paymentError: null, payment: { requestId: context.requestId, idempotencyKey: paymentKey(context.checkoutId, body), body } };
    }),
    // The deadline's charge paid as it stands: no pieces to choose, only the card (a new key per attempt).
    askOverduePayment: assign(({ context, event }) => {
      if (event.type !== 'PAY') return {};
      const body: TrunkChoices = { pieces: [], ...(event.paymentMethodId !== null && { payment_method_id: event.paymentMethodId }) };
      return { paymentError: null, payment: { requestId: context.requestId, idempotencyKey: paymentKey(`${context.checkoutId}-overdue`, body), body } };
    }),
    rememberPayment: assign(({ event }) => {
      const checkout = outputOf<TrunkCheckout>(event);
      return { checkout, paymentError: paymentErrorOf(checkout) };
    }),
    askExtension: assign({ failure: null, retryMinutes: null }),
    rememberExtension: assign(({ context, event }) => {
      const extended = outputOf<TrunkCheckout>(event);
      return { checkout: context.checkout && { ...context.checkout, return_deadline: extended.return_deadline, deadline_extended: extended.deadline_extended, can_extend: extended.can_extend } };
    }),
    // Named for the tracking of issue 20: the moments a product team counts.
    trackPaid: () => {},
    trackRedirected: () => {},
    trackPaymentRefused: () => {},
    rememberRefusedMethod: assign({
      refusedMethodIds: ({ context }) => {
        const id = context.payment?.body.payment_method_id;
        return id === undefined || context.refusedMethodIds.includes(id) ? context.refusedMethodIds : [...context.refusedMethodIds, id];
      },
    }),
  },
}).createMachine({
  id: 'trunkCheckout',
  context: ({ input }) => ({
    requestId: input.requestId,
    checkoutId: input.checkoutId,
    today: input.today,
    checkout: null,
    paymentMethods: [],
    choices: [],
    code: null,
    codeError: null,
    payment: null,
    paymentError: null,
    refusedMethodIds: [],
    failure: null,
    retryMinutes: null,
    walletBalance: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'startOver',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.requestId,
        onDone: { target: 'route', actions: 'rememberTrunk' },
        onError: [
          { guard: 'notDelivered', target: 'notDelivered' },
          { guard: 'notFound', target: 'notFound' },
          { target: 'loadFailed', actions: 'rememberFailure' },
        ],
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading' } },
    },
    notDelivered: { type: 'final' },
    notFound: { type: 'final' },
    route: {
      always: [
        { guard: 'isSettled', target: 'paid' },
        { guard: 'overdueChargeFailed', target: 'overdue' },
        { guard: 'deadlinePassed', target: 'deadlinePassed' },
        { guard: 'lastPaymentFailed', target: 'choosing.paymentFailed' },
        { target: 'choosing' },
      ],
    },
    // After the deadline only the deadline's charge is paid: the page says so (not chosen here).
    deadlinePassed: { type: 'final' },
    // The deadline's charge was refused: what it charged, why, and another try with a card.
    overdue: {
      on: {
        PAY: { guard: 'paymentMethodUsable', target: 'overduePaying', actions: 'askOverduePayment' },
        PAYMENT_METHOD_ADDED: { target: 'overdue', actions: ['rememberPaymentMethod', 'forgetPaymentError'] },
      },
    },
    overduePaying: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => context.payment!,
        onDone: { target: 'overdueSettled', actions: 'rememberPayment' },
        onError: [
          // Paid meanwhile (another tab, or the clock's next try): the trunk as it now is.
          { guard: 'alreadyPaid', target: 'loading' },
          { target: 'overduePayFailed', actions: 'rememberFailure' },
        ],
      },
    },
    overdueSettled: {
      always: [
        { guard: 'paymentSucceeded', target: 'paid', actions: 'trackPaid' },
        { guard: 'paymentRequiresAction', target: 'redirecting', actions: 'trackRedirected' },
        { target: 'overdue', actions: ['rememberRefusedMethod', 'trackPaymentRefused'] },
      ],
    },
    // No answer: the same attempt again, with the same key (never charged twice).
    overduePayFailed: {
      on: { RETRY: { target: 'overduePaying', actions: 'forgetFailure' } },
    },
    choosing: {
      initial: 'route',
      on: editing,
      states: {
        // Ready once every piece is chosen and a valid method is there.
        route: {
          always: [{ guard: 'readyToPay', target: 'ready' }, { target: 'incomplete' }],
        },
        incomplete: {},
        ready: {
          on: { PAY: { guard: or(['walletPaysAll', 'paymentMethodUsable']), target: '#trunkCheckout.paying', actions: 'askPayment' } },
        },
        // The totals wait until the client pauses.
        debouncing: {
          after: { quoteDelay: 'quoting' },
        },
        quoting: {
          entry: 'forgetFailure',
          invoke: {
            id: 'quote',
            src: 'quote',
            input: ({ context }) => ({ requestId: context.requestId, body: choicesBody(context, true) }),
            onDone: { target: 'route', actions: 'rememberQuote' },
            onError: [
              { guard: 'codeRefused', target: 'debouncing', actions: 'refuseCode' },
              { target: 'quoteFailed', actions: 'rememberFailure' },
            ],
          },
        },
        // The last totals stay, said to be out of date; no payment before they are known.
        quoteFailed: {
          on: { RETRY: { target: 'quoting' } },
        },
        // The bank refused: its reason, and another try (another card, or the same one).
        paymentFailed: {
          on: { PAY: { guard: and(['readyToPay', or(['walletPaysAll', 'paymentMethodUsable'])]), target: '#trunkCheckout.paying', actions: 'askPayment' } },
        },
        extendFailed: {},
        // The wallet held less than asked: its new balance is said, and the payment asked again.
        walletChanged: {
          on: { PAY: { guard: and(['readyToPay', or(['walletPaysAll', 'paymentMethodUsable'])]), target: '#trunkCheckout.paying', actions: 'askPayment' } },
        },
      },
    },
    extending: {
      invoke: {
        id: 'extend',
        src: 'extend',
        input: ({ context }) => context.requestId,
        onDone: { target: 'choosing', actions: 'rememberExtension' },
        onError: [
          { guard: 'deadlinePassedNow', target: 'loading' },
          { target: 'choosing.extendFailed', actions: 'rememberFailure' },
        ],
      },
    },
    paying: {
      entry: 'forgetFailure',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => context.payment!,
        onDone: { target: 'paymentSettled', actions: 'rememberPayment' },
        onError: [
          // Paid in another tab, or the deadline passed meanwhile: the trunk as it now is.
          { guard: 'alreadyPaid', target: 'loading' },
          { guard: 'deadlinePassedNow', target: 'loading' },
          // The wallet holds less than asked (spent meanwhile): its balance is read again.
          { guard: 'walletInsufficient', target: 'readingWallet', actions: 'forgetPayment' },
          { target: 'payFailed', actions: 'rememberFailure' },
        ],
      },
    },
    readingWallet: {
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: { target: 'choosing.walletChanged', actions: 'rememberWalletBalance' },
        onError: { target: 'readingWalletFailed', actions: 'rememberFailure' },
      },
    },
    // The balance could not be read again: a retry (no payment before it is known).
    readingWalletFailed: {
      on: { RETRY: { target: 'readingWallet' } },
    },
    paymentSettled: {
      always: [
        { guard: 'paymentSucceeded', target: 'paid', actions: 'trackPaid' },
        { guard: 'paymentRequiresAction', target: 'redirecting', actions: 'trackRedirected' },
        { target: 'choosing.paymentFailed', actions: ['rememberRefusedMethod', 'trackPaymentRefused'] },
      ],
    },
    // No answer: the same attempt again, with the same key (never charged twice).
    payFailed: {
      on: { RETRY: { target: 'paying' } },
    },
    paid: { type: 'final' },
    redirecting: { type: 'final' },
  },
});

export type TrunkCheckoutMachine = typeof trunkCheckoutMachine;
