import { useState } from 'react';
import { useLocation } from 'wouter';
import { displayFirstname, useProfileStore, type Profile } from '@/entities/profile';
import { CommentForm } from '@/features/profile-comment';
import { isSignupCode, ProfileSavedRedirect, QuizProfileLoader, quizConfirmPath, quizRequestOf, type ProfileOutcome } from '@/features/quiz-routing';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Link } from '@/shared/ui';

/**
 * `/quiz/{code}/comment/{kidId}` and `/quiz/comment/{kidId}`: a word for the stylist. The last
 * step of a visitor's first quiz ends on the confirmation of the trunk it requested; otherwise,
 * once the comment is saved, the quiz routing says where to go (back, without a code).
 */
export default function QuizCommentPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const store = useProfileStore();
  const [, navigate] = useLocation();
  const code = params.code ?? null;
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  usePageTitle(t('quizFlow.comment.title'));

  /** The confirmation that ends a visitor's first quiz, when it requested a trunk. */
  const confirmation = (profile: Profile) => {
    const requestId = code !== null && isSignupCode(code) ? quizRequestOf(profile.id) : null;
    return requestId === null ? null : quizConfirmPath(profile, requestId);
  };

  return (
    <QuizProfileLoader id={params.kidId}>
      {(profile, clientId) => {
        const end = confirmation(profile);
        return (
          <AccountFrame
            title={t('quizFlow.comment.title')}
            intro={t('quizFlow.comment.intro', { firstname: displayFirstname(profile.firstname, locale), kind: profile.profile_type })}
            width="narrow"
            back={false}
            card
          >
            <CommentForm
              key={profile.id}
              profile={profile}
              submitLabel={end ? t('quizFlow.comment.sendAndFinish') : undefined}
              onSaved={(saved) => {
                store.reload(clientId);
                if (end) navigate(end);
                else setOutcome({ type: 'PROFILE_SAVED', profile: saved, code });
              }}
            />
            {end && (
              <p>
                <Link href={end}>{t('quizFlow.comment.skip')}</Link>
              </p>
            )}
            <ProfileSavedRedirect outcome={outcome} />
          </AccountFrame>
        );
      }}
    </QuizProfileLoader>
  );
}
