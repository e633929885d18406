import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession, useViewer } from '@/entities/session';
import { useT } from '@/shared/i18n';
import { Button, EmailField, FormMessage, Link, PasswordField } from '@/shared/ui';
import { credentialErrors, failureMessage, type CredentialErrors } from '../model/credentials';
import styles from './SignInForm.module.css';

export interface SignInFormProps {
  /** An address to start with (the sign-up form found it has an account). */
  defaultEmail?: string;
}

/**
 * Sign-in with email and password. The session does the call and tells how it went; once the
 * viewer is signed in, the login route's guard leaves the page.
 */
export function SignInForm({ defaultEmail = '' }: SignInFormProps) {
  const t = useT();
  const session = useSession();
  const { signIn } = useViewer();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  // An address handed over: the password is what is left to type.
  useEffect(() => {
    if (defaultEmail) passwordRef.current?.focus();
  }, [defaultEmail]);

  useEffect(() => {
    if (signIn.failure) failureRef.current?.focus();
  }, [signIn.failure]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signIn.pending) return;
    const found = credentialErrors({ email, password });
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else session.signIn({ email: email.trim(), password });
  }

  const failure = signIn.failure ? failureMessage(signIn.failure) : null;

  return (
    <form className={styles.form} aria-busy={signIn.pending} noValidate onSubmit={submit} aria-label={t('login.tabs.signIn')}>
      <EmailField
        ref={emailRef}
        name="email"
        autoComplete="username"
        label={t('login.email.label')}
        value={email}
        readOnly={signIn.pending}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors(({ email: _email, ...rest }) => rest);
        }}
        error={errors.email ? t(`login.email.${errors.email}`) : undefined}
      />
      <PasswordField
        ref={passwordRef}
        name="password"
        autoComplete="current-password"
        label={t('login.password.label')}
        showLabel={t('login.password.show')}
        value={password}
        readOnly={signIn.pending}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors(({ password: _password, ...rest }) => rest);
        }}
        error={errors.password ? t('login.password.required') : undefined}
      />
      <Link href="/reset-password" className={styles.forgot}>
        {t('login.forgot')}
      </Link>
      {failure && (
        <FormMessage ref={failureRef} tabIndex={-1} tone="failure">
          {t(failure.id, failure.values)}
        </FormMessage>
      )}
      <Button type="submit" variant="accent" className={styles.submit} disabled={signIn.pending}>
        {t(signIn.pending ? 'login.submitting' : 'login.submit')}
      </Button>
    </form>
  );
}
