import { and, assign, fromPromise, not, setup } from 'xstate';
import type { Address } from '@/entities/address';
import type { FraudLabel } from '../lib/fraud-label';
import { failedOrder, type CreatedOrder, type OrderRefusal, type TrunkChoice } from './order';

/** Both formulas, the subscription frequencies only, or the single trunk only. */
export type TrunkOffers = 'both' | 'subscription' | 'one-shot';

export interface TrunkOrderInput {
  profileId: number;
  offers: TrunkOffers;
  /** Where the trunk goes: the client's default shipping address, or none yet. */
  address: Address | null;
}

export interface TrunkOrderContext {
  profileId: number;
  offers: TrunkOffers;
  choice: TrunkChoice;
  address: Address | null;
  /** An address just saved that is not the default yet: it becomes the trunk's. */
  newAddress: Address | null;
  /** Why the last order did not go through, when it can be tried again. */
  refusal: OrderRefusal | null;
  /** The fraud check's reason, once it refused the order. */
  fraud: FraudLabel | null;
  /** What the order created. */
  created: CreatedOrder | null;
}

export type TrunkOrderEvent =
  | { type: 'CHOOSE'; choice: TrunkChoice }
  | { type: 'CHANGE_ADDRESS' }
  | { type: 'CANCEL_ADDRESS' }
  | { type: 'ADDRESS_SAVED'; address: Address }
  | { type: 'RETRY' }
  | { type: 'SUBMIT' }
  | { type: 'CONTINUE' };

