import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { calendarDate, deliveryChange, subscriptionState, type TrunkSubscription } from '@/entities/trunk';
import {
  failureMessageKey,
  MISSING_PAYLOAD,
  plannedAfter,
  SubscriptionSchedule,
  subscriptionScheduleMachine,
  type PauseCall,
  type ReactivateCall,
  type ResumeCall,
  type ScheduleChange,
  type ScheduleContext,
  type ScheduleInput,
  type ScheduleSampleEvent,
  type UpdateCall,
} from '@/features/subscription-schedule';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof subscriptionScheduleMachine>;

const t = translator('nl');
/** A day as the messages take it (a timestamp formats as a date). */
const day = (date: string) => calendarDate(date).getTime();
const OPENINGS = ['CHOOSE_DATE', 'CHOOSE_PAUSE', 'CHOOSE_FREQUENCY', 'RESUME', 'REACTIVATE'] as const;

/** The change as the page words it, the next trunk on `next` (a 'YYYY-MM-DD' day). */
function changeText(context: ScheduleContext, change: ScheduleChange, next: string): string {
  const date = day(next);
  switch (change.kind) {
    case 'date':
      return t('schedule.confirm.date', { date, ...deliveryChange(context.subscription?.next_optimistic_delivery_date ?? change.date, change.date) });
    case 'pause':
      return t('schedule.confirm.pause', { months: change.months, date });
    case 'frequency':
      return t('schedule.confirm.frequency', { frequency: change.frequency });
    case 'resume':
      return t('schedule.confirm.resume', { date, frequency: change.frequency ?? 0 });
    case 'reactivate':
      return t('schedule.confirm.reactivate', { date, frequency: change.frequency });
  }
}

