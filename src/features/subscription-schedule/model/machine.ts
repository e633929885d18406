import { assign, fromPromise, not, setup } from 'xstate';
import {
  addMonths,
  isPostponable,
  subscriptionState,
  type DeliveryWindow,
  type Frequency,
  type PauseMonths,
  type SubscriptionPatch,
  type TrunkRequest,
  type TrunkSubscription,
} from '@/entities/trunk';
import { MISSING_PAYLOAD, scheduleFailure, type ScheduleFailure } from './failure';

export interface ScheduleInput {
  /** The profile whose subscription it is; null when the page could not name one. */
  kidId: number | null;
  /** The subscription; null when the profile has none (or the page could not find it). */
  subscription: TrunkSubscription | null;
  /** The profile's next trunk, if any. */
  nextRequest: TrunkRequest | null;
  /** Whether a request of the profile is blocked (the stylist has started on it). */
  blocked: boolean;
  /** The days a next delivery may move to. */
  window: DeliveryWindow;
}

/** A change the client has chosen, as it is confirmed and sent. */
export type ScheduleChange =
  | { kind: 'date'; date: string }
  | { kind: 'pause'; months: PauseMonths }
  | { kind: 'frequency'; frequency: Frequency }
  /** A resume, with a frequency when the client chose one (sent as a change of frequency). */
  | { kind: 'resume'; frequency: Frequency | null }
  | { kind: 'reactivate'; frequency: Frequency };

/** A change the server saved: what was asked, the subscription before, and as saved. */
export interface SavedChange {
  change: ScheduleChange;
  before: TrunkSubscription | null;
  saved: TrunkSubscription;
}

export interface ScheduleContext extends ScheduleInput {
  /** The date being chosen, while choosing one. */
  draftDate: string;
  /** Why the chosen date cannot be sent. */
  dateError: 'outOfBounds' | 'unchanged' | null;
  draftMonths: PauseMonths;
  draftFrequency: Frequency;
  /** The change being confirmed, sent, or last saved. */
  change: ScheduleChange | null;
  /**
   * The next trunk's day once the change is made: as the rules plan it while it is confirmed,
   * as the server saved it once saved. Every text of the change reads it, so the review, the
   * saved message and the schedule's status give one date.
   */
  changedDelivery: string | null;
  /** Why the change failed: the problem's type, or the seed's text when the payload is missing. */
  error: ScheduleFailure | null;
}

export type ScheduleEvent =
  | { type: 'CHOOSE_DATE' }
  | { type: 'CHOOSE_PAUSE' }
  | { type: 'CHOOSE_FREQUENCY' }
  | { type: 'RESUME' }
  | { type: 'REACTIVATE' }
  | { type: 'SET_DATE'; date: string }
  | { type: 'SET_MONTHS'; months: PauseMonths }
  | { type: 'SET_FREQUENCY'; frequency: Frequency }
  | { type: 'REVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export interface UpdateCall {
  kidId: number;
  subscriptionId: number;
  patch: SubscriptionPatch;
}
export interface PauseCall {
  kidId: number;
  subscriptionId: number;
  months: PauseMonths;
}
export interface ResumeCall {
  kidId: number;
  subscriptionId: number;
}
export interface ReactivateCall {
  kidId: number;
  frequency: Frequency;
}

/** Without a subscription to start from, a reactivation proposes a trunk every 2 months. */
const DEFAULT_FREQUENCY: Frequency = 2;

interface GuardArgs {
  context: ScheduleContext;
}

const state = (context: ScheduleContext) => (context.subscription ? subscriptionState(context.subscription) : null);
/** Ended, or never subscribed. */
const isEnded = (context: ScheduleContext) => state(context) === 'ended' || context.subscription === null;
/** The date the next trunk is planned on now. */
const plannedDate = (context: ScheduleContext) => context.subscription?.next_delivery_date ?? context.nextRequest?.delivery_date ?? context.window.earliest;

/** The rules of the schedule, pure functions of the context. */
export const scheduleGuards = {
  /** The next trunk's date may move: its actions allow it and no request of the profile is blocked. */
  postponable: ({ context }: GuardArgs) => context.nextRequest !== null && isPostponable(context.nextRequest, [{ is_blocked: context.blocked }]),
  pausable: ({ context }: GuardArgs) => state(context) === 'ongoing' && !context.blocked,
  resumable: ({ context }: GuardArgs) => state(context) === 'paused',
  /** The rhythm of an ongoing or paused subscription may change (a paused one resumes then). */
  frequencyChangeable: ({ context }: GuardArgs) => state(context) === 'ongoing' || state(context) === 'paused',
  /** An ended subscription, or none, may be started again. */
  reactivable: ({ context }: GuardArgs) => isEnded(context),
  dateOutOfBounds: ({ context }: GuardArgs) => !context.draftDate || context.draftDate < context.window.earliest || context.draftDate > context.window.latest,
  dateUnchanged: ({ context }: GuardArgs) => context.draftDate === plannedDate(context),
  isEnded: ({ context }: GuardArgs) => isEnded(context),
  isPaused: ({ context }: GuardArgs) => state(context) === 'paused',
  frequencyChanged: ({ context }: GuardArgs) => context.draftFrequency !== context.subscription?.frequency,
  /** Pause, resume and update need the kid and the subscription; a reactivation, the kid. */
  missingPayload: ({ context }: GuardArgs) => context.kidId === null || (context.change?.kind !== 'reactivate' && context.subscription === null),
  isPause: ({ context }: GuardArgs) => context.change?.kind === 'pause',
  isPlainResume: ({ context }: GuardArgs) => context.change?.kind === 'resume' && context.change.frequency === null,
  isReactivation: ({ context }: GuardArgs) => context.change?.kind === 'reactivate',
};

