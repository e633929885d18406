import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { sampleShopProduct } from '@/entities/cart';
import type { Problem } from '@/shared/api';
import type { TrunkCheckoutEvent, TrunkCheckoutInput } from './machine';
import type { PaymentMethod, TrunkCheckout, TrunkCheckoutData, TrunkPayment, TrunkPiece, TrunkTotals } from './types';

/** The day of the samples: the trunk came on 2 March, to be chosen by 9 March. */
export const SAMPLE_TODAY = '2026-03-04';

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

const piece = (position: number, product: ReturnType<typeof sampleShopProduct>, overrides: Partial<TrunkPiece> = {}): TrunkPiece => ({
  position,
  look_index: 0,
  item_index: position,
  product,
  variant_id: product.id * 10 + 1,
  size: '3 ans',
  price: product.lc_price,
  status: 'AT_HOME',
  decision: null,
  return_reason: null,
  size_remark: null,
  ...overrides,
});

const totals = (overrides: Partial<TrunkTotals> = {}): TrunkTotals => ({
  pieces_count: 2,
  kept_count: 2,
  returned_count: 0,
  kept_amount: 64,
  keep_all_discount: 12.8,
  styling_fee: 10,
  styling_fee_credit: 10,
  shipping_fee: 0,
  discount: 0,
  discount_code: null,
  total: 51.2,
  wallet_amount: 0,
  card_amount: 51.2,
  ...overrides,
});

const dress = sampleShopProduct({ id: 41, name: 'Robe à smocks', lc_price: 29 });
const cardigan = sampleShopProduct({ id: 52, name: 'Gilet en maille', lc_price: 35 });

const payment = (overrides: Partial<TrunkPayment>): TrunkPayment => ({
  status: 'SUCCEEDED',
  amount: 29,
  redirect_url: null,
  decline_code: null,
  code: null,
  type: null,
  paid_at: '2026-03-04T10:12:00Z',
  settled_by: 'client',
  payment_method: { brand: 'visa', last4: '4242' },
  ...overrides,
});

/** Léa's trunk at home: two pieces, nothing chosen yet, the deadline not extended. */
const delivered: TrunkCheckout = {
  request_id: 12,
  profile_id: 5,
  profile_firstname: 'Léa',
  status: 'DELIVERED',
  delivered_at: '2026-03-02T09:30:00Z',
  return_deadline: '2026-03-09T22:59:59Z',
  deadline_extended: false,
  can_choose: true,
  can_extend: true,
  rules: { return_days: 7, extension_days: 3, keep_all_discount_percent: 20, styling_fee: 10 },
  pieces: [piece(0, dress), piece(1, cardigan)],
  totals: totals(),
  payment: null,
};

/** The dress kept, the cardigan returned (too small), as quoted and as paid. */
const keptOne = totals({ kept_count: 1, returned_count: 1, kept_amount: 29, keep_all_discount: 0, total: 29, card_amount: 29 });
const choicesPaid = [
  piece(0, dress, { decision: 'KEEP', status: 'KEPT_PAID' }),
  piece(1, cardigan, { decision: 'RETURN', status: 'RETURN_PENDING', return_reason: 'TOO_SMALL', size_remark: 'Trop juste aux épaules' }),
];

export const sampleTrunkCheckout = {
  delivered,
  /** A card that works, the default one. */
  card: method({}),
  /** A card that expired in January. */
  expiredCard: method({ id: 42, brand: 'mastercard', last4: '4444', expiration_date: '2026-01-31', is_valid: false, is_default: false }),
  /** A card added during the checkout. */
  newCard: method({ id: 43, brand: 'mastercard', last4: '5100', is_default: true }),
  quoted: { ...delivered, totals: keptOne } satisfies TrunkCheckout,
  paid: { ...delivered, status: 'RETURN_PENDING', can_choose: false, can_extend: false, pieces: choicesPaid, totals: keptOne, payment: payment({}) } satisfies TrunkCheckout,
  requiresAction: { ...delivered, totals: keptOne, payment: payment({ status: 'REQUIRES_ACTION', redirect_url: '/sandbox/approve/ap_12', paid_at: null }) } satisfies TrunkCheckout,
  declined: {
    ...delivered,
    totals: keptOne,
    payment: payment({ status: 'FAILED', decline_code: 'insufficient_funds', code: 'card_declined', type: 'card_error', paid_at: null }),
  } satisfies TrunkCheckout,
  deadlinePassed: { ...delivered, return_deadline: '2026-03-01T22:59:59Z', can_choose: false, can_extend: false } satisfies TrunkCheckout,
  /** Past the deadline, the clock charged both pieces as kept and the bank refused: the client pays it here. */
  overdue: {
    ...delivered,
    return_deadline: '2026-03-01T22:59:59Z',
    can_choose: false,
    can_extend: false,
    pieces: [piece(0, dress, { decision: 'KEEP' }), piece(1, cardigan, { decision: 'KEEP' })],
    payment: payment({ status: 'FAILED', amount: 51.2, decline_code: 'expired_card', code: 'expired_card', type: 'card_error', paid_at: null, settled_by: 'deadline' }),
  } satisfies TrunkCheckout,
  extended: { ...delivered, return_deadline: '2026-03-12T22:59:59Z', deadline_extended: true, can_extend: false } satisfies TrunkCheckout,
};

/**
 * The samples' one wallet balance: it pays part of the 51.20 € of two pieces kept (the card the
 * rest) and the whole 29 € of one piece kept (no card).
 */
