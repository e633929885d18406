import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sampleRequest, sampleSubscription, type TrunkSubscription } from '@/entities/trunk';
import { MISSING_PAYLOAD } from './failure';
import { plannedAfter, scheduleGuards, subscriptionScheduleMachine, type ScheduleContext, type ScheduleInput, type UpdateCall } from './machine';

const window = { earliest: '2026-03-05', latest: '2026-06-30' };
const input = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({ kidId: 11, subscription: sampleSubscription(), nextRequest: sampleRequest(), blocked: false, window, ...overrides });
const context = (overrides: Partial<ScheduleContext> = {}): ScheduleContext => ({
  ...input(),
  draftDate: '',
  dateError: null,
  draftMonths: 1,
  draftFrequency: 2,
  change: null,
  changedDelivery: null,
  error: null,
  ...overrides,
});
const paused = sampleSubscription({ status_details_code: 'paused' });
const ended = sampleSubscription({ status_details_code: 'terminated', is_active: false });

describe('the schedule’s rules', () => {
  it('moves the date of a trunk that allows it while nothing is blocked', () => {
    expect(scheduleGuards.postponable({ context: context() })).toBe(true);
    expect(scheduleGuards.postponable({ context: context({ blocked: true }) })).toBe(false);
    expect(scheduleGuards.postponable({ context: context({ nextRequest: null }) })).toBe(false);
  });

  it('pauses an ongoing subscription unless a trunk is packed, resumes a paused one, reactivates an ended one or none', () => {
    expect(scheduleGuards.pausable({ context: context() })).toBe(true);
    expect(scheduleGuards.pausable({ context: context({ blocked: true }) })).toBe(false);
    expect(scheduleGuards.pausable({ context: context({ subscription: paused }) })).toBe(false);
    expect(scheduleGuards.resumable({ context: context({ subscription: paused }) })).toBe(true);
    expect(scheduleGuards.resumable({ context: context() })).toBe(false);
    expect(scheduleGuards.reactivable({ context: context({ subscription: ended }) })).toBe(true);
    expect(scheduleGuards.reactivable({ context: context({ subscription: null }) })).toBe(true);
    expect(scheduleGuards.reactivable({ context: context() })).toBe(false);
  });

  it('keeps a date within [today + optimistic delay, today + 120 days] and different from the planned one', () => {
    expect(scheduleGuards.dateOutOfBounds({ context: context({ draftDate: '2026-03-04' }) })).toBe(true);
    expect(scheduleGuards.dateOutOfBounds({ context: context({ draftDate: '2026-07-01' }) })).toBe(true);
    expect(scheduleGuards.dateOutOfBounds({ context: context({ draftDate: '2026-06-30' }) })).toBe(false);
    expect(scheduleGuards.dateUnchanged({ context: context({ draftDate: '2026-03-19' }) })).toBe(true);
  });

  it('needs the kid and the subscription to send a change, the kid alone to reactivate', () => {
    expect(scheduleGuards.missingPayload({ context: context({ subscription: null, change: { kind: 'pause', months: 2 } }) })).toBe(true);
    expect(scheduleGuards.missingPayload({ context: context({ kidId: null, change: { kind: 'reactivate', frequency: 1 } }) })).toBe(true);
    expect(scheduleGuards.missingPayload({ context: context({ subscription: null, change: { kind: 'reactivate', frequency: 1 } }) })).toBe(false);
  });

  it('plans the next trunk as the server will: a pause adds months, a resume is never sooner than the earliest day', () => {
    expect(plannedAfter(context(), { kind: 'pause', months: 2 })).toBe('2026-05-19');
    expect(plannedAfter(context({ subscription: sampleSubscription({ next_delivery_date: '2026-03-01' }) }), { kind: 'resume', frequency: null })).toBe('2026-03-05');
    expect(plannedAfter(context(), { kind: 'reactivate', frequency: 1 })).toBe('2026-03-05');
  });
});

describe('the schedule machine', () => {
  it('sends a new frequency for a paused subscription as a PATCH and reports a resume', async () => {
    const calls: UpdateCall[] = [];
    const resumed: TrunkSubscription = sampleSubscription({ frequency: 1 });
    const update = fromPromise(async ({ input }: { input: UpdateCall }) => {
      calls.push(input);
      return resumed;
    });
    const logic = subscriptionScheduleMachine.provide({ actors: { update } });
    const actor = createActor(logic, { input: input({ subscription: paused }) }).start();
    actor.send({ type: 'CHOOSE_FREQUENCY' });
    actor.send({ type: 'SET_FREQUENCY', frequency: 1 });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.change).toEqual({ kind: 'resume', frequency: 1 });
    actor.send({ type: 'CONFIRM' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ kidId: 11, subscriptionId: 5, patch: { frequency: 1 } }]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.subscription).toBe(resumed);
  });

  it('plans a pause’s day while it is reviewed, then keeps the day the server saved, never adding the months twice', async () => {
    const saved = sampleSubscription({ status_details_code: 'paused', next_optimistic_delivery_date: '2026-04-19', next_delivery_date: '2026-04-19' });
    const logic = subscriptionScheduleMachine.provide({ actors: { pause: fromPromise(async () => saved) } });
    const actor = createActor(logic, { input: input() }).start();
    actor.send({ type: 'CHOOSE_PAUSE' });
    actor.send({ type: 'SET_MONTHS', months: 1 });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.changedDelivery).toBe('2026-04-19');
    actor.send({ type: 'CONFIRM' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ change: { kind: 'pause', months: 1 }, changedDelivery: '2026-04-19' });
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().context.changedDelivery).toBe('2026-04-19');
  });

  it('refuses to start a call without the subscription, keeping the seed’s text as its error', () => {
    const actor = createActor(subscriptionScheduleMachine, { input: input({ subscription: null }) }).start();
    actor.send({ type: 'CHOOSE_DATE' });
    actor.send({ type: 'SET_DATE', date: '2026-04-02' });
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(MISSING_PAYLOAD);
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
  });
});
