import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { useSession, type TokenPair } from '@/entities/session';
import { useFeature, useIntl, useT } from '@/shared/i18n';
import { PASSWORD_LENGTH, journeyInspect } from '@/shared/lib';
import { Button, Checkbox, CheckboxGroup, EmailField, FormMessage, Link, PasswordField, TextField } from '@/shared/ui';
import { createClient, lookupEmail } from '../api/sign-up';
import { trackSignUp } from '../lib/tracking';
import { godfatherEmail, signUpCountry } from '../lib/visitor';
import { signUpMachine, type ClientInput, type SignUpInput, type SignUpMachine, type SignUpState } from '../model/machine';
import { NAME_MAX_LENGTH, type SignUpField, type SignUpValues } from '../model/rules';
import { selectErrors, selectOffersWoman, selectRetryMinutes, selectSignUpState, selectValues, selectWarning } from '../model/selectors';
import styles from './SignUpForm.module.css';

/** The machine with the real calls to the API. */
const signingUpMachine = signUpMachine.provide({
  actors: { lookupEmail: fromPromise(({ input }) => lookupEmail(input)), createClient: fromPromise(({ input }) => createClient(input)) },
});

const FIELD_ORDER: readonly SignUpField[] = ['firstname', 'lastname', 'email', 'password'];

export interface SignUpFormProps {
  /** Where the sign-up happens, sent as the account's origin: login, quiz-kid, quiz-woman. */
  origin: string;
  /** Just before the account is created, once the form is valid: the sign-up waits for it. */
  beforeSignUp?: () => Promise<void>;
  /** After the session took the new client's pair. */
  onSignedUp?: (pair: TokenPair) => void;
  /** When the address has an account: the way to sign in with it. Without it, a link to the login page. */
  onSignInInstead?: (email: string) => void;
  /** The machine to run; by default the sign-up machine calling the API. */
  logic?: SignUpMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** Account creation, for the login page and the quizzes: the machine decides, the form shows and sends. */
export function SignUpForm({ origin, beforeSignUp, onSignedUp, onSignInInstead, logic = signingUpMachine, inspect }: SignUpFormProps) {
  const t = useT();
  const session = useSession();
  const locale = useIntl().appLocale;
  const offersWoman = useFeature('woman');
  const signedUp = useRef(onSignedUp);
  const beforeCreate = useRef(beforeSignUp);
  useEffect(() => {
    signedUp.current = onSignedUp;
    beforeCreate.current = beforeSignUp;
  }, [onSignedUp, beforeSignUp]);

  // Read once, when the form opens: the actor starts from them.
  const [input] = useState<SignUpInput>(() => ({ origin, country: signUpCountry(locale), godfatherEmail: godfatherEmail(), offersWoman }));
  const [machine] = useState(() =>
    logic.provide({
      ...(beforeSignUp
        ? {
            actors: {
              createClient: fromPromise(async ({ input }: { input: ClientInput }) => {
                await beforeCreate.current?.();
                return createClient(input);
              }),
            },
          }
        : {}),
      actions: {
        signedIn: (_, pair: TokenPair) => {
          session.signedIn(pair);
          signedUp.current?.(pair);
        },
        trackSignUp: (_, record) => trackSignUp(record, locale),
      },
    }),
  );
  const actor = useActorRef(machine, { input, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectSignUpState);
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const warning = useSelector(actor, selectWarning);
  const womanOffered = useSelector(actor, selectOffersWoman);
  const retryMinutes = useSelector(actor, selectRetryMinutes);

  const fields = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});
  const submitRef = useRef<HTMLButtonElement>(null);
  const offerRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const previous = useRef<SignUpState>(state);