export const SAMPLE_WALLET_BALANCE = 30;

const data = (checkout: TrunkCheckout, paymentMethods: PaymentMethod[] = [sampleTrunkCheckout.card, sampleTrunkCheckout.expiredCard]): TrunkCheckoutData => ({
  checkout,
  paymentMethods,
  walletBalance: SAMPLE_WALLET_BALANCE,
});

/** The server's refusals, and a server that cannot be reached. */
export const sampleTrunkCheckoutFailures = {
  unreachable: new TypeError('Failed to fetch'),
  notDelivered: { type: 'TRUNK_NOT_DELIVERED', title: 'Trunk not delivered', status: 409 } as Problem,
  notFound: { type: 'NOT_FOUND', title: 'Not found', status: 404 } as Problem,
  alreadyPaid: { type: 'TRUNK_ALREADY_PAID', title: 'Trunk already paid', status: 409 } as Problem,
  deadlinePassed: { type: 'RETURN_DEADLINE_PASSED', title: 'Return deadline passed', status: 409 } as Problem,
  codeExpired: { type: 'COUPON_CODE_EXPIRED', title: 'Code expired', status: 409 } as Problem,
  /** The wallet holds less than the payment asked of it (spent meanwhile). */
  walletInsufficient: { type: 'WALLET_INSUFFICIENT', title: 'Not enough in the wallet', status: 409 } as Problem,
};

type Calls = { load: TrunkCheckoutData; quote: TrunkCheckout; pay: TrunkCheckout; extend: TrunkCheckout; loadWallet: number };
type Done = { [K in keyof Calls]: DoneActorEvent<Calls[K], K> }[keyof Calls];
type Failed = { [K in keyof Calls]: ErrorActorEvent<unknown, K> }[keyof Calls];
type After = { type: 'xstate.after.quoteDelay.trunkCheckout.choosing.debouncing' };
export type TrunkCheckoutSampleEvent = TrunkCheckoutEvent | Done | Failed | After;

const done = <K extends keyof Calls>(actorId: K, output: Calls[K]) => ({ type: `xstate.done.actor.${actorId}` as const, output, actorId });
const failed = <K extends keyof Calls>(actorId: K, error: unknown) => ({ type: `xstate.error.actor.${actorId}` as const, error, actorId });

/**
 * The events path generation sends to the trunk checkout: each choice and button with the
 * samples' pieces, code and card, the pause before a quote, and each outcome of each call.
 */
export const trunkCheckoutSampleEvents: readonly TrunkCheckoutSampleEvent[] = [
  done('load', data(delivered)),
  done('load', data(sampleTrunkCheckout.paid)),
  done('load', data(sampleTrunkCheckout.deadlinePassed)),
  done('load', data(sampleTrunkCheckout.declined)),
  done('load', data(sampleTrunkCheckout.overdue)),
  failed('load', sampleTrunkCheckoutFailures.notDelivered),
  failed('load', sampleTrunkCheckoutFailures.notFound),
  failed('load', sampleTrunkCheckoutFailures.unreachable),
  { type: 'RETRY' },
  { type: 'KEEP_ALL' },
  { type: 'CHOOSE', position: 1, decision: 'RETURN', returnReason: 'TOO_SMALL', sizeRemark: 'Trop juste aux épaules' },
  { type: 'APPLY_CODE', code: ' BIENVENUE10 ' },
  { type: 'REMOVE_CODE' },
  { type: 'xstate.after.quoteDelay.trunkCheckout.choosing.debouncing' },
  done('quote', sampleTrunkCheckout.quoted),
  failed('quote', sampleTrunkCheckoutFailures.codeExpired),
  failed('quote', sampleTrunkCheckoutFailures.unreachable),
  { type: 'PAYMENT_METHOD_ADDED', method: sampleTrunkCheckout.newCard },
  // The wallet pays its part of the 51.20 € of two pieces kept, the card the rest.
  { type: 'PAY', paymentMethodId: sampleTrunkCheckout.card.id, walletAmount: SAMPLE_WALLET_BALANCE },
  { type: 'PAY', paymentMethodId: sampleTrunkCheckout.newCard.id, walletAmount: SAMPLE_WALLET_BALANCE },
  // The wallet pays the 29 € of one piece kept: no card.
  { type: 'PAY', paymentMethodId: null, walletAmount: 29 },
  done('pay', sampleTrunkCheckout.paid),
  done('pay', sampleTrunkCheckout.requiresAction),
  done('pay', sampleTrunkCheckout.declined),
  failed('pay', sampleTrunkCheckoutFailures.unreachable),
  failed('pay', sampleTrunkCheckoutFailures.alreadyPaid),
  failed('pay', sampleTrunkCheckoutFailures.deadlinePassed),
  failed('pay', sampleTrunkCheckoutFailures.walletInsufficient),
  done('loadWallet', SAMPLE_WALLET_BALANCE),
  failed('loadWallet', sampleTrunkCheckoutFailures.unreachable),
  { type: 'EXTEND_DEADLINE' },
  done('extend', sampleTrunkCheckout.extended),
  failed('extend', sampleTrunkCheckoutFailures.unreachable),
  failed('extend', sampleTrunkCheckoutFailures.deadlinePassed),
];

export const trunkCheckoutSampleInputs: readonly TrunkCheckoutInput[] = [{ requestId: 12, checkoutId: 'visit-5c1e', today: SAMPLE_TODAY }];