/** The PATCH body of a change of date, of frequency, or of a resume with a frequency. */
function patchOf(change: ScheduleChange | null): SubscriptionPatch {
  if (change?.kind === 'date') return { next_delivery_date: change.date };
  return change && 'frequency' in change && change.frequency !== null ? { frequency: change.frequency } : {};
}

/** The day the next trunk arrives once `change` is saved, as the server computes it, from the schedule before the change. */
export function plannedAfter(context: ScheduleContext, change: ScheduleChange): string {
  const { earliest } = context.window;
  const current = plannedDate(context);
  switch (change.kind) {
    case 'date':
      return change.date;
    case 'pause':
      return addMonths(current, change.months);
    case 'resume':
      return current < earliest ? earliest : current;
    case 'frequency':
      return current;
    case 'reactivate':
      return earliest;
  }
}

/** The choices before the client makes any. */
function drafts(subscription: TrunkSubscription | null): Pick<ScheduleContext, 'draftDate' | 'dateError' | 'draftMonths' | 'draftFrequency'> {
  return { draftDate: '', dateError: null, draftMonths: 1, draftFrequency: subscription?.frequency ?? DEFAULT_FREQUENCY };
}

const open = {
  CHOOSE_DATE: { guard: 'postponable', target: 'choosingDate', actions: 'startDate' },
  CHOOSE_PAUSE: { guard: 'pausable', target: 'choosingPause' },
  CHOOSE_FREQUENCY: { guard: 'frequencyChangeable', target: 'choosingFrequency' },
  RESUME: { guard: 'resumable', target: 'confirming', actions: 'planResume' },
  REACTIVATE: { guard: 'reactivable', target: 'choosingFrequency' },
} as const;

const cancel = { CANCEL: { target: 'idle', actions: 'forget' } } as const;

/** Where every call of `saving` goes once settled. */
const settled = {
  onDone: {
    target: '#subscriptionSchedule.saved',
    actions: [
      {
        type: 'trackScheduleChange',
        params: ({ context, event }: { context: ScheduleContext; event: { output: TrunkSubscription } }) => ({
          change: context.change!,
          before: context.subscription,
          saved: event.output,
        }),
      },
      'rememberSaved',
    ],
  },
  onError: { target: '#subscriptionSchedule.failed', actions: 'rememberFailure' },
} as const;

