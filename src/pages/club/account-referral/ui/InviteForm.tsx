import { useState, type FormEvent } from 'react';
import { inviteGodson, inviteRefusal, recordInvitation, type Godson, type InviteRefusal } from '@/entities/referral';
import { trackLater } from '@/shared/analytics';
import { retryAfterMinutes } from '@/shared/api';
import { useIntl, useT } from '@/shared/i18n';
import { checkEmail } from '@/shared/lib';
import { Button, EmailField, FormMessage } from '@/shared/ui';
import styles from './AccountReferralPage.module.css';

type Progress = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'refused'; reason: InviteRefusal; minutes: number | null };

/** An invitation by email: the friend gets a mail in the page's language, the CRM hears of it. */
export function InviteForm({ onInvited }: { onInvited(godson: Godson): void }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const sending = progress.kind === 'sending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checkEmail(email);
    if (check.status !== 'ok') {
      setFieldError(t(email.trim() ? 'referral.invite.invalidEmail' : 'referral.invite.emailRequired'));
      return;
    }
    setFieldError(null);
    setProgress({ kind: 'sending' });
    inviteGodson(check.email, locale).then(
      (godson) => {
        onInvited(godson);
        setEmail('');
        setProgress({ kind: 'sent', email: godson.email });
        // The CRM's record: a lost one costs the friend nothing.
        recordInvitation(godson.email).catch(() => undefined);
        // "parrainage": the invitation, never the friend's address (they consented to nothing).
        void trackLater({ event: 'referral', action: 'invitation', id: String(godson.id) });
      },
      (error: unknown) => {
        const reason = inviteRefusal(error);
        if (reason === 'invalidEmail') {
          setFieldError(t('referral.invite.invalidEmail'));
          setProgress({ kind: 'idle' });
        } else setProgress({ kind: 'refused', reason, minutes: retryAfterMinutes(error) });
      },
    );
  };

  return (
    <form className={styles.invite} onSubmit={submit} noValidate aria-labelledby="referral-invite">
      <h2 id="referral-invite">{t('referral.invite.title')}</h2>
      <p className={styles.hint}>{t('referral.invite.text')}</p>
      <EmailField
        label={t('referral.invite.email')}
        name="email"
        value={email}
        maxLength={254}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
        }}
        error={fieldError ?? undefined}
      />
      <Button type="submit" disabled={sending}>
        {t(sending ? 'referral.invite.sending' : 'referral.invite.submit')}
      </Button>
      {progress.kind === 'sent' && <FormMessage tone="success">{t('referral.invite.sent', { email: progress.email })}</FormMessage>}
      {progress.kind === 'refused' && <FormMessage tone="failure">{t(`referral.invite.refused.${progress.reason}`, { minutes: progress.minutes ?? 1 })}</FormMessage>}
    </form>
  );
}
