import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { createProfile, useProfileStore, type WomanQuiz } from '@/entities/profile';
import { useSession, useViewer } from '@/entities/session';
import { clearQuizDraft, emptyDraft, KID_QUIZ_STEPS, needsSizeAlert, profileInputFromDraft, ProfileQuizForm, WOMAN_QUIZ_STEPS, type QuizDraft, type QuizKind, type QuizStepOf } from '@/features/profile-quiz';
import { addProfilePath, kindOfCode, quizSignUpPath, quizStartPath, signupCode, sizeAlertPath } from '@/features/quiz-routing';
import { createQuizAccount, signUpCountry } from '@/features/sign-up';
import { AccountFrame } from '@/widgets/account-frame';
import { retryAfterMinutes } from '@/shared/api';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { localePath, type PageProps } from '@/shared/lib';
import { Link } from '@/shared/ui';

/**
 * `/quiz/{code}` and `/quiz/{code}/{slug}`: a visitor's quiz, one question per address (the slug
 * is the step; the first step has none). The answers are kept in the tab until the end; then a
 * temporary account holds the new profile, and the visitor signs up inside the quiz. A client who
 * has signed up adds a profile from the account's quiz instead.
 */
export default function QuizStartPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const viewer = useViewer();
  const session = useSession();
  const store = useProfileStore();
  const [, navigate] = useLocation();
  const code = params.code ?? 'kid';
  const kind = kindOfCode(code);
  const steps: readonly string[] = kind === 'WOMAN' ? WOMAN_QUIZ_STEPS : KID_QUIZ_STEPS;
  const step = params.slug ?? steps[0]!;
  const [initial] = useState(() => emptyDraft(kind));
  const [pending, setPending] = useState(false);
  // Why the answers were not saved: too many new accounts from this network (with the wait in minutes), or any other failure.
  const [failure, setFailure] = useState<{ retryMinutes: number | null } | null>(null);
  usePageTitle(t('quizFlow.start.title', { kind }));

  if (viewer.status === 'authenticated' && viewer.client?.is_signed_up) return <Redirect to={addProfilePath(kind)} replace />;
  if (!steps.includes(step) || params.slug === steps[0]) return <Redirect to={`/quiz/${code}`} replace />;

  const storageKey = `lc_quiz_${code}`;
  const go = (next: string) => navigate(next === steps[0] ? `/quiz/${code}` : `/quiz/${code}/${next}`);

  const complete = async (draft: QuizDraft) => {
    setPending(true);
    setFailure(null);
    try {
      // A visitor's answers go to a temporary account of their own until they sign up.
      let token: string | undefined;
      if (viewer.status !== 'authenticated') {
        const pair = await createQuizAccount({ origin: kind === 'WOMAN' ? 'quiz-woman' : 'quiz-kid', country: signUpCountry(locale) });
        session.signedIn(pair);
        token = pair.access_token;
      }
      const profile = await createProfile(profileInputFromDraft(draft, kind), token);
      clearQuizDraft(storageKey);
      if (viewer.client) store.reload(viewer.client.id);
      const alert = kind === 'WOMAN' && needsSizeAlert(draft.quiz as WomanQuiz);
      navigate(alert ? sizeAlertPath(signupCode(kind), profile) : quizSignUpPath(kind));
    } catch (error) {
      setPending(false);
      setFailure({ retryMinutes: retryAfterMinutes(error) });
    }
  };

  return (
    <AccountFrame title={t('quizFlow.start.title', { kind })} intro={step === steps[0] ? t('quizFlow.start.intro', { kind }) : undefined} width="narrow" back={false}>
      <ProfileQuizForm
        kind={kind}
        step={step as QuizStepOf<QuizKind>}
        onStepChange={(next: string) => go(next)}
        initial={initial}
        storageKey={storageKey}
        onComplete={complete}
        pending={pending}
        error={failure && (failure.retryMinutes === null ? t('quizFlow.saveFailed') : t('common.tooManyAttempts', { minutes: failure.retryMinutes }))}
        finishLabel={t('quizFlow.start.finish')}
        focusOnMount={params.slug !== undefined}
      />
      <p>
        <Link href={`/login?redirect=${encodeURIComponent(localePath(quizStartPath(kind), locale))}`}>{t('quizFlow.start.haveAccount')}</Link>
      </p>
    </AccountFrame>
  );
}