export const subscriptionScheduleMachine = setup({
  types: {} as {
    context: ScheduleContext;
    events: ScheduleEvent;
    input: ScheduleInput;
  },
  actors: {
    update: fromPromise<TrunkSubscription, UpdateCall>(() => {
      throw new Error('provided by the app');
    }),
    pause: fromPromise<TrunkSubscription, PauseCall>(() => {
      throw new Error('provided by the app');
    }),
    resume: fromPromise<TrunkSubscription, ResumeCall>(() => {
      throw new Error('provided by the app');
    }),
    reactivate: fromPromise<TrunkSubscription, ReactivateCall>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: scheduleGuards,
  actions: {
    startDate: assign(({ context }) => ({ draftDate: plannedDate(context), dateError: null })),
    rememberDate: assign(({ context, event }) => (event.type === 'SET_DATE' ? { draftDate: event.date, dateError: null } : context)),
    rememberMonths: assign({ draftMonths: ({ context, event }) => (event.type === 'SET_MONTHS' ? event.months : context.draftMonths) }),
    rememberFrequency: assign({ draftFrequency: ({ context, event }) => (event.type === 'SET_FREQUENCY' ? event.frequency : context.draftFrequency) }),
    refuseOutOfBounds: assign({ dateError: 'outOfBounds' as const }),
    refuseUnchanged: assign({ dateError: 'unchanged' as const }),
    planDate: assign({ change: ({ context }) => ({ kind: 'date' as const, date: context.draftDate }) }),
    planPause: assign({ change: ({ context }) => ({ kind: 'pause' as const, months: context.draftMonths }) }),
    planFrequency: assign({ change: ({ context }) => ({ kind: 'frequency' as const, frequency: context.draftFrequency }) }),
    planResume: assign({ change: { kind: 'resume' as const, frequency: null } }),
    // A resume with a frequency counts as a resume (seed 000 section 4).
    planResumeWithFrequency: assign({ change: ({ context }) => ({ kind: 'resume' as const, frequency: context.draftFrequency }) }),
    planReactivation: assign({ change: ({ context }) => ({ kind: 'reactivate' as const, frequency: context.draftFrequency }) }),
    planDelivery: assign({ changedDelivery: ({ context }) => (context.change ? plannedAfter(context, context.change) : null) }),
    refuseMissingPayload: assign({ error: MISSING_PAYLOAD }),
    // Back to the schedule as it stands: nothing chosen.
    forget: assign(({ context }) => ({ ...drafts(context.subscription), change: null, changedDelivery: null, error: null })),
    clearError: assign({ error: null }),
    // Runs on the invoke's done event: the subscription as saved, the next trunk's date with it.
    rememberSaved: assign(({ context, event }) => {
      const subscription = (event as unknown as { output: TrunkSubscription }).output;
      const next = context.nextRequest;
      const moved = next && next.subscription_id === subscription.id ? { ...next, delivery_date: subscription.next_delivery_date } : next;
      // The saved day is the server's, never planned again from the saved subscription.
      return { subscription, nextRequest: moved, changedDelivery: subscription.next_delivery_date, ...drafts(subscription) };
    }),
    rememberFailure: assign({ error: ({ event }) => scheduleFailure((event as { error?: unknown }).error) }),
    /** Records the saved change ("abonnement": décalé / avancé with the days, pause, reprise, réactivé, rythme). */
    trackScheduleChange: (_, _saved: SavedChange) => {},
  },
}).createMachine({
  id: 'subscriptionSchedule',
  context: ({ input }) => ({ ...input, ...drafts(input.subscription), change: null, changedDelivery: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: open },
    choosingDate: {
      on: {
        SET_DATE: { actions: 'rememberDate' },
        REVIEW: [
          { guard: 'dateOutOfBounds', actions: 'refuseOutOfBounds' },
          { guard: 'dateUnchanged', actions: 'refuseUnchanged' },
          { target: 'confirming', actions: 'planDate' },
        ],
        ...cancel,
      },
    },
    choosingPause: {
      on: {
        SET_MONTHS: { actions: 'rememberMonths' },
        REVIEW: { target: 'confirming', actions: 'planPause' },
        ...cancel,
      },
    },
    choosingFrequency: {
      on: {
        SET_FREQUENCY: { actions: 'rememberFrequency' },
        REVIEW: [
          { guard: 'isEnded', target: 'confirming', actions: 'planReactivation' },
          { guard: 'isPaused', target: 'confirming', actions: 'planResumeWithFrequency' },
          { guard: 'frequencyChanged', target: 'confirming', actions: 'planFrequency' },
        ],
        ...cancel,
      },
    },
    confirming: {
      entry: 'planDelivery',
      on: {
        // The machine refuses to start a call that names no kid or no subscription.
        CONFIRM: [{ guard: 'missingPayload', target: 'failed', actions: 'refuseMissingPayload' }, { target: 'saving' }],
        ...cancel,
      },
    },
    saving: {
      entry: 'clearError',
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: 'isPause', target: 'pausing' },
            { guard: 'isPlainResume', target: 'resuming' },
            { guard: 'isReactivation', target: 'reactivating' },
            // A date, a frequency, or a resume with a frequency: the PATCH.
            { target: 'updating' },
          ],
        },
        updating: {
          invoke: {
            id: 'update', src: 'update', ...settled,
            input: ({ context }) => ({ kidId: context.kidId!, subscriptionId: context.subscription!.id, patch: patchOf(context.change) }),
          },
        },
        pausing: {
          invoke: {
            id: 'pause', src: 'pause', ...settled,
            input: ({ context }) => ({ kidId: context.kidId!, subscriptionId: context.subscription!.id, months: (context.change as { months: PauseMonths }).months }),
          },
        },
        resuming: {
          invoke: { id: 'resume', src: 'resume', ...settled, input: ({ context }) => ({ kidId: context.kidId!, subscriptionId: context.subscription!.id }) },
        },
        reactivating: {
          invoke: { id: 'reactivate', src: 'reactivate', ...settled, input: ({ context }) => ({ kidId: context.kidId!, frequency: (context.change as { frequency: Frequency }).frequency }) },
        },
      },
    },
    failed: {
      on: {
        RETRY: { guard: not('missingPayload'), target: 'saving' },
        ...cancel,
      },
    },
    // Saved, the subscription is ongoing or paused: nothing to reactivate.
    saved: { on: { CHOOSE_DATE: open.CHOOSE_DATE, CHOOSE_PAUSE: open.CHOOSE_PAUSE, CHOOSE_FREQUENCY: open.CHOOSE_FREQUENCY, RESUME: open.RESUME } },
  },
});

export type SubscriptionScheduleMachine = typeof subscriptionScheduleMachine;
export type ScheduleState = 'idle' | 'choosingDate' | 'choosingPause' | 'choosingFrequency' | 'confirming' | 'saving' | 'failed' | 'saved';