interface GuardArgs {
  context: TrunkOrderContext;
  event: unknown;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** The fraud check's reason in a failed order's event (DUPLICATE_ACCOUNTS when it cannot be read). */
function fraudOf(event: unknown): FraudLabel {
  const failure = failedOrder(errorOf(event));
  return 'fraud' in failure ? failure.fraud : 'DUPLICATE_ACCOUNTS';
}

/** The rules of the step, pure functions of the context and the event. */
export const trunkOrderGuards = {
  /** The formula chosen is one the step offers (the single trunk's step offers no choice). */
  isOffered: ({ context, event }: GuardArgs) => {
    const choice = (event as { choice?: TrunkChoice }).choice;
    return context.offers === 'both' || (context.offers === 'subscription' && choice !== undefined && choice !== 'one-shot');
  },
  /** A delivery address is known: the order may go. */
  hasDeliveryAddress: ({ context }: GuardArgs) => context.address !== null,
  /** The address saved is already the client's default shipping address (their first one). */
  savedAsDefault: ({ event }: GuardArgs) => (event as { address?: Address }).address?.is_default === true,
  /** The fraud check refused the order (seed 000 section 8): nothing was created. */
  refusedByFraudCheck: ({ event }: GuardArgs) => 'fraud' in failedOrder(errorOf(event)),
};

const addressSaved = [
  { guard: 'savedAsDefault', target: '#trunkOrder.choosing', actions: 'useSavedAddress' },
  { target: '#trunkOrder.makingDefault', actions: 'keepNewAddress' },
] as const;

/** While choosing, the address form is open only for a family without an address yet. */
const firstAddressSaved = [
  { guard: and([not('hasDeliveryAddress'), 'savedAsDefault']), target: '#trunkOrder.choosing', actions: 'useSavedAddress' },
  { guard: not('hasDeliveryAddress'), target: '#trunkOrder.makingDefault', actions: 'keepNewAddress' },
] as const;

/**
 * The quiz's formula step: a subscription (every 1, 2 or 3 months) or a single trunk, where it is
 * delivered (asked for when the client has no address yet, changeable), then the order. What it
 * costs is shown beside (the trunk offer). A refusal the family can act on keeps the choice for
 * another try; the fraud check's refusal is a state of its own, which says what happened and what
 * to do, before the quiz goes on.
 */
export const trunkOrderMachine = setup({
  types: {} as { context: TrunkOrderContext; events: TrunkOrderEvent; input: TrunkOrderInput },
  actors: {
    order: fromPromise<CreatedOrder, { profileId: number; choice: TrunkChoice }>(() => {
      throw new Error('provided by the app');
    }),
    makeDefault: fromPromise<Address, { address: Address }>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: trunkOrderGuards,
  actions: {
    choose: assign({ choice: ({ context, event }) => (event.type === 'CHOOSE' ? event.choice : context.choice), refusal: null }),
    useSavedAddress: assign({ address: ({ context, event }) => (event.type === 'ADDRESS_SAVED' ? event.address : context.address), newAddress: null }),
    keepNewAddress: assign({ newAddress: ({ context, event }) => (event.type === 'ADDRESS_SAVED' ? event.address : context.newAddress) }),
    // Run on the invokes' done and error events, which are not the machine's own events.
    useDefaultAddress: assign({ address: ({ context, event }) => (event as { output?: Address }).output ?? context.address, newAddress: null }),
    forgetNewAddress: assign({ newAddress: null }),
    rememberCreated: assign({ created: ({ event }) => (event as { output?: CreatedOrder }).output ?? null }),
    rememberRefusal: assign({
      refusal: ({ event }) => {
        const failure = failedOrder(errorOf(event));
        return 'refusal' in failure ? failure.refusal : 'failed';
      },
    }),
    rememberFraud: assign({ fraud: ({ event }) => fraudOf(event) }),
    // The world, provided by the app:
    /** Keeps the fraud label (seed 000 section 8). */
    storeFraudLabel: (_, _params: { label: FraudLabel }) => {},
    /** The order went through: the page goes on. */
    reportOrdered: (_, _params: { created: CreatedOrder }) => {},
    /** Records the trunk request ("demande de malle") and, for a subscription, its creation or conversion ("abonnement"). */
    trackOrdered: (_, _params: { created: CreatedOrder }) => {},
    /** The family read the fraud check's refusal and goes on with the quiz. */
    reportRefused: (_, _params: { label: FraudLabel }) => {},
  },
}).createMachine({
  id: 'trunkOrder',
  context: ({ input }) => ({
    profileId: input.profileId,
    offers: input.offers,
    choice: input.offers === 'one-shot' ? 'one-shot' : 2,
    address: input.address,
    newAddress: null,
    refusal: null,
    fraud: null,
    created: null,
  }),
  initial: 'choosing',
  states: {
    /** The formula and the address as they stand; without an address, its form is open. */
    choosing: {
      on: {
        CHOOSE: { guard: 'isOffered', actions: 'choose' },
        CHANGE_ADDRESS: { guard: 'hasDeliveryAddress', target: 'editingAddress' },
        ADDRESS_SAVED: firstAddressSaved,
        SUBMIT: [{ guard: 'hasDeliveryAddress', target: 'ordering' }, { target: 'addressMissing' }],
      },
    },
    /** The order was asked for before any address: the form says it is needed first. */
    addressMissing: {
      on: {
        CHOOSE: { guard: 'isOffered', actions: 'choose' },
        ADDRESS_SAVED: addressSaved,
      },
    },
    /** Another address for the trunk, in the form; the one known stays until it is saved. */
    editingAddress: {
      on: {
        CHOOSE: { guard: 'isOffered', actions: 'choose' },
        CANCEL_ADDRESS: { target: 'choosing' },
        ADDRESS_SAVED: addressSaved,
      },
    },
    /** The new address becomes the client's default shipping address, where trunks go. */
    makingDefault: {
      invoke: {
        id: 'makeDefault',
        src: 'makeDefault',
        input: ({ context }) => ({ address: context.newAddress! }),
        onDone: { target: 'choosing', actions: 'useDefaultAddress' },
        onError: { target: 'addressNotChanged' },
      },
    },
    /** The new address is saved but is not the trunk's yet: try again, or keep the one known (when there is one). */
    addressNotChanged: {
      on: {
        RETRY: { target: 'makingDefault' },
        CANCEL_ADDRESS: { guard: 'hasDeliveryAddress', target: 'choosing', actions: 'forgetNewAddress' },
      },
    },
    ordering: {
      invoke: {
        id: 'order',
        src: 'order',
        input: ({ context }) => ({ profileId: context.profileId, choice: context.choice }),
        onDone: { target: 'ordered', actions: 'rememberCreated' },
        onError: [
          {
            guard: 'refusedByFraudCheck',
            target: 'refusedByFraudCheck',
            actions: ['rememberFraud', { type: 'storeFraudLabel', params: ({ event }) => ({ label: fraudOf(event) }) }],
          },
          { target: 'refused', actions: 'rememberRefusal' },
        ],
      },
    },
    /** Not ordered, for a reason the family can act on: another formula, another address, or the same again. */
    refused: {
      on: {
        CHOOSE: { guard: 'isOffered', target: 'choosing', actions: 'choose' },
        CHANGE_ADDRESS: { target: 'editingAddress' },
        SUBMIT: { target: 'ordering' },
      },
    },
    /** The fraud check refused the order: nothing was created; what happened and what to do are shown. */
    refusedByFraudCheck: {
      on: { CONTINUE: { target: 'goingOn' } },
    },
    ordered: {
      type: 'final',
      entry: [
        { type: 'trackOrdered', params: ({ context }) => ({ created: context.created! }) },
        { type: 'reportOrdered', params: ({ context }) => ({ created: context.created! }) },
      ],
    },
    goingOn: { type: 'final', entry: { type: 'reportRefused', params: ({ context }) => ({ label: context.fraud! }) } },
  },
});

export type TrunkOrderMachine = typeof trunkOrderMachine;
export type TrunkOrderState =
  | 'choosing'
  | 'addressMissing'
  | 'editingAddress'
  | 'makingDefault'
  | 'addressNotChanged'
  | 'ordering'
  | 'refused'
  | 'refusedByFraudCheck'
  | 'ordered'
  | 'goingOn';
