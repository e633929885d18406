import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Problem } from '@/shared/api';
import type { GiftCardCheckoutEvent, GiftCardCheckoutInput } from './machine';
import type { GiftCardCheckoutData, GiftCardDraft, GiftCardOrder, PaymentMethod } from './types';

/** The day of the samples. */
export const SAMPLE_TODAY = '2026-11-26';

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

/** A 50 € card for Emma, sent today, in French. */
const draft: GiftCardDraft = {
  id: 'draft-7f3a',
  for: 'KID',
  amount: 50,
  design: 'STARS',
  recipient_name: 'Emma',
  recipient_email: 'emma@example.com',
  recipient_locale: 'fr',
  message: 'Joyeux anniversaire !',
  send_on: SAMPLE_TODAY,
};

const order = (overrides: Partial<GiftCardOrder>): GiftCardOrder => ({
  id: 31,
  status: 'PAID',
  amount: 50,
  for: 'KID',
  design: 'STARS',
  recipient_name: 'Emma',
  recipient_email: 'emma@example.com',
  recipient_locale: 'fr',
  message: 'Joyeux anniversaire !',
  send_on: SAMPLE_TODAY,
  expires_at: '2027-11-26T22:59:59Z',
  code_last4: 'K7PQ',
  paid_at: '2026-11-26T09:12:00Z',
  sent_at: '2026-11-26T09:12:01Z',
  created_at: '2026-11-26T09:11:58Z',
  payment: { status: 'SUCCEEDED', redirect_url: null, decline_code: null, code: null, type: null },
  ...overrides,
});

export const sampleGiftCardCheckout = {
  draft,
  /** A card that works, the default one. */
  card: method({}),
  /** A card that expired in January. */
  expiredCard: method({ id: 42, brand: 'mastercard', last4: '4444', expiration_date: '2026-01-31', is_valid: false, is_default: false }),
  /** A card added during the checkout. */
  newCard: method({ id: 43, brand: 'mastercard', last4: '5100', is_default: true }),
  paid: order({}),
  requiresAction: order({ status: 'PAYMENT_REQUIRES_ACTION', paid_at: null, sent_at: null, payment: { status: 'REQUIRES_ACTION', redirect_url: '/sandbox/approve/ap_31', decline_code: null, code: null, type: null } }),
  declined: order({
    status: 'PAYMENT_FAILED',
    paid_at: null,
    sent_at: null,
    payment: { status: 'FAILED', redirect_url: null, decline_code: 'insufficient_funds', code: 'card_declined', type: 'card_error' },
  }),
};

const data = (loaded: GiftCardOrder | null, paymentMethods: PaymentMethod[] = [sampleGiftCardCheckout.card, sampleGiftCardCheckout.expiredCard]): GiftCardCheckoutData => ({ order: loaded, paymentMethods });

/** The server's refusals, and a server that cannot be reached. */
export const sampleGiftCardCheckoutFailures = {
  unreachable: new TypeError('Failed to fetch'),
  notFound: { type: 'NOT_FOUND', title: 'Not found', status: 404 } as Problem,
  invalid: { type: 'VALIDATION_ERROR', title: 'Invalid', status: 400, errors: [{ field: 'send_on', detail: 'must be today or later' }] } as Problem,
  alreadyPaid: { type: 'GIFT_CARD_ORDER_ALREADY_PAID', title: 'Already paid', status: 409 } as Problem,
};

type Calls = { load: GiftCardCheckoutData; pay: GiftCardOrder };
type Done = { [K in keyof Calls]: DoneActorEvent<Calls[K], K> }[keyof Calls];
type Failed = { [K in keyof Calls]: ErrorActorEvent<unknown, K> }[keyof Calls];
export type GiftCardCheckoutSampleEvent = GiftCardCheckoutEvent | Done | Failed;

const done = <K extends keyof Calls>(actorId: K, output: Calls[K]) => ({ type: `xstate.done.actor.${actorId}` as const, output, actorId });
const failed = <K extends keyof Calls>(actorId: K, error: unknown) => ({ type: `xstate.error.actor.${actorId}` as const, error, actorId });

/** The events path generation sends to the gift card checkout: each button with the samples' cards, and each outcome of each call. */
export const giftCardCheckoutSampleEvents: readonly GiftCardCheckoutSampleEvent[] = [
  done('load', data(null)),
  done('load', data(null, [])),
  done('load', data(sampleGiftCardCheckout.paid)),
  done('load', data(sampleGiftCardCheckout.declined)),
  failed('load', sampleGiftCardCheckoutFailures.notFound),
  failed('load', sampleGiftCardCheckoutFailures.unreachable),
  { type: 'RETRY' },
  { type: 'PAYMENT_METHOD_ADDED', method: sampleGiftCardCheckout.newCard },
  { type: 'PAY', paymentMethodId: sampleGiftCardCheckout.card.id },
  { type: 'PAY', paymentMethodId: sampleGiftCardCheckout.newCard.id },
  done('pay', sampleGiftCardCheckout.paid),
  done('pay', sampleGiftCardCheckout.requiresAction),
  done('pay', sampleGiftCardCheckout.declined),
  failed('pay', sampleGiftCardCheckoutFailures.unreachable),
  failed('pay', sampleGiftCardCheckoutFailures.invalid),
  failed('pay', sampleGiftCardCheckoutFailures.alreadyPaid),
];

/** A signed-in buyer with a draft; a visitor with one; nothing to pay; an order to pay again. */
export const giftCardCheckoutSampleInputs: readonly GiftCardCheckoutInput[] = [
  { draft, orderId: null, signedIn: true, today: SAMPLE_TODAY },
  { draft, orderId: null, signedIn: false, today: SAMPLE_TODAY },
  { draft: null, orderId: null, signedIn: true, today: SAMPLE_TODAY },
  { draft: null, orderId: 31, signedIn: true, today: SAMPLE_TODAY },
];
