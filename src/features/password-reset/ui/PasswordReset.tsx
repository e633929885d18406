import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise, type InspectionEvent } from 'xstate';
import { useSession, type TokenPair } from '@/entities/session';
import { useIntl, useT } from '@/shared/i18n';
import { localePath, PASSWORD_LENGTH, journeyInspect } from '@/shared/lib';
import { Button, EmailField, FormMessage, Link, PasswordField } from '@/shared/ui';
import { resetPassword, sendResetEmail } from '../api/reset';
import { passwordResetMachine, type PasswordResetMachine } from '../model/machine';
import { selectConfirmation, selectEmail, selectEmailError, selectPassword, selectPasswordErrors, selectResetState } from '../model/selectors';
import styles from './PasswordReset.module.css';

/** The machine with the real calls to the API. */
const resettingMachine = passwordResetMachine.provide({
  actors: { sendResetEmail: fromPromise(({ input }) => sendResetEmail(input)), resetPassword: fromPromise(({ input }) => resetPassword(input)) },
});

export interface PasswordResetProps {
  /** The `client_id` and `token` of the reset link, when the page was opened from one. */
  clientId: string | null;
  token: string | null;
  /** The machine to run; by default the one calling the API. */
  logic?: PasswordResetMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** Forgotten password: ask for a link, or, from the link, choose the new password and come in. */
export function PasswordReset({ clientId, token, logic = resettingMachine, inspect }: PasswordResetProps) {
  const t = useT();
  const session = useSession();
  const locale = useIntl().appLocale;
  const [, navigate] = useLocation();
  const [machine] = useState(() =>
    logic.provide({
      actions: {
        signedIn: (_, pair: TokenPair) => {
          session.signedIn(pair);
          navigate(`~${localePath('/infos', locale)}`);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { clientId, token }, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectResetState);
  const email = useSelector(actor, selectEmail);
  const emailError = useSelector(actor, selectEmailError);
  const password = useSelector(actor, selectPassword);
  const confirmation = useSelector(actor, selectConfirmation);
  const passwordErrors = useSelector(actor, selectPasswordErrors);

  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // Focus follows what the person has to read or do next.
  useEffect(() => {
    if (state === 'request.invalid') emailRef.current?.focus();
    else if (state === 'newPassword.invalid') (passwordErrors.password ? passwordRef : confirmationRef).current?.focus();
    else if (['request.sent', 'request.throttled', 'request.failed', 'newPassword.failed', 'newPassword.linkExpired'].includes(state)) messageRef.current?.focus();
    else if (state === 'request.editing' && document.activeElement === document.body) emailRef.current?.focus();
  }, [state, passwordErrors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  }

  const message = (id: string, tone: 'success' | 'failure') => (
    <FormMessage ref={messageRef} tabIndex={-1} tone={tone}>
      {t(id)}
    </FormMessage>
  );

  if (state.startsWith('request.')) {
    const sending = state === 'request.sending';
    if (state === 'request.sent') {
      return (
        <div className={styles.panel}>
          {message('reset.request.sent', 'success')}
          <Link href="/login" className={styles.back}>
            {t('reset.backToLogin')}
          </Link>
        </div>
      );
    }
    return (
      <form className={styles.panel} aria-busy={sending} noValidate onSubmit={submit} aria-label={t('reset.request.title')}>
        <p className={styles.intro}>{t('reset.request.intro')}</p>
        <EmailField
          ref={emailRef}
          name="email"
          label={t('reset.email.label')}
          value={email}
          readOnly={sending}
          onChange={(event) => actor.send({ type: 'TYPE_EMAIL', email: event.target.value })}
          error={emailError ? t(`reset.email.${emailError}`) : undefined}
        />
        {state === 'request.throttled' && message('reset.request.tooMany', 'failure')}
        {state === 'request.failed' && message('reset.request.failed', 'failure')}
        <Button type="submit" variant="accent" disabled={sending}>
          {t(sending ? 'reset.request.submitting' : 'reset.request.submit')}
        </Button>
        <Link href="/login" className={styles.back}>
          {t('reset.backToLogin')}
        </Link>
      </form>
    );
  }

  if (state === 'newPassword.linkExpired') {
    return (
      <div className={styles.panel}>
        {message('reset.choose.invalidLink', 'failure')}
        <Button variant="accent" onClick={() => actor.send({ type: 'ASK_NEW_LINK' })}>
          {t('reset.choose.askAgain')}
        </Button>
      </div>
    );
  }

  const saving = state === 'newPassword.saving';
  const done = state === 'newPassword.done';
  return (
    <form className={styles.panel} aria-busy={saving || done} noValidate onSubmit={submit} aria-label={t('reset.choose.title')}>
      <PasswordField
        ref={passwordRef}
        name="password"
        autoComplete="new-password"
        maxLength={PASSWORD_LENGTH.max}
        label={t('reset.password.label')}
        hint={t('signup.password.hint', PASSWORD_LENGTH)}
        showLabel={t('login.password.show')}
        value={password}
        readOnly={saving || done}
        onChange={(event) => actor.send({ type: 'TYPE_PASSWORD', password: event.target.value })}
        error={passwordErrors.password ? t(`signup.password.${passwordErrors.password}`, PASSWORD_LENGTH) : undefined}
      />
      <PasswordField
        ref={confirmationRef}
        name="confirmation"
        autoComplete="new-password"
        maxLength={PASSWORD_LENGTH.max}
        label={t('reset.confirmation.label')}
        showLabel={t('login.password.show')}
        value={confirmation}
        readOnly={saving || done}
        onChange={(event) => actor.send({ type: 'TYPE_CONFIRMATION', confirmation: event.target.value })}
        error={passwordErrors.confirmation ? t('reset.confirmation.mismatch') : undefined}
      />
      {state === 'newPassword.failed' && message('reset.choose.failed', 'failure')}
      <Button type="submit" variant="accent" disabled={saving || done}>
        {t(saving || done ? 'reset.choose.submitting' : 'reset.choose.submit')}
      </Button>
    </form>
  );
}
