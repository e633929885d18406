import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { displayFirstname, listProfiles, useProfileStore, type Profile } from '@/entities/profile';
import { isQuizAccount, safeRedirect, useSession, useViewer, type Credentials, type TokenPair } from '@/entities/session';
import { addProfilePath, quizScreenPath, quizStartPath, signupCode } from '@/features/quiz-routing';
import { SignInForm } from '@/features/sign-in';
import { SignUpForm } from '@/features/sign-up';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { moveQuizProfiles, renewQuizSession, signInToAccount } from '../api/quiz-account';
import styles from './QuizSignUpPage.module.css';

type QuizProfiles = { status: 'none' } | { status: 'loading' } | { status: 'ready'; profiles: Profile[] };

/** Whether the visitor creates an account, or signs in to the one they have (with the address the sign-up found). */
type Mode = { kind: 'signUp' } | { kind: 'signIn'; email: string };

/**
 * `/quiz/signup/kid` and `/quiz/signup/woman`: the sign-up inside the quiz (opt-ins, referrer from
 * `lc_godfather`), or the sign-in of a visitor who has an account (`?account=existing`, or the
 * sign-up found one for the address). The answers of a visitor's quiz wait on a temporary
 * account; once the account is created or signed in to they move to it, and the quiz goes on to
 * the photo step. A client who has signed up goes on to the `redirect` they came with, or adds a
 * profile.
 */
export default function QuizSignUpPage(_: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const viewer = useViewer();
  const session = useSession();
  const store = useProfileStore();
  const [path, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const redirect = safeRedirect(search.get('redirect'));
  const kind = path.endsWith('/woman') ? 'WOMAN' : 'KID';
  const quizAccount = isQuizAccount(viewer);
  const [mode, setMode] = useState<Mode>(() => (search.get('account') === 'existing' ? { kind: 'signIn', email: '' } : { kind: 'signUp' }));
  const [quiz, setQuiz] = useState<QuizProfiles>({ status: 'none' });
  const [moveFailed, setMoveFailed] = useState(false);
  /** The temporary session's access token, renewed as the form is sent: the sign-up replaces the session. */
  const quizAccess = useRef<string | null>(null);
  const signingUp = useRef(false);
  const signingIn = mode.kind === 'signIn';
  const title = t(signingIn ? 'quizFlow.signIn.title' : 'quizFlow.signUp.title');
  usePageTitle(title);

  useEffect(() => {
    if (!quizAccount) return;
    setQuiz({ status: 'loading' });
    listProfiles().then(
      (profiles) => setQuiz({ status: 'ready', profiles }),
      () => setQuiz({ status: 'ready', profiles: [] }),
    );
  }, [quizAccount]);

  if (viewer.status === 'loading' || quiz.status === 'loading') return <p role="status">{t('profiles.loading')}</p>;
  if (viewer.status === 'authenticated' && !quizAccount && !signingUp.current) return <Redirect to={redirect ? `~${redirect}` : addProfilePath(kind)} replace />;

  const waiting = quiz.status === 'ready' ? quiz.profiles : [];
  const last = waiting.at(-1);

  // The sign-up's answer replaces the temporary session's cookie: its access token is renewed just
  // before, so that it still opens the quiz's profiles when they move, however long the form took.
  const renewQuiz = async () => {
    quizAccess.current = null;
    quizAccess.current = (await renewQuizSession()).access_token;
  };

  // A visitor halfway through the quiz signs in from its temporary session, renewed first as for
  // the sign-up; the session then takes the account's pair, and the answers move as after a sign-up.
  const signInFromQuiz = async (credentials: Credentials) => {
    await renewQuiz();
    const pair = await signInToAccount(credentials);
    signingUp.current = true;
    session.signedIn(pair);
    await signedUp(pair);
  };

  const signedUp = async (pair: TokenPair) => {
    const quizAccessToken = quizAccess.current;
    if (!last || !quizAccessToken) {
      navigate(redirect ? `~${redirect}` : addProfilePath(kind));
      return;
    }
    try {
      const moved = await moveQuizProfiles(quizAccessToken, waiting, pair);
      store.reload(moved[0]!.client_id);
      const profile = moved.at(-1)!;
      navigate(quizScreenPath('photo', signupCode(profile.profile_type), profile));
    } catch {
      setMoveFailed(true);
    }
  };

  const firstname = last ? displayFirstname(last.firstname, locale) : '';
  const intro = signingIn
    ? last
      ? t('quizFlow.signIn.intro', { firstname, kind: last.profile_type })
      : t('quizFlow.signIn.introNoQuiz')
    : last
      ? t('quizFlow.signUp.intro', { firstname, kind: last.profile_type })
      : t('quizFlow.signUp.introNoQuiz', { kind });

  return (
    <AccountFrame title={title} intro={intro} width="narrow" back={false} card>
      {moveFailed && <FormMessage tone="failure">{t(signingIn ? 'quizFlow.signIn.moveFailed' : 'quizFlow.signUp.moveFailed')}</FormMessage>}
      {signingIn ? (
        // Without a quiz account, the session signs in as on the login page and the page moves on.
        <SignInForm key={mode.email} defaultEmail={mode.email} signIn={quizAccount ? signInFromQuiz : undefined} />
      ) : (
        <div
          onSubmitCapture={() => {
            signingUp.current = true;
          }}
        >
          <SignUpForm
            origin={kind === 'WOMAN' ? 'quiz-woman' : 'quiz-kid'}
            beforeSignUp={quizAccount ? renewQuiz : undefined}
            onSignedUp={signedUp}
            onSignInInstead={(email) => {
              signingUp.current = false;
              setMode({ kind: 'signIn', email });
            }}
          />
        </div>
      )}
      <p className={styles.switch}>
        {t(signingIn ? 'quizFlow.signIn.noAccount' : 'quizFlow.signUp.haveAccount')}{' '}
        <Button variant="link" onClick={() => setMode(signingIn ? { kind: 'signUp' } : { kind: 'signIn', email: '' })}>
          {t(signingIn ? 'quizFlow.signIn.signUpInstead' : 'quizFlow.signUp.signInInstead')}
        </Button>
      </p>
      {!last && (
        <p>
          <Link href={quizStartPath(kind)}>{t('quizFlow.signUp.takeQuiz', { kind })}</Link>
        </p>
      )}
    </AccountFrame>
  );
}
