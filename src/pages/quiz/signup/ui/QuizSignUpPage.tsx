import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { displayFirstname, listProfiles, useProfileStore, type Profile } from '@/entities/profile';
import { safeRedirect, useViewer, type TokenPair } from '@/entities/session';
import { addProfilePath, quizScreenPath, quizStartPath, signupCode } from '@/features/quiz-routing';
import { SignUpForm } from '@/features/sign-up';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage, Link } from '@/shared/ui';
import { moveQuizProfiles, renewQuizSession } from '../api/quiz-account';

type QuizProfiles = { status: 'none' } | { status: 'loading' } | { status: 'ready'; profiles: Profile[] };

/**
 * `/quiz/signup/kid` and `/quiz/signup/woman`: the sign-up inside the quiz (opt-ins, referrer from
 * `lc_godfather`). The answers of a visitor's quiz wait on a temporary account; once the account
 * is created they move to it, and the quiz goes on to the photo step. A client who has signed up
 * goes on to the `redirect` they came with, or adds a profile.
 */
export default function QuizSignUpPage(_: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const viewer = useViewer();
  const store = useProfileStore();
  const [path, navigate] = useLocation();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const kind = path.endsWith('/woman') ? 'WOMAN' : 'KID';
  const quizAccount = viewer.status === 'authenticated' && viewer.client?.is_signed_up === false;
  const [quiz, setQuiz] = useState<QuizProfiles>({ status: 'none' });
  const [moveFailed, setMoveFailed] = useState(false);
  /** The temporary session's access token, renewed as the form is sent: the sign-up replaces the session. */
  const quizAccess = useRef<string | null>(null);
  const signingUp = useRef(false);
  usePageTitle(t('quizFlow.signUp.title'));

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

  return (
    <AccountFrame
      title={t('quizFlow.signUp.title')}
      intro={last ? t('quizFlow.signUp.intro', { firstname: displayFirstname(last.firstname, locale), kind: last.profile_type }) : t('quizFlow.signUp.introNoQuiz', { kind })}
      width="narrow"
      back={false}
      card
    >
      {moveFailed && <FormMessage tone="failure">{t('quizFlow.signUp.moveFailed')}</FormMessage>}
      <div
        onSubmitCapture={() => {
          signingUp.current = true;
        }}
      >
        <SignUpForm origin={kind === 'WOMAN' ? 'quiz-woman' : 'quiz-kid'} beforeSignUp={quizAccount ? renewQuiz : undefined} onSignedUp={signedUp} />
      </div>
      {!last && (
        <p>
          <Link href={quizStartPath(kind)}>{t('quizFlow.signUp.takeQuiz', { kind })}</Link>
        </p>
      )}
    </AccountFrame>
  );
}
