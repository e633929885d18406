import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { createProfile, displayFirstname, updateProfile, useProfileStore, type Profile, type WomanQuiz } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import {
  draftFromProfile,
  emptyDraft,
  KID_QUIZ_STEPS,
  needsSizeAlert,
  profileInputFromDraft,
  profilePatchFromDraft,
  ProfileQuizForm,
  WOMAN_QUIZ_STEPS,
  type QuizDraft,
  type QuizKind,
  type QuizStepOf,
} from '@/features/profile-quiz';
import { isSignupCode, ProfileSavedRedirect, QuizProfileLoader, quizCodeAfterCreation, quizSignUpPath, sizeAlertPath, womanStepPath, type ProfileOutcome } from '@/features/quiz-routing';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';

/** How the page was reached: adding a profile to the account, or editing one under a quiz code. */
type Mode = { adding: true; kind: QuizKind } | { adding: false; kind: QuizKind; code: string; id: string | undefined; slug: string | undefined };

function modeOf(path: string, params: PageProps['params']): Mode {
  if (path.startsWith('/quiz/new-kid/')) return params.editingKidId ? { adding: false, kind: 'KID', code: 'new-kid', id: params.editingKidId, slug: undefined } : { adding: true, kind: 'KID' };
  if (path.startsWith('/quiz/new-profile/')) {
    return params.editingKidId ? { adding: false, kind: 'WOMAN', code: 'new-profile-woman', id: params.editingKidId, slug: undefined } : { adding: true, kind: 'WOMAN' };
  }
  const kind = /^\/quiz\/[^/]+\/woman\//.test(path) ? 'WOMAN' : 'KID';
  return { adding: false, kind, code: params.code ?? '', id: params.kidId, slug: params.slug };
}

interface QuizProps {
  kind: QuizKind;
  initial: QuizDraft;
  /** The step from the address (a woman's `/woman/{slug}/` routes), else held by the page. */
  routeStep?: string;
  onStepRoute?: (step: string) => void;
  save: (draft: QuizDraft) => Promise<void>;
  finishLabel: string;
}

/** The questions with the page's saving: a failure keeps the answers and says so. */
function Quiz({ kind, initial, routeStep, onStepRoute, save, finishLabel }: QuizProps) {
  const t = useT();
  const steps: readonly string[] = kind === 'WOMAN' ? WOMAN_QUIZ_STEPS : KID_QUIZ_STEPS;
  const [ownStep, setOwnStep] = useState(steps[0]!);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const step = routeStep ?? ownStep;
  const complete = async (draft: QuizDraft) => {
    setPending(true);
    setFailed(false);
    try {
      await save(draft);
    } catch {
      setPending(false);
      setFailed(true);
    }
  };
  return (
    <ProfileQuizForm
      kind={kind}
      step={step as QuizStepOf<QuizKind>}
      onStepChange={(next: string) => (onStepRoute ? onStepRoute(next) : setOwnStep(next))}
      initial={initial}
      onComplete={complete}
      pending={pending}
      error={failed ? t('quizFlow.saveFailed') : undefined}
      finishLabel={finishLabel}
      focusOnMount={routeStep !== undefined && routeStep !== steps[0]}
    />
  );
}

/**
 * The quiz's questions for a profile of the account: `/quiz/new-kid/kid` and
 * `/quiz/new-profile/woman` add one (then the kid choice), their `/{editingKidId}` and
 * `/quiz/{code}/kid/{kidId}`, `/quiz/{code}/woman/{kidId}`, `/quiz/{code}/woman/{slug}/{kidId}`
 * edit one; where the user goes next is the quiz routing's. A woman whose sizes are beyond the
 * widest part of the selection sees the size alert first.
 */
export default function QuizAnswersPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const viewer = useViewer();
  const store = useProfileStore();
  const [path, navigate] = useLocation();
  const mode = modeOf(path, params);
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  const [initial] = useState(() => emptyDraft(mode.kind));
  usePageTitle(t('quizFlow.answers.title', { kind: mode.kind, adding: String(mode.adding) }));

  const clientId = viewer.client?.id ?? null;
  const title = (profile?: Profile) =>
    profile ? t('quizFlow.answers.editTitle', { firstname: displayFirstname(profile.firstname, locale), kind: profile.profile_type }) : t('quizFlow.answers.title', { kind: mode.kind, adding: 'true' });

  if (mode.adding) {
    const add = async (draft: QuizDraft) => {
      const profile = await createProfile(profileInputFromDraft(draft, mode.kind));
      if (clientId !== null) store.reload(clientId);
      const status = (mode.kind === 'WOMAN' ? viewer.client?.woman_subscription_status : viewer.client?.subscription_status) ?? null;
      // Her sizes beyond the widest part of the selection: she is told first, as on every other way in.
      if (mode.kind === 'WOMAN' && needsSizeAlert(draft.quiz as WomanQuiz)) {
        navigate(sizeAlertPath(quizCodeAfterCreation({ step: 'membership', status, origin: 'added', profileType: 'WOMAN' }), profile));
        return;
      }
      setOutcome({ type: 'PROFILE_CREATED', profile, step: 'membership', status, origin: 'added' });
    };
    return (
      <AccountFrame title={title()} intro={t('quizFlow.answers.addIntro', { kind: mode.kind })} width="narrow" back={false}>
        <Quiz kind={mode.kind} initial={initial} save={add} finishLabel={t('quizFlow.answers.addFinish', { kind: mode.kind })} />
        <ProfileSavedRedirect outcome={outcome} />
      </AccountFrame>
    );
  }

  const { code, slug } = mode;
  const steps: readonly string[] = WOMAN_QUIZ_STEPS;
  if (slug !== undefined && (mode.kind !== 'WOMAN' || !steps.includes(slug))) return <Redirect to={path.replace(`/woman/${slug}/`, '/woman/')} replace />;

  return (
    <QuizProfileLoader id={mode.id}>
      {(profile, owner) => {
        if (profile.profile_type !== mode.kind) return <Redirect to={path.replace(mode.kind === 'WOMAN' ? '/woman/' : '/kid/', profile.profile_type === 'WOMAN' ? '/woman/' : '/kid/')} replace />;
        const edit = async (draft: QuizDraft) => {
          const saved = await updateProfile(profile.id, profilePatchFromDraft(draft, mode.kind));
          store.reload(owner);
          if (mode.kind === 'WOMAN' && needsSizeAlert(draft.quiz as WomanQuiz)) navigate(sizeAlertPath(code, saved));
          else if (isSignupCode(code) && viewer.client?.is_signed_up === false) navigate(quizSignUpPath(mode.kind));
          else setOutcome({ type: 'PROFILE_SAVED', profile: saved, code });
        };
        const routed = mode.kind === 'WOMAN' && !path.startsWith('/quiz/new-profile/');
        return (
          <AccountFrame title={title(profile)} width="narrow" back={false}>
            <Quiz
              key={profile.id}
              kind={mode.kind}
              initial={draftFromProfile(profile)}
              routeStep={routed ? (slug ?? steps[0]) : undefined}
              onStepRoute={routed ? (next) => navigate(next === steps[0] ? `/quiz/${code}/woman/${profile.id}` : womanStepPath(code, next, profile)) : undefined}
              save={edit}
              finishLabel={t('quizFlow.answers.saveFinish')}
            />
            <ProfileSavedRedirect outcome={outcome} />
          </AccountFrame>
        );
      }}
    </QuizProfileLoader>
  );
}
