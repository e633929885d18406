import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import { fromPromise, type InspectionEvent } from 'xstate';
import {
  calendarDate,
  deliveryChange,
  FREQUENCIES,
  PAUSE_MONTHS,
  pauseKidSubscription,
  reactivateKidSubscription,
  resumeKidSubscription,
  subscriptionState,
  updateKidSubscription,
  type Frequency,
  type PauseMonths,
  type TrunkSubscription,
} from '@/entities/trunk';
import { track } from '@/shared/analytics';
import { useT } from '@/shared/i18n';
import { Button, TextField } from '@/shared/ui';
import { scheduleEvent } from '../lib/tracking';
import { failureMessageKey } from '../model/failure';
import { plannedAfter, subscriptionScheduleMachine, type ScheduleChange, type ScheduleContext, type ScheduleInput, type SubscriptionScheduleMachine } from '../model/machine';
import { selectContext, selectScheduleState } from '../model/selectors';
import styles from './SubscriptionSchedule.module.css';

/** The machine with the real calls to the API. */
const schedulingMachine = subscriptionScheduleMachine.provide({
  actors: {
    update: fromPromise(({ input }) => updateKidSubscription(input.kidId, input.subscriptionId, input.patch)),
    pause: fromPromise(({ input }) => pauseKidSubscription(input.kidId, input.subscriptionId, input.months)),
    resume: fromPromise(({ input }) => resumeKidSubscription(input.kidId, input.subscriptionId)),
    reactivate: fromPromise(({ input }) => reactivateKidSubscription(input.kidId, input.frequency)),
  },
  actions: { trackScheduleChange: (_, saved) => void track(scheduleEvent(saved)) },
});

/** The choices a schedule offers, in the order its buttons show. */
const OPENINGS = ['CHOOSE_DATE', 'CHOOSE_PAUSE', 'CHOOSE_FREQUENCY', 'RESUME', 'REACTIVATE'] as const;
type Opening = (typeof OPENINGS)[number];

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

export interface SubscriptionScheduleProps {
  input: ScheduleInput;
  /** The machine to run; by default the one calling the API. */
  logic?: SubscriptionScheduleMachine;
  inspect?: (event: InspectionEvent) => void;
  /** The heading level of the schedule's title in its page. */
  level?: 2 | 3;
  /** Opens one choice at once: the delivery page opens the date, the reactivation page the frequency. */
  opening?: Extract<Opening, 'CHOOSE_DATE' | 'REACTIVATE'>;
  /** After a change is saved, with the subscription as saved. */
  onSaved?: (subscription: TrunkSubscription, change: ScheduleChange) => void;
  /** After the client cancels a choice. */
  onCancel?: () => void;
}

/** The wording of a change, as confirmed and as saved. */
function useChangeText() {
  const t = useT();
  return (context: ScheduleContext, change: ScheduleChange): string => {
    // One day for the review and the saved message: the machine's, the server's once saved.
    const date = calendarDate(context.changedDelivery ?? plannedAfter(context, change));
    switch (change.kind) {
      case 'date': {
        const optimistic = context.subscription?.next_optimistic_delivery_date ?? change.date;
        return t('schedule.confirm.date', { date, ...deliveryChange(optimistic, change.date) });
      }
      case 'pause':
        return t('schedule.confirm.pause', { months: change.months, date });
      case 'frequency':
        return t('schedule.confirm.frequency', { frequency: change.frequency });
      case 'resume':
        return t('schedule.confirm.resume', { date, frequency: change.frequency ?? 0 });
      case 'reactivate':
        return t('schedule.confirm.reactivate', { date, frequency: change.frequency });
    }
  };
}

/**
 * One subscription's schedule: where it stands, and the changes it allows — the next delivery
 * postponed or forwarded, a pause, a resume, another frequency, a reactivation — each confirmed
 * with the change shown. The machine decides; the panels show and send.
 */
