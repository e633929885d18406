import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RadioGroup } from 'radix-ui';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { trackLater } from '@/shared/analytics';
import { useFeature, useIntl, useT } from '@/shared/i18n';
import { useHydrated, journeyInspect } from '@/shared/lib';
import { Button, EmailField, FormMessage } from '@/shared/ui';
import { subscribe } from '../api/subscribe';
import { newsletterMachine, type NewsletterList, type NewsletterMachine } from '../model/machine';
import { selectEmail, selectEmailError, selectList, selectNewsletterState, selectRetryMinutes, selectWarning } from '../model/selectors';
import styles from './NewsletterForm.module.css';

/** The machine with the real call to the API. */
const subscribingNewsletterMachine = newsletterMachine.provide({
  actors: { subscribe: fromPromise(({ input }) => subscribe(input)) },
});

const LISTS: readonly NewsletterList[] = ['KID', 'WOMAN'];

export interface NewsletterFormProps {
  /** The machine to run; by default the newsletter machine calling the API. */
  logic?: NewsletterMachine;
  /** Passed to the actor's `inspect` option (coverage, debugging). */
  inspect?: (event: InspectionEvent) => void;
  /** Where the form is shown, sent with the subscription. */
  source?: string;
}

/** The newsletter sign-up of the footer: the machine decides, the form shows and sends. */
export function NewsletterForm({ logic = subscribingNewsletterMachine, inspect, source = 'footer' }: NewsletterFormProps) {
  const hydrated = useHydrated();
  const t = useT();
  const offersWomanList = useFeature('woman');
  const locale = useIntl().appLocale;
  const [machine] = useState(() =>
    logic.provide({
      actions: {
        trackOptin: (_, optin) => void trackLater({ event: 'optin', id: `${optin.list}:${optin.email.toLowerCase()}`, ...optin, locale }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { source }, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectNewsletterState);
  const email = useSelector(actor, selectEmail);
  const list = useSelector(actor, selectList);
  const error = useSelector(actor, selectEmailError);
  const warning = useSelector(actor, selectWarning);
  const retryMinutes = useSelector(actor, selectRetryMinutes);

  const id = useId();
  const titleId = `${id}-title`;
  const listLabelId = `${id}-list`;
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  // Focus follows what the person has to read or do next.
  useEffect(() => {
    if (state === 'invalid') emailRef.current?.focus();
    else if (state === 'warned') warningRef.current?.focus();
    else if (state === 'failed' || state === 'throttled') submitRef.current?.focus();
    else if (state === 'thanked') thanksRef.current?.focus();
  }, [state]);

  const submitting = state === 'submitting';
  const thanked = state === 'thanked';

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  }

  function applySuggestion() {
    actor.send({ type: 'USE_SUGGESTION' });
    emailRef.current?.focus();
  }

  return (
    <div className={styles.card}>
      <h2 id={titleId} className={styles.title}>
        {t('newsletter.title')}
      </h2>
      <p className={styles.intro}>{t('newsletter.intro')}</p>

      <div ref={thanksRef} role="status" tabIndex={-1} className={styles.thanks}>
        {thanked ? t('newsletter.thanks') : null}
      </div>

      {!thanked && (
        <form className={styles.form} aria-labelledby={titleId} aria-busy={submitting} noValidate onSubmit={submit}>
          <EmailField
            ref={emailRef}
            name="email"
            label={t('newsletter.email.label')}
            placeholder={t('newsletter.email.placeholder')}
            value={email}
            readOnly={submitting}
            onChange={(event) => actor.send({ type: 'TYPE', email: event.target.value })}
            error={error ? t(`newsletter.error.${error}`) : undefined}
          />

          {offersWomanList && (
            <div className={styles.lists}>
              <span id={listLabelId} className={styles.listsLabel}>
                {t('newsletter.list.label')}
              </span>
              <RadioGroup.Root
                className={styles.radioGroup}
                aria-labelledby={listLabelId}
                name="list"
                orientation="horizontal"
                value={list}
                disabled={submitting}
                onValueChange={(value) => actor.send({ type: 'SELECT_LIST', list: value as NewsletterList })}
              >
                {LISTS.map((option) => (
                  <div key={option} className={styles.radioOption}>
                    <RadioGroup.Item id={`${id}-${option}`} value={option} className={styles.radio}>
                      <RadioGroup.Indicator className={styles.radioDot} />
                    </RadioGroup.Item>
                    <label htmlFor={`${id}-${option}`}>{t(`newsletter.list.${option}`)}</label>
                  </div>
                ))}
              </RadioGroup.Root>
            </div>
          )}

          {state === 'warned' && warning && (
            <div ref={warningRef} tabIndex={-1} className={styles.warning}>
              <p>{t('newsletter.warning.unknownDomain', { domain: warning.domain })}</p>
              <p className={styles.suggestion}>{t('newsletter.warning.suggestion', { suggestion: warning.suggestion })}</p>
              <div className={styles.actions}>
                <Button variant="primary" size="small" onClick={applySuggestion}>
                  {t('newsletter.warning.useSuggestion')}
                </Button>
                <Button type="submit" variant="secondary" size="small">
                  {t('newsletter.warning.keep')}
                </Button>
              </div>
            </div>
          )}

          {state === 'failed' && <FormMessage tone="failure">{t('newsletter.failure')}</FormMessage>}
          {state === 'throttled' && <FormMessage tone="failure">{t('common.tooManyAttempts', { minutes: retryMinutes ?? 1 })}</FormMessage>}

          {/* Sent by the page's script: until the browser has taken the page over, there is nothing to send it. */}
          {state !== 'warned' && (
            <Button ref={submitRef} type="submit" variant="accent" className={styles.submit} disabled={submitting || !hydrated}>
              {t(submitting ? 'newsletter.submitting' : state === 'failed' || state === 'throttled' ? 'newsletter.retry' : 'newsletter.submit')}
            </Button>
          )}
        </form>
      )}

      <p className={styles.privacy}>{t('newsletter.privacy')}</p>
    </div>
  );
}
