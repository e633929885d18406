import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { sampleRequest, sampleSubscription, type TrunkSubscription } from '@/entities/trunk';
import type { Problem } from '@/shared/api';
import type { ScheduleEvent, ScheduleInput } from './machine';

/** The days a delivery may move to in the samples: today is 2 March 2026, the optimistic delay 3 days. */
const window = { earliest: '2026-03-05', latest: '2026-06-30' };

const ongoing = sampleSubscription();
const paused = sampleSubscription({ status_details_code: 'paused', next_optimistic_delivery_date: '2026-05-19', next_delivery_date: '2026-05-19' });

/** What each call answers when it succeeds: the subscription as saved. */
export const sampleSaved = {
  update: sampleSubscription({ next_delivery_date: '2026-04-20' }),
  pause: sampleSubscription({ status_details_code: 'paused', next_optimistic_delivery_date: '2026-05-19', next_delivery_date: '2026-05-19' }),
  resume: sampleSubscription({ next_optimistic_delivery_date: '2026-05-19', next_delivery_date: '2026-05-19' }),
  reactivate: sampleSubscription({ frequency: 1, next_optimistic_delivery_date: '2026-03-05', next_delivery_date: '2026-03-05', current_request_id: 14 }),
} satisfies Record<string, TrunkSubscription>;

/** The server's refusals and an unreachable server. */
export const sampleFailures = {
  blocked: { type: 'REQUEST_BLOCKED', title: 'Trunk being packed', status: 409 },
  invalidDate: {
    type: 'VALIDATION_ERROR',
    title: 'Invalid request',
    status: 400,
    detail: 'next_delivery_date cannot be after 2026-06-30',
    errors: [{ field: 'next_delivery_date', detail: 'next_delivery_date cannot be after 2026-06-30' }],
  },
  exists: { type: 'SUBSCRIPTION_EXISTS', title: 'Already subscribed', status: 409 },
} satisfies Record<string, Problem>;

type Calls = 'update' | 'pause' | 'resume' | 'reactivate';
export type ScheduleSampleEvent =
  | ScheduleEvent
  | { [K in Calls]: DoneActorEvent<TrunkSubscription, K> }[Calls]
  | { [K in Calls]: ErrorActorEvent<unknown, K> }[Calls];

/**
 * The events path generation sends: each button, a date that postpones (or, for the paused
 * subscription, forwards) and one past the 120 days, a pause of 2 months, a trunk every month,
 * and for each call its success and a failure.
 */
export const subscriptionScheduleSampleEvents: readonly ScheduleSampleEvent[] = [
  { type: 'CHOOSE_DATE' },
  { type: 'CHOOSE_PAUSE' },
  { type: 'CHOOSE_FREQUENCY' },
  { type: 'RESUME' },
  { type: 'REACTIVATE' },
  { type: 'SET_DATE', date: '2026-04-20' },
  { type: 'SET_DATE', date: '2026-07-15' },
  { type: 'SET_MONTHS', months: 2 },
  { type: 'SET_FREQUENCY', frequency: 1 },
  { type: 'REVIEW' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.update', output: sampleSaved.update, actorId: 'update' },
  { type: 'xstate.error.actor.update', error: sampleFailures.invalidDate, actorId: 'update' },
  { type: 'xstate.done.actor.pause', output: sampleSaved.pause, actorId: 'pause' },
  { type: 'xstate.error.actor.pause', error: sampleFailures.blocked, actorId: 'pause' },
  { type: 'xstate.done.actor.resume', output: sampleSaved.resume, actorId: 'resume' },
  { type: 'xstate.error.actor.resume', error: new TypeError('Failed to fetch'), actorId: 'resume' },
  { type: 'xstate.done.actor.reactivate', output: sampleSaved.reactivate, actorId: 'reactivate' },
  { type: 'xstate.error.actor.reactivate', error: sampleFailures.exists, actorId: 'reactivate' },
];

/**
 * Léo's subscription ongoing with a trunk in creation, paused, and a page that found no
 * subscription: its date change misses the payload, its reactivation is the one of an ended
 * subscription (the call needs the kid only).
 */
export const subscriptionScheduleSampleInputs: readonly ScheduleInput[] = [
  { kidId: 11, subscription: ongoing, nextRequest: sampleRequest(), blocked: false, window },
  { kidId: 11, subscription: paused, nextRequest: sampleRequest({ delivery_date: '2026-05-19' }), blocked: false, window },
  { kidId: 11, subscription: null, nextRequest: sampleRequest({ id: 0, status_details: { code: 'UPCOMING', actions: ['UPDATE_DELIVERY_DATE'] } }), blocked: false, window },
];
