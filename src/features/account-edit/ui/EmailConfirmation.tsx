import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/entities/session';
import { useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import { confirmEmail } from '../api/confirm-email';
import { confirmationFailure, type EmailConfirmationState } from '../model/confirmation';
import styles from './AccountEditForm.module.css';

export interface EmailConfirmationProps {
  /** The `token` of the mailed link; empty when the page was opened without one. */
  token: string;
}

/** Opens an email-change link on arrival and says how it went. */
export function EmailConfirmation({ token }: EmailConfirmationProps) {
  const t = useT();
  const session = useSession();
  const [state, setState] = useState<EmailConfirmationState>(token ? { kind: 'confirming' } : { kind: 'invalid' });
  const alive = useRef(true);

  const run = useCallback(() => {
    if (!token) return;
    setState({ kind: 'confirming' });
    confirmEmail(token).then(
      ({ email }) => {
        if (!alive.current) return;
        setState({ kind: 'confirmed', email });
        // Signed in on this device as the account that asked for it: it shows the new address at once.
        const client = session.getViewer().client;
        if (client?.pending_email === email) session.clientChanged({ ...client, email, pending_email: null });
      },
      (error: unknown) => alive.current && setState(confirmationFailure(error)),
    );
  }, [token, session]);

  useEffect(() => {
    alive.current = true;
    run();
    return () => {
      alive.current = false;
    };
  }, [run]);

  return (
    <div className={styles.form}>
      <FormMessage tone="success">
        {state.kind === 'confirming' && t('confirmEmail.pending')}
        {state.kind === 'confirmed' && t('confirmEmail.done', { email: state.email })}
      </FormMessage>
      {(state.kind === 'invalid' || state.kind === 'taken' || state.kind === 'failed') && <FormMessage tone="failure">{t(`confirmEmail.${state.kind}`)}</FormMessage>}
      <div className={styles.actions}>
        {state.kind === 'failed' && (
          <Button variant="primary" onClick={run}>
            {t('confirmEmail.retry')}
          </Button>
        )}
        {state.kind !== 'confirming' && state.kind !== 'failed' && (
          <Button asChild variant="secondary">
            <Link href="/infos/edit">{t('confirmEmail.account')}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