export function SubscriptionSchedule({ input, logic = schedulingMachine, inspect, level = 3, opening, onSaved, onCancel }: SubscriptionScheduleProps) {
  const t = useT();
  const changeText = useChangeText();
  const actor = useActorRef(logic, { input, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectScheduleState);
  const context = useSelector(actor, selectContext);
  const offered = useSelector(actor, (snapshot) => OPENINGS.filter((type) => snapshot.can({ type })), sameList);
  const canReview = useSelector(actor, (snapshot) => snapshot.can({ type: 'REVIEW' }));
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'RETRY' }));

  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const panelRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);

  // Focus follows what the client reads or does next.
  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (from === state) return;
    if (state === 'choosingDate' || state === 'choosingPause' || state === 'choosingFrequency' || state === 'confirming') panelRef.current?.focus();
    else if (state === 'failed') alertRef.current?.focus();
    else if (state === 'saved') statusRef.current?.focus();
    else if (state === 'idle') headingRef.current?.focus();
  }, [state]);

  useEffect(() => {
    if (opening) actor.send({ type: opening });
  }, [actor, opening]);

  const reported = useRef<TrunkSubscription | null>(null);
  useEffect(() => {
    if (state === 'saved' && context.subscription && context.change && reported.current !== context.subscription) {
      reported.current = context.subscription;
      onSaved?.(context.subscription, context.change);
    }
  }, [state, context.subscription, context.change, onSaved]);

  const { subscription, window, draftDate, dateError, draftMonths, draftFrequency, change, error } = context;
  const cancel = () => {
    actor.send({ type: 'CANCEL' });
    onCancel?.();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };
  const window_ = { earliest: calendarDate(window.earliest), latest: calendarDate(window.latest) };

  const panel = (title: string, body: ReactNode, next: { label: string; send: () => void; disabled?: boolean }) => (
    <div ref={panelRef} tabIndex={-1} role="region" aria-labelledby={`${id}-panel`} className={styles.panel} onKeyDown={escape}>
      <Sub id={`${id}-panel`} className={styles.panelTitle}>
        {title}
      </Sub>
      {body}
      <div className={styles.buttons}>
        <Button variant="primary" onClick={next.send} disabled={next.disabled}>
          {next.label}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t('schedule.cancel')}
        </Button>
      </div>
    </div>
  );

  const choice = <V extends number>(legend: string, values: readonly V[], value: V, label: (value: V) => string, send: (value: V) => void) => (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{legend}</legend>
      {values.map((option) => (
        <label key={option} className={styles.choice}>
          <input type="radio" name={`${id}-${legend}`} checked={value === option} onChange={() => send(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );

  const standing = subscription ? subscriptionState(subscription) : null;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.schedule}>
      <Heading id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('schedule.title')}
      </Heading>
      {subscription && standing ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('schedule.field.status')}</dt>
            <dd>{t('schedule.status', { status: standing, date: calendarDate(subscription.next_delivery_date) })}</dd>
          </div>
          {standing !== 'ended' && (
            <>
              <div>
                <dt>{t('schedule.field.frequency')}</dt>
                <dd>{t('schedule.frequency', { frequency: subscription.frequency })}</dd>
              </div>
              <div>
                <dt>{t('schedule.field.next')}</dt>
                <dd>{t('trunks.date', { date: calendarDate(subscription.next_delivery_date) })}</dd>
              </div>
            </>
          )}
        </dl>
      ) : (
        <p>{t('schedule.none')}</p>
      )}

      <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
        {state === 'saving' && t('schedule.saving')}
        {state === 'saved' && change && t('schedule.saved', { kind: change.kind, change: changeText(context, change) })}
      </p>

      {(state === 'idle' || state === 'saved') && offered.length > 0 && (
        <div className={styles.buttons}>
          {offered.map((type) => (
            <Button key={type} variant="secondary" onClick={() => actor.send({ type })}>
              {t('schedule.open', { choice: type })}
            </Button>
          ))}
        </div>
      )}

      {state === 'choosingDate' &&
        panel(
          t('schedule.date.title'),
          <>
            {subscription && <p>{t('schedule.date.optimistic', { date: calendarDate(subscription.next_optimistic_delivery_date) })}</p>}
            <TextField
              type="date"
              label={t('schedule.date.label')}
              hint={t('schedule.date.hint', window_)}
              min={window.earliest}
              max={window.latest}
              value={draftDate}
              onChange={(event) => actor.send({ type: 'SET_DATE', date: event.target.value })}
              error={dateError ? t('schedule.date.error', { error: dateError, ...window_ }) : undefined}
            />
            {subscription && draftDate && !dateError && (
              <p className={styles.change}>{t('schedule.change', { ...deliveryChange(subscription.next_optimistic_delivery_date, draftDate) })}</p>
            )}
          </>,
          { label: t('schedule.review'), send: () => actor.send({ type: 'REVIEW' }) },
        )}

      {state === 'choosingPause' &&
        panel(
          t('schedule.pause.title'),
          choice<PauseMonths>(t('schedule.pause.title'), PAUSE_MONTHS, draftMonths, (months) => t('schedule.pause.months', { months }), (months) => actor.send({ type: 'SET_MONTHS', months })),
          { label: t('schedule.review'), send: () => actor.send({ type: 'REVIEW' }) },
        )}

      {state === 'choosingFrequency' &&
        panel(
          t('schedule.frequency.title', { status: standing ?? 'ended' }),
          choice<Frequency>(
            t('schedule.field.frequency'),
            FREQUENCIES,
            draftFrequency,
            (frequency) => t('schedule.frequency', { frequency }),
            (frequency) => actor.send({ type: 'SET_FREQUENCY', frequency }),
          ),
          { label: t('schedule.review'), send: () => actor.send({ type: 'REVIEW' }), disabled: !canReview },
        )}

      {state === 'confirming' &&
        change &&
        panel(t('schedule.confirm.title'), <p className={styles.change}>{changeText(context, change)}</p>, {
          label: t('schedule.confirm', { kind: change.kind }),
          send: () => actor.send({ type: 'CONFIRM' }),
        })}

      {state === 'failed' && error && (
        <div className={styles.panel}>
          <p ref={alertRef} tabIndex={-1} role="alert" className={styles.problem}>
            {t(failureMessageKey(error))}
          </p>
          <div className={styles.buttons}>
            {canRetry && (
              <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
                {t('schedule.retry')}
              </Button>
            )}
            <Button variant="secondary" onClick={cancel}>
              {t('schedule.cancel')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