  // Focus follows what the person has to read or do next.
  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (state === 'invalid') fields.current[FIELD_ORDER.find((field) => errors[field]) ?? 'email']?.focus();
    else if (state === 'failed' || state === 'throttled') submitRef.current?.focus();
    else if (state === 'accountExists' && from === 'submitting') offerRef.current?.focus();
  }, [state, errors]);

  const submitting = state === 'submitting';
  const done = state === 'done';
  const edit = (changes: Partial<SignUpValues>) => actor.send({ type: 'EDIT', values: changes });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (state === 'invalid') fields.current[FIELD_ORDER.find((field) => errors[field]) ?? 'email']?.focus();
    else actor.send({ type: 'SUBMIT' });
  }

  const textField = (field: Exclude<SignUpField, 'password'>, autoComplete: string, extra: { hint?: ReactNode; onBlur?: () => void } = {}) => {
    const Field = field === 'email' ? EmailField : TextField;
    return (
      <Field
        ref={(element) => {
          fields.current[field] = element;
        }}
        name={field}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? 254 : NAME_MAX_LENGTH}
        label={t(`signup.${field}.label`)}
        value={values[field]}
        readOnly={submitting}
        onChange={(event) => edit({ [field]: event.target.value })}
        error={errors[field] ? t(`signup.${field}.${errors[field]}`) : undefined}
        {...extra}
      />
    );
  };

  const offer =
    state === 'accountExists' ? (
      <>
        {t('signup.exists', { email: values.email.trim() })}{' '}
        {onSignInInstead ? (
          <Button ref={offerRef} variant="link" onClick={() => onSignInInstead(values.email.trim())}>
            {t('signup.exists.signIn')}
          </Button>
        ) : (
          <Link ref={offerRef} href="/login">
            {t('signup.exists.signIn')}
          </Link>
        )}
      </>
    ) : null;

  return (
    <div className={styles.signUp}>
      {!done && (
      <form className={styles.form} aria-busy={submitting} noValidate onSubmit={submit} aria-label={t('signup.title')}>
        <div className={styles.names}>
          {textField('firstname', 'given-name')}
          {textField('lastname', 'family-name')}
        </div>
        {textField('email', 'email', {
          onBlur: () => actor.send({ type: 'LEAVE_EMAIL' }),
          hint: warning ? (
            <>
              {t('signup.email.unknownDomain', { domain: warning.domain })}{' '}
              <Button variant="link" onClick={() => edit({ email: warning.suggestion })}>
                {t('signup.email.useSuggestion', { suggestion: warning.suggestion })}
              </Button>
            </>
          ) : undefined,
        })}
        <p role="status" className={offer ? styles.offer : styles.status}>
          {offer}
        </p>
        <PasswordField
          ref={(element) => {
            fields.current.password = element;
          }}
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_LENGTH.max}
          label={t('signup.password.label')}
          hint={t('signup.password.hint', PASSWORD_LENGTH)}
          showLabel={t('login.password.show')}
          value={values.password}
          readOnly={submitting}
          onChange={(event) => edit({ password: event.target.value })}
          error={errors.password ? t(`signup.password.${errors.password}`, PASSWORD_LENGTH) : undefined}
        />
        <CheckboxGroup legend={t('signup.optins.legend')} disabled={submitting}>
          <Checkbox label={t('signup.optins.kid')} checked={values.optinKid} onChange={(event) => edit({ optinKid: event.target.checked })} />
          {womanOffered && <Checkbox label={t('signup.optins.woman')} checked={values.optinWoman} onChange={(event) => edit({ optinWoman: event.target.checked })} />}
        </CheckboxGroup>
        {state === 'failed' && <FormMessage tone="failure">{t('signup.failed')}</FormMessage>}
        {state === 'throttled' && <FormMessage tone="failure">{t('common.tooManyAttempts', { minutes: retryMinutes ?? 1 })}</FormMessage>}
        <Button ref={submitRef} type="submit" variant="accent" className={styles.submit} disabled={submitting}>
          {t(submitting ? 'signup.submitting' : state === 'failed' || state === 'throttled' ? 'signup.retry' : 'signup.submit')}
        </Button>
      </form>
      )}
      <p role="status" className={done ? styles.done : styles.status}>
        {done ? t('signup.done') : null}
      </p>
    </div>
  );
}
