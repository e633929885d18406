import { and, assign, fromPromise, not, setup } from 'xstate';
import { isProblem } from '@/shared/api';
import type { TrunkRequest, WishCall } from '../api/wishes';
import { MAX_WISHES } from '../config/limits';

export type Wish = TrunkRequest['wishes'][number];

/** A wish added, changed or removed on screen, waiting for the server; `before` is what to put back if it fails. */
export interface WishChange {
  productId: number;
  variantId: number | null;
  wished: boolean;
  before: Wish | null;
}

/**
 * Why the last change did not hold: the seed's messages for a missing id (the app never calls
 * then), the limit of wishes, or the problem type the server answered (UNKNOWN without one).
 */
export type WishFailure = 'No request id defined' | 'No product id defined' | 'TOO_MANY_WISHES' | 'REQUEST_NOT_CUSTOMISABLE' | 'PRODUCT_NOT_FOR_PROFILE' | 'UNKNOWN';

export interface WishesInput {
  kidId: number;
  /** The trunk request the wishes go to; 0 or NaN when the address names none. */
  requestId: number;
  wishes: readonly Wish[];
}

export interface WishesContext {
  kidId: number;
  requestId: number;
  /** The wishes as the client sees them: the server's, with the changes on their way. */
  wishes: Wish[];
  /** Changes sent one after the other, the first on its way. A product has at most one. */
  queue: WishChange[];
  failure: WishFailure | null;
}

export type WishesEvent = { type: 'WISH'; productId: number; variantId: number | null } | { type: 'UNWISH'; productId: number };

interface GuardArgs {
  context: WishesContext;
  event: WishesEvent;
}

/** The product's wish as the client sees it, or null. */
export const wishOf = (wishes: readonly Wish[], productId: number) => wishes.find((wish) => wish.product_id === productId) ?? null;
const isId = (value: number) => Number.isInteger(value) && value > 0;
const SERVER_FAILURES: readonly WishFailure[] = ['TOO_MANY_WISHES', 'REQUEST_NOT_CUSTOMISABLE', 'PRODUCT_NOT_FOR_PROFILE'];

/** What a failed call means for the client. */
export function wishFailureOf(error: unknown): WishFailure {
  return SERVER_FAILURES.find((failure) => isProblem(error) && failure === error.type) ?? 'UNKNOWN';
}

/** The rules of wishing, pure functions of the context and the event. */
export const wishesGuards = {
  requestIsMissing: ({ context }: GuardArgs) => !isId(context.requestId),
  productIsMissing: ({ event }: GuardArgs) => !isId(event.productId),
  /** A new product while the request already holds MAX_WISHES (a change of size is no new wish). */
  wishesAreFull: ({ context, event }: GuardArgs) =>
    event.type === 'WISH' && !wishOf(context.wishes, event.productId) && context.wishes.length >= MAX_WISHES,
  /** The event changes the product's wish: a product wished (in another size), or a wish taken back. */
  changesWish: ({ context, event }: GuardArgs) => {
    const current = wishOf(context.wishes, event.productId);
    return event.type === 'WISH' ? current === null || current.variant_id !== event.variantId : current !== null;
  },
  /** A change of the product is still on its way: the next one waits for its answer. */
  productIsPending: ({ context, event }: GuardArgs) => context.queue.some((change) => change.productId === event.productId),
  moreQueued: ({ context }: GuardArgs) => context.queue.length > 1,
};

/** A wish refused without a product id, or beyond MAX_WISHES (a click that changes nothing is ignored). */
const refuseWish = [
  { guard: and(['changesWish', 'productIsMissing']), actions: 'refuseWithoutProduct' },
  { guard: 'wishesAreFull', actions: 'refuseBeyondLimit' },
] as const;

/** A wish added, changed or taken back: it shows at once and waits in the queue. */
const queueChange = { guard: and(['changesWish', not('productIsPending')]), actions: 'applyChange' } as const;

/**
 * The wishes of one trunk request: a change shows at once and is sent behind; changes go one at
 * a time, in order; a failed one is put back as it was, with the reason.
 */
export const wishesMachine = setup({
  types: {} as { context: WishesContext; events: WishesEvent; input: WishesInput },
  actors: {
    saveWish: fromPromise<TrunkRequest, WishCall>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: wishesGuards,
  actions: {
    /** Records a wish saved ("envies"): added or taken back. */
    trackWish: () => {},
    refuseWithoutRequest: assign({ failure: 'No request id defined' as const }),
    refuseWithoutProduct: assign({ failure: 'No product id defined' as const }),
    refuseBeyondLimit: assign({ failure: 'TOO_MANY_WISHES' as const }),
    applyChange: assign(({ context, event }) => {
      const before = wishOf(context.wishes, event.productId);
      const variantId = event.type === 'WISH' ? event.variantId : (before?.variant_id ?? null);
      const others = context.wishes.filter((wish) => wish.product_id !== event.productId);
      return {
        wishes: event.type === 'WISH' ? [...others, { product_id: event.productId, variant_id: variantId }] : others,
        queue: [...context.queue, { productId: event.productId, variantId, wished: event.type === 'WISH', before }],
        failure: null,
      };
    }),
    settle: assign({ queue: ({ context }) => context.queue.slice(1) }),
    // Runs on the invoke's error event, which is not one of the machine's own events.
    putBack: assign(({ context, event }) => {
      const [failed, ...queue] = context.queue;
      if (!failed) return {};
      const others = context.wishes.filter((wish) => wish.product_id !== failed.productId);
      return {
        wishes: failed.before ? [...others, failed.before] : others,
        queue,
        failure: wishFailureOf((event as { error?: unknown }).error),
      };
    }),
  },
}).createMachine({
  id: 'wishes',
  context: ({ input }) => ({ kidId: input.kidId, requestId: input.requestId, wishes: [...input.wishes], queue: [], failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        // Without a request id nothing is saved: the first wish is refused (none is being saved then).
        WISH: [{ guard: and(['changesWish', 'requestIsMissing']), actions: 'refuseWithoutRequest' }, ...refuseWish, { ...queueChange, target: 'saving' }],
        // A wish taken back was shown, so its request and product ids are known.
        UNWISH: { ...queueChange, target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'saveWish',
        src: 'saveWish',
        input: ({ context }) => {
          const [next] = context.queue as [WishChange];
          return { kidId: context.kidId, requestId: context.requestId, productId: next.productId, variantId: next.variantId, wished: next.wished };
        },
        onDone: [
          { guard: 'moreQueued', target: 'saving', reenter: true, actions: ['trackWish', 'settle'] },
          { target: 'idle', actions: ['trackWish', 'settle'] },
        ],
        onError: [
          { guard: 'moreQueued', target: 'saving', reenter: true, actions: 'putBack' },
          { target: 'idle', actions: 'putBack' },
        ],
      },
      on: { WISH: [...refuseWish, queueChange], UNWISH: queueChange },
    },
  },
});

export type WishesMachine = typeof wishesMachine;
export type WishesState = 'idle' | 'saving';
