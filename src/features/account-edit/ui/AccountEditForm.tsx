import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSession, type Client } from '@/entities/session';
import { useFeature, useT } from '@/shared/i18n';
import { Button, Checkbox, CheckboxGroup, EmailField, FormMessage, TextField } from '@/shared/ui';
import { updateMe } from '../api/update-me';
import { changedFields, patchErrors, savedStatus, saveFailure, valuesOf, type AccountEditStatus, type AccountErrors, type AccountField, type AccountValues } from '../model/changes';
import styles from './AccountEditForm.module.css';

const TEXT_FIELDS: readonly { field: AccountField; type: string; autoComplete: string }[] = [
  { field: 'firstname', type: 'text', autoComplete: 'given-name' },
  { field: 'lastname', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

export interface AccountEditFormProps {
  /** The client as the session has it. */
  client: Client;
}

/** The client's own information and newsletters: saves only what changed. */
export function AccountEditForm({ client }: AccountEditFormProps) {
  const t = useT();
  const session = useSession();
  const offersWoman = useFeature('woman');
  const id = useId();
  // The client as last saved: what the form compares with.
  const [saved, setSaved] = useState(client);
  const [values, setValues] = useState(() => valuesOf(client));
  const [errors, setErrors] = useState<AccountErrors>({});
  const [status, setStatus] = useState<AccountEditStatus>({ kind: 'editing' });
  const fields = useRef<Partial<Record<AccountField, HTMLInputElement | null>>>({});
  const messageRef = useRef<HTMLParagraphElement>(null);

  const patch = changedFields(saved, values);
  const unchanged = Object.keys(patch).length === 0;
  const saving = status.kind === 'saving';
  const failure = status.kind === 'failed' ? t('account.edit.failed') : status.kind === 'tooManyAttempts' ? t('common.tooManyAttempts', { minutes: status.minutes }) : null;

  useEffect(() => {
    if (status.kind === 'saved' || status.kind === 'failed' || status.kind === 'tooManyAttempts') messageRef.current?.focus();
  }, [status]);

  function edit(changes: Partial<AccountValues>) {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
    setStatus({ kind: 'editing' });
  }

  function refuse(found: AccountErrors) {
    setErrors(found);
    fields.current[TEXT_FIELDS.find(({ field }) => found[field])?.field ?? 'firstname']?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || unchanged) return;
    const found = patchErrors(patch);
    if (Object.keys(found).length) return refuse(found);
    setStatus({ kind: 'saving' });
    try {
      const updated = await updateMe(patch);
      setSaved(updated);
      setValues(valuesOf(updated));
      setStatus(savedStatus(patch, updated));
      session.clientChanged(updated);
    } catch (error) {
      const failed = saveFailure(error);
      if ('errors' in failed) {
        setStatus({ kind: 'editing' });
        refuse(failed.errors);
      } else {
        setStatus(failed.status);
      }
    }
  }

  return (
    <form className={styles.form} aria-busy={saving} noValidate onSubmit={submit} aria-label={t('account.edit.title')}>
      <div className={styles.fields}>
        {TEXT_FIELDS.map(({ field, type, autoComplete }) => {
          const Field = field === 'email' ? EmailField : TextField;
          return (
            <Field
              key={field}
              ref={(element) => {
                fields.current[field] = element;
              }}
              name={field}
              type={type}
              autoComplete={autoComplete}
              label={t(`account.edit.${field}.label`)}
              {...(field === 'phone' && { hint: t('account.edit.phone.hint') })}
              {...(field === 'email' && saved.pending_email !== null && { hint: t('account.edit.email.pending', { email: saved.pending_email }) })}
              value={values[field]}
              readOnly={saving}
              onChange={(event) => edit({ [field]: event.target.value })}
              error={errors[field] ? t(`account.edit.${field}.${errors[field]}`) : undefined}
            />
          );
        })}
      </div>
      <CheckboxGroup legend={t('signup.optins.legend')} disabled={saving}>
        <Checkbox label={t('signup.optins.kid')} checked={values.optinKid} onChange={(event) => edit({ optinKid: event.target.checked })} />
        {offersWoman && <Checkbox label={t('signup.optins.woman')} checked={values.optinWoman} onChange={(event) => edit({ optinWoman: event.target.checked })} />}
      </CheckboxGroup>
      <FormMessage ref={status.kind === 'saved' ? messageRef : undefined} tabIndex={-1} tone="success">
        {status.kind === 'saved' ? (status.emailSent ? t('account.edit.emailSent', { email: status.emailSent }) : t('account.edit.saved')) : null}
      </FormMessage>
      {failure && (
        <FormMessage ref={messageRef} tabIndex={-1} tone="failure">
          {failure}
        </FormMessage>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={saving || unchanged} aria-describedby={unchanged ? `${id}-unchanged` : undefined}>
          {t(saving ? 'account.edit.saving' : 'account.edit.submit')}
        </Button>
        {unchanged && (
          <span id={`${id}-unchanged`} className={styles.hint}>
            {t('account.edit.unchanged')}
          </span>
        )}
      </div>
    </form>
  );
}
