import { assign, fromPromise, setup } from 'xstate';
import type { Look } from '@/entities/product';
import type { LookRating } from '../api/looks';

export interface LookRatingInput {
  kidId: number;
}

/** A look rated on screen, its rating on its way to the server. */
export interface PendingRating {
  look: Look;
  like: boolean;
}

export interface LookRatingContext {
  kidId: number;
  /** The looks still to rate, the first one shown. */
  looks: Look[];
  /** Ratings sent one after the other, the first on its way. */
  queue: PendingRating[];
  /** The look whose rating could not be saved (it is back on top), until the next rating. */
  failedLook: Look | null;
}

export type LookRatingEvent = { type: 'RATE'; like: boolean } | { type: 'RETRY' };

interface GuardArgs {
  context: LookRatingContext;
  event: unknown;
}

/** The rules of the deck, pure functions of the context and the event. */
export const lookRatingGuards = {
  noLooks: ({ event }: GuardArgs) => ((event as { output?: Look[] }).output ?? []).length === 0,
  deckIsEmpty: ({ context }: GuardArgs) => context.looks.length === 0,
  hasLook: ({ context }: GuardArgs) => context.looks.length > 0,
  moreQueued: ({ context }: GuardArgs) => context.queue.length > 1,
};

const settled = [
  { guard: 'moreQueued', target: 'sending', reenter: true, actions: 'settle' },
  { target: 'idle', actions: 'settle' },
] as const;
const failed = [
  { guard: 'moreQueued', target: 'sending', reenter: true, actions: 'putBack' },
  { target: 'idle', actions: 'putBack' },
] as const;

/**
 * Looks to like or dislike: a rated look leaves the deck at once and its rating is sent behind,
 * one after the other; a rating that fails puts its look back on top, with a message.
 */
export const lookRatingMachine = setup({
  types: {} as { context: LookRatingContext; events: LookRatingEvent; input: LookRatingInput },
  actors: {
    loadLooks: fromPromise<Look[], { kidId: number }>(() => {
      throw new Error('provided by the app');
    }),
    rateLook: fromPromise<LookRating, { kidId: number; rating: LookRating }>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: lookRatingGuards,
  actions: {
    // Run on the invoke's done event, which is not one of the machine's own events.
    keepLooks: assign({ looks: ({ event }) => (event as { output?: Look[] }).output ?? [] }),
    rateTopLook: assign(({ context, event }) => {
      const [look, ...looks] = context.looks;
      if (!look || event.type !== 'RATE') return {};
      return { looks, queue: [...context.queue, { look, like: event.like }], failedLook: null };
    }),
    settle: assign({ queue: ({ context }) => context.queue.slice(1) }),
    putBack: assign(({ context }) => {
      const [failedRating, ...queue] = context.queue;
      return failedRating ? { looks: [failedRating.look, ...context.looks], queue, failedLook: failedRating.look } : {};
    }),
  },
}).createMachine({
  id: 'lookRating',
  context: ({ input }) => ({ kidId: input.kidId, looks: [], queue: [], failedLook: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLooks',
        src: 'loadLooks',
        input: ({ context }) => ({ kidId: context.kidId }),
        onDone: [{ guard: 'noLooks', target: 'empty' }, { target: 'rating', actions: 'keepLooks' }],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
    empty: { type: 'final' },
    rating: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'deckIsEmpty', target: '#lookRating.finished' },
          on: { RATE: { target: 'sending', actions: 'rateTopLook' } },
        },
        sending: {
          invoke: {
            id: 'rateLook',
            src: 'rateLook',
            input: ({ context }) => {
              const [next] = context.queue as [PendingRating];
              return { kidId: context.kidId, rating: { look_id: next.look.id, like: next.like } };
            },
            onDone: settled,
            onError: failed,
          },
          on: { RATE: { guard: 'hasLook', actions: 'rateTopLook' } },
        },
      },
    },
    finished: { type: 'final' },
  },
});

export type LookRatingMachine = typeof lookRatingMachine;
export type LookRatingState = 'loading' | 'failed' | 'empty' | 'rating' | 'finished';
