import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { displayFirstname, type Profile } from '@/entities/profile';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import { createSubscription, createTrunkRequest } from '../api/trunks';
import { storeFraudLabel } from '../lib/fraud-label';
import { failedOrder, FREQUENCIES, type OrderRefusal, type OrderStatus, type TrunkChoice, type TrunkOrderOutcome } from '../model/order';
import styles from './TrunkOrderForm.module.css';

export interface TrunkOrderFormProps {
  /** The profile the trunk is for. */
  profile: Profile;
  /** Both formulas, the subscription frequencies only, or the single trunk only. */
  offers: 'both' | 'subscription' | 'one-shot';
  /** Once the order is settled: created, or refused by the fraud check (the label is stored). */
  onOrdered: (outcome: TrunkOrderOutcome) => void;
}

const HOW_STEPS = ['compose', 'preview', 'try', 'keep'] as const;

/** Where a refusal sends the family, with the words of its link. */
function refusalLink(refusal: OrderRefusal, woman: boolean): { href: string; label: string } | null {
  if (refusal === 'requestInProgress' || refusal === 'subscriptionExists') return { href: '/infos/subscriptions', label: 'trunkOrder.refused.subscriptionsLink' };
  if (refusal === 'signUpFirst') return { href: woman ? '/quiz/signup/woman' : '/quiz/signup/kid', label: 'trunkOrder.refused.signUpLink' };
  return null;
}

/** The membership step: a subscription (a trunk every 1, 2 or 3 months) or a single trunk, then the order. */
export function TrunkOrderForm({ profile, offers, onOrdered }: TrunkOrderFormProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const id = useId();
  const woman = profile.profile_type === 'WOMAN';
  // Every text speaks of the trunk in the profile's words: "your trunk", or the kid's firstname.
  const who = { who: woman ? 'woman' : 'kid', firstname: displayFirstname(profile.firstname, locale) };
  const [choice, setChoice] = useState<TrunkChoice>(offers === 'one-shot' ? 'one-shot' : 2);
  const [status, setStatus] = useState<OrderStatus>({ kind: 'choosing' });
  // Set from the first submit until a refusal: a second click never sends a second call.
  const sending = useRef(false);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const busy = status.kind === 'ordering' || status.kind === 'ordered';

  useEffect(() => {
    if (status.kind === 'refused') messageRef.current?.focus();
  }, [status]);

  function choose(option: TrunkChoice) {
    setChoice(option);
    setStatus({ kind: 'choosing' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: 'ordering' });
    let outcome: TrunkOrderOutcome;
    try {
      outcome =
        choice === 'one-shot'
          ? { kind: 'one-shot', request: await createTrunkRequest(profile.id) }
          : { kind: 'subscription', subscription: await createSubscription(profile.id, choice) };
    } catch (error) {
      const failure = failedOrder(error);
      if ('refusal' in failure) {
        sending.current = false;
        setStatus({ kind: 'refused', refusal: failure.refusal });
        return;
      }
      storeFraudLabel(failure.fraud);
      outcome = { kind: 'fraud', label: failure.fraud };
    }
    setStatus({ kind: 'ordered' });
    onOrdered(outcome);
  }

  const options: readonly TrunkChoice[] = offers === 'both' ? [...FREQUENCIES, 'one-shot'] : FREQUENCIES;
  const link = status.kind === 'refused' ? refusalLink(status.refusal, woman) : null;

  return (
    <form className={styles.form} aria-label={t('trunkOrder.title', who)} aria-busy={status.kind === 'ordering'} noValidate onSubmit={submit}>
      {offers === 'one-shot' ? (
        <div className={styles.summary}>
          <p className={styles.summaryTitle}>{t('trunkOrder.oneShot.label')}</p>
          <p>{t('trunkOrder.oneShot.summary', who)}</p>
        </div>
      ) : (
        <fieldset className={styles.choices} disabled={busy}>
          <legend>{t(`trunkOrder.legend.${offers}`, who)}</legend>
          <div className={styles.options}>
            {options.map((option) => {
              const optionId = `${id}-${option}`;
              return (
                <div key={option} className={styles.option}>
                  <input
                    type="radio"
                    id={optionId}
                    name={`${id}-choice`}
                    value={option}
                    checked={choice === option}
                    onChange={() => choose(option)}
                    aria-describedby={offers === 'both' ? `${optionId}-kind` : undefined}
                  />
                  <label htmlFor={optionId}>{option === 'one-shot' ? t('trunkOrder.oneShot.label') : t('trunkOrder.frequency', { months: option })}</label>
                  {offers === 'both' && (
                    <span id={`${optionId}-kind`} className={styles.kind}>
                      {t(option === 'one-shot' ? 'trunkOrder.oneShot.kind' : 'trunkOrder.subscription.kind')}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          <p className={styles.note}>{t('trunkOrder.subscription.flexible')}</p>
        </fieldset>
      )}

      <section className={styles.how} aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`} className={styles.howTitle}>
          {t('trunkOrder.how.title')}
        </h2>
        <ol className={styles.steps}>
          {HOW_STEPS.map((step) => (
            <li key={step}>{t(`trunkOrder.how.${step}`, who)}</li>
          ))}
        </ol>
      </section>

      {status.kind === 'refused' && (
        <FormMessage ref={messageRef} tabIndex={-1} tone="failure">
          {t(`trunkOrder.refused.${status.refusal}`, who)}
          {link && (
            <>
              {' '}
              <Link href={link.href}>{t(link.label)}</Link>
            </>
          )}
        </FormMessage>
      )}
      <Button type="submit" variant="accent" className={styles.submit} disabled={busy}>
        {t(status.kind === 'ordering' ? 'trunkOrder.submitting' : choice === 'one-shot' ? 'trunkOrder.submit.oneShot' : 'trunkOrder.submit.subscription')}
      </Button>
    </form>
  );
}