/** The schedule in Dutch, each of its four calls answered by hand as the path says. */
function scheduleHarness(): ModelHarness<Snapshot, ScheduleSampleEvent> {
  const calls = {
    update: manualCalls<UpdateCall, TrunkSubscription>(),
    pause: manualCalls<PauseCall, TrunkSubscription>(),
    resume: manualCalls<ResumeCall, TrunkSubscription>(),
    reactivate: manualCalls<ReactivateCall, TrunkSubscription>(),
  };
  const logic = subscriptionScheduleMachine.provide({
    actors: {
      update: fromPromise(({ input }: { input: UpdateCall }) => calls.update.call(input)),
      pause: fromPromise(({ input }: { input: PauseCall }) => calls.pause.call(input)),
      resume: fromPromise(({ input }: { input: ResumeCall }) => calls.resume.call(input)),
      reactivate: fromPromise(({ input }: { input: ReactivateCall }) => calls.reactivate.call(input)),
    },
  });
  const user = userEvent.setup({ delay: null });
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  const panel = (title: string) => screen.getByRole('region', { name: title });

  return {
    render: (inspect, input) => {
      renderWithApp(<SubscriptionSchedule input={input as ScheduleInput} logic={logic} inspect={inspect} />, { locale: 'nl' });
    },

    async perform(event, from) {
      switch (event.type) {
        case 'CHOOSE_DATE':
        case 'CHOOSE_PAUSE':
        case 'CHOOSE_FREQUENCY':
        case 'RESUME':
        case 'REACTIVATE':
          return click(t('schedule.open', { choice: event.type }));
        case 'SET_DATE':
          // A date field takes a whole date at once, as the browser's picker gives it.
          fireEvent.change(screen.getByLabelText(t('schedule.date.label')), { target: { value: event.date } });
          return;
        case 'SET_MONTHS':
          return user.click(screen.getByRole('radio', { name: t('schedule.pause.months', { months: event.months }) }));
        case 'SET_FREQUENCY':
          return user.click(screen.getByRole('radio', { name: t('schedule.frequency', { frequency: event.frequency }) }));
        case 'REVIEW':
          return click(t('schedule.review'));
        case 'CONFIRM':
          return click(t('schedule.confirm', { kind: from.context.change!.kind }));
        case 'CANCEL':
          return click(t('schedule.cancel'));
        case 'RETRY':
          return click(t('schedule.retry'));
        default: {
          const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof calls;
          calls[actor].settleFrom(event);
        }
      }
    },

    expectState(snapshot) {
      const { context } = snapshot;
      const { subscription, change, error, window } = context;
      const buttons = screen.queryAllByRole('button').map((element) => `${element.textContent}${element.hasAttribute('disabled') ? ' (disabled)' : ''}`);
      const status = screen.getByRole('status');
      const alerts = screen.queryAllByRole('alert').map((element) => element.textContent);
      const offered = OPENINGS.filter((type) => snapshot.can({ type })).map((choice) => t('schedule.open', { choice }));

      // Where the subscription stands, as saved so far.
      if (subscription) {
        const standing = subscriptionState(subscription);
        const next = day(subscription.next_delivery_date);
        const facts = [t('schedule.status', { status: standing, date: next })];
        if (standing !== 'ended') facts.push(t('schedule.frequency', { frequency: subscription.frequency }), t('trunks.date', { date: next }));
        expect(screen.getAllByRole('definition').map((element) => element.textContent)).toEqual(facts);
      } else {
        expect(screen.getByText(t('schedule.none'))).toBeVisible();
      }

      if (snapshot.matches('idle')) {
        expect(status).toBeEmptyDOMElement();
        expect(alerts).toEqual([]);
        expect(buttons).toEqual(offered);
      } else if (snapshot.matches('saved')) {
        // Saved, the message gives the day the schedule shows: the one the server saved.
        expect(status).toHaveTextContent(t('schedule.saved', { change: changeText(context, change!, subscription!.next_delivery_date) }));
        expect(status).toHaveFocus();
        expect(alerts).toEqual([]);
        expect(buttons).toEqual(offered);
      } else if (snapshot.matches('choosingDate')) {
        const field = within(panel(t('schedule.date.title'))).getByLabelText(t('schedule.date.label'));
        expect(field).toHaveValue(context.draftDate);
        expect(field).toHaveAttribute('min', window.earliest);
        expect(field).toHaveAttribute('max', window.latest);
        const bounds = { earliest: day(window.earliest), latest: day(window.latest) };
        if (context.dateError) {
          expect(alerts).toEqual([t('schedule.date.error', { error: context.dateError, ...bounds })]);
          expect(field).toHaveAttribute('aria-invalid', 'true');
        } else {
          expect(alerts).toEqual([]);
          if (subscription) expect(screen.getByText(t('schedule.change', { ...deliveryChange(subscription.next_optimistic_delivery_date, context.draftDate) }))).toBeVisible();
        }
        expect(panel(t('schedule.date.title'))).toContainElement(document.activeElement as HTMLElement);
        expect(buttons).toEqual([t('schedule.review'), t('schedule.cancel')]);
      } else if (snapshot.matches('choosingPause')) {
        expect(screen.getByRole('radio', { name: t('schedule.pause.months', { months: context.draftMonths }) })).toBeChecked();
        expect(screen.getAllByRole('radio')).toHaveLength(6);
        expect(panel(t('schedule.pause.title'))).toContainElement(document.activeElement as HTMLElement);
        expect(buttons).toEqual([t('schedule.review'), t('schedule.cancel')]);
      } else if (snapshot.matches('choosingFrequency')) {
        const title = t('schedule.frequency.title', { status: subscription ? subscriptionState(subscription) : 'ended' });
        expect(screen.getByRole('radio', { name: t('schedule.frequency', { frequency: context.draftFrequency }) })).toBeChecked();
        expect(screen.getAllByRole('radio')).toHaveLength(3);
        expect(panel(title)).toContainElement(document.activeElement as HTMLElement);
        const review = snapshot.can({ type: 'REVIEW' }) ? t('schedule.review') : `${t('schedule.review')} (disabled)`;
        expect(buttons).toEqual([review, t('schedule.cancel')]);
      } else if (snapshot.matches('confirming')) {
        const confirmation = panel(t('schedule.confirm.title'));
        // Before it is sent, the day the rules plan from the schedule as it stands.
        expect(within(confirmation).getByText(changeText(context, change!, plannedAfter(context, change!)))).toBeVisible();
        expect(confirmation).toHaveFocus();
        expect(buttons).toEqual([t('schedule.confirm', { kind: change!.kind }), t('schedule.cancel')]);
      } else if (snapshot.matches('saving')) {
        expect(status).toHaveTextContent(t('schedule.saving'));
        expect(buttons).toEqual([]);
        const ids = { kidId: context.kidId, subscriptionId: subscription?.id };
        if (snapshot.matches({ saving: 'updating' })) {
          const patch = change!.kind === 'date' ? { next_delivery_date: change!.date } : { frequency: (change as { frequency: number }).frequency };
          expect(calls.update.inputs.at(-1)).toEqual({ ...ids, patch });
        } else if (snapshot.matches({ saving: 'pausing' })) {
          expect(calls.pause.inputs.at(-1)).toEqual({ ...ids, months: (change as { months: number }).months });
        } else if (snapshot.matches({ saving: 'resuming' })) {
          expect(calls.resume.inputs.at(-1)).toEqual(ids);
        } else {
          expect(calls.reactivate.inputs.at(-1)).toEqual({ kidId: context.kidId, frequency: (change as { frequency: number }).frequency });
        }
      } else if (snapshot.matches('failed')) {
        expect(alerts).toEqual([t(failureMessageKey(error!))]);
        expect(screen.getByRole('alert')).toHaveFocus();
        expect(buttons).toEqual(error === MISSING_PAYLOAD ? [t('schedule.cancel')] : [t('schedule.retry'), t('schedule.cancel')]);
      } else {
        throw new Error(`The harness does not know the state ${JSON.stringify(snapshot.value)}`);
      }
    },
  };
}

const { paths } = testMachineModel(catalogueEntry('subscriptionSchedule'), scheduleHarness);

describe('the subscription schedule’s paths', () => {
  it('include a date change of an ongoing subscription, a resume with a frequency and the missing payload', () => {
    const described = paths.flatMap((path) => path.steps.map((step) => step.state.context as ScheduleContext));
    expect(described.some((context) => context.change?.kind === 'date' && context.subscription?.status_details_code === 'active')).toBe(true);
    expect(described.some((context) => context.change?.kind === 'resume' && context.change.frequency === 1)).toBe(true);
    expect(described.some((context) => context.error === MISSING_PAYLOAD)).toBe(true);
  });
});
