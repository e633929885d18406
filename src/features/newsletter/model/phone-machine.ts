import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/shared/api';
import { readUnsubscribeLink, type PhoneUnsubscribeRequest } from './phone-link';

export type PhoneUnsubscription = components['schemas']['PhoneUnsubscription'];

export interface PhoneUnsubscribeInput {
  /** The number as it stands in the link (URL-encoded). */
  number: string;
  list: string;
}

export interface PhoneUnsubscribeContext {
  /** What the link asks for; null when the link is not valid. */
  request: PhoneUnsubscribeRequest | null;
  /** What the call failed with, while `failed`. */
  failure: unknown;
}

export type PhoneUnsubscribeEvent = { type: 'RETRY' };

export const phoneUnsubscribeGuards = {
  linkIsValid: ({ context }: { context: PhoneUnsubscribeContext }) => context.request !== null,
};

/** The `/unsub/{number}/{list}` page: checks the link, asks the server once, offers a retry. */
export const phoneUnsubscribeMachine = setup({
  types: {} as {
    context: PhoneUnsubscribeContext;
    events: PhoneUnsubscribeEvent;
    input: PhoneUnsubscribeInput;
  },
  actors: {
    unsubscribe: fromPromise<PhoneUnsubscription, PhoneUnsubscribeRequest>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: phoneUnsubscribeGuards,
  actions: {
    rememberFailure: assign({ failure: ({ event }) => (event as { error?: unknown }).error ?? null }),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'phoneUnsubscribe',
  context: ({ input }) => ({ request: readUnsubscribeLink(input.number, input.list), failure: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'linkIsValid', target: 'pending' }, { target: 'invalid' }],
    },
    invalid: { type: 'final' },
    pending: {
      entry: 'forgetFailure',
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        // `checking` lets only a valid link through to here.
        input: ({ context }) => context.request as PhoneUnsubscribeRequest,
        onDone: { target: 'done' },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    failed: {
      on: { RETRY: { target: 'pending' } },
    },
    done: { type: 'final' },
  },
});

export type PhoneUnsubscribeMachine = typeof phoneUnsubscribeMachine;
export type PhoneUnsubscribeState = 'checking' | 'invalid' | 'pending' | 'failed' | 'done';
