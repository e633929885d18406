import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signInFailure, useSession, useViewer, type Credentials, type SignInFailure } from '@/entities/session';
import { useT } from '@/shared/i18n';
import { Button, EmailField, FormMessage, Link, PasswordField } from '@/shared/ui';
import { credentialErrors, failureMessage, type CredentialErrors } from '../model/credentials';
import styles from './SignInForm.module.css';

export interface SignInFormProps {
  /** An address to start with (the sign-up form found it has an account). */
  defaultEmail?: string;
  /**
   * The sign-in as the page makes it, instead of the session's: a visitor halfway through a quiz
   * signs in from the quiz's temporary session, whose answers move to the account. It rejects
   * with the call's failure, which the form tells as the session's would.
   */
  signIn?: (credentials: Credentials) => Promise<void>;
}

/**
 * Sign-in with email and password. The session does the call and tells how it went (or the
 * page's `signIn`); once the viewer is signed in, the route's guard or the page leaves the page.
 */
export function SignInForm({ defaultEmail = '', signIn: pageSignIn }: SignInFormProps) {
  const t = useT();
  const session = useSession();
  const viewer = useViewer();
  const [own, setOwn] = useState<{ pending: boolean; failure: SignInFailure | null }>({ pending: false, failure: null });
  const signIn = pageSignIn ? own : viewer.signIn;
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
    else if (pageSignIn) void signInByPage({ email: email.trim(), password });
    else session.signIn({ email: email.trim(), password });
  }

  async function signInByPage(credentials: Credentials) {
    setOwn({ pending: true, failure: null });
    try {
      await pageSignIn!(credentials);
      setOwn({ pending: false, failure: null });
    } catch (error) {
      setOwn({ pending: false, failure: signInFailure(error) });
    }
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
