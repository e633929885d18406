import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '@/entities/session';
import { useT } from '@/shared/i18n';
import { PASSWORD_LENGTH } from '@/shared/lib';
import { Button, FormMessage, PasswordField } from '@/shared/ui';
import { changePassword } from '../api/password';
import { passwordChangeErrors, refusal, type PasswordChangeErrors, type PasswordChangeStatus, type PasswordChangeValues } from '../model/outcome';
import styles from './PasswordChangeForm.module.css';

const EMPTY: PasswordChangeValues = { current: '', password: '', confirmation: '' };
const FIELDS = ['current', 'password', 'confirmation'] as const;

/** Changes the password knowing the current one; the session takes the new pair. */
export function PasswordChangeForm() {
  const t = useT();
  const session = useSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [status, setStatus] = useState<PasswordChangeStatus>({ kind: 'editing' });
  const fields = useRef<Record<(typeof FIELDS)[number], HTMLInputElement | null>>({ current: null, password: null, confirmation: null });
  const messageRef = useRef<HTMLParagraphElement>(null);
  const saving = status.kind === 'saving';

  useEffect(() => {
    if (status.kind !== 'editing' && status.kind !== 'saving') messageRef.current?.focus();
  }, [status]);

  function refuse(found: PasswordChangeErrors) {
    setErrors(found);
    fields.current[FIELDS.find((field) => found[field]) ?? 'current']?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = passwordChangeErrors(values);
    if (Object.keys(found).length) return refuse(found);
    setStatus({ kind: 'saving' });
    try {
      const pair = await changePassword({ current_password: values.current, password: values.password });
      setValues(EMPTY);
      setStatus({ kind: 'changed' });
      session.signedIn(pair);
    } catch (error) {
      const outcome = refusal(error);
      if ('errors' in outcome) {
        setStatus({ kind: 'editing' });
        refuse(outcome.errors);
      } else setStatus(outcome.status);
    }
  }

  const failure =
    status.kind === 'tooManyAttempts'
      ? t('account.password.tooManyAttempts', { minutes: status.minutes })
      : status.kind === 'forbidden' || status.kind === 'failed'
        ? t(`account.password.${status.kind}`)
        : null;

  const field = (name: (typeof FIELDS)[number], autoComplete: string) => (
    <PasswordField
      ref={(element) => {
        fields.current[name] = element;
      }}
      name={name}
      autoComplete={autoComplete}
      maxLength={PASSWORD_LENGTH.max}
      label={t(`account.password.${name}.label`)}
      {...(name === 'password' && { hint: t('signup.password.hint', PASSWORD_LENGTH) })}
      showLabel={t('login.password.show')}
      value={values[name]}
      readOnly={saving}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _edited, ...rest }) => rest);
        if (status.kind !== 'saving') setStatus({ kind: 'editing' });
      }}
      error={errors[name] ? t(`account.password.${name}.${errors[name]}`, PASSWORD_LENGTH) : undefined}
    />
  );

  return (
    <form className={styles.form} aria-busy={saving} noValidate onSubmit={submit} aria-label={t('account.password.title')}>
      {field('current', 'current-password')}
      {field('password', 'new-password')}
      {field('confirmation', 'new-password')}
      <FormMessage ref={status.kind === 'changed' ? messageRef : undefined} tabIndex={-1} tone="success">
        {status.kind === 'changed' ? t('account.password.changed') : null}
      </FormMessage>
      {failure && (
        <FormMessage ref={messageRef} tabIndex={-1} tone="failure">
          {failure}
        </FormMessage>
      )}
      <Button type="submit" variant="accent" className={styles.submit} disabled={saving}>
        {t(saving ? 'account.password.saving' : 'account.password.submit')}
      </Button>
    </form>
  );
}
