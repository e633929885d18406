import { useState } from 'react';
import { useLocation } from 'wouter';
import { displayFirstname, profilePath, useProfileStore } from '@/entities/profile';
import { PhotoUpload } from '@/features/profile-photo';
import { isSignupCode, ProfileSavedRedirect, QuizProfileLoader, quizScreenPath, type ProfileOutcome } from '@/features/quiz-routing';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Link } from '@/shared/ui';

/**
 * `/quiz/{code}/photo/{kidId}`: a photo for the stylist. In a visitor's first quiz (a signup code)
 * the membership step comes next, with or without a photo; with any other code, where the user
 * goes once the photo is saved is the quiz routing's.
 */
export default function QuizPhotoPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const store = useProfileStore();
  const [, navigate] = useLocation();
  const code = params.code ?? '';
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  usePageTitle(t('quizFlow.photo.title'));
  return (
    <QuizProfileLoader id={params.kidId}>
      {(profile, clientId) => {
        const next = isSignupCode(code) ? quizScreenPath('membership', code, profile) : null;
        return (
          <AccountFrame
            title={t('quizFlow.photo.title')}
            intro={t('quizFlow.photo.intro', { firstname: displayFirstname(profile.firstname, locale), kind: profile.profile_type })}
            width="narrow"
            back={false}
            card
          >
            <PhotoUpload
              profile={profile}
              onUploaded={(saved) => {
                store.reload(clientId);
                if (next) navigate(next);
                else setOutcome({ type: 'PROFILE_SAVED', profile: saved, code });
              }}
            />
            <p>
              <Link href={next ?? profilePath(profile)}>{next ? t('quizFlow.photo.later') : t('quizFlow.back')}</Link>
            </p>
            <ProfileSavedRedirect outcome={outcome} />
          </AccountFrame>
        );
      }}
    </QuizProfileLoader>
  );
}
