import { useState } from 'react';
import { useLocation } from 'wouter';
import { displayFirstname } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { isSignupCode, ProfileSavedRedirect, QuizProfileLoader, quizSignUpPath, womanStepPath, type ProfileOutcome } from '@/features/quiz-routing';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Link } from '@/shared/ui';

/**
 * `/quiz/{code}/woman/size-alert/{profileId}`: her sizes are beyond the widest part of the
 * selection; she may go on (a visitor to the sign-up, a client where the quiz routing says) or
 * change her sizes.
 */
export default function QuizSizeAlertPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const viewer = useViewer();
  const [, navigate] = useLocation();
  const code = params.code ?? '';
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  usePageTitle(t('quizFlow.sizeAlert.title'));
  return (
    <QuizProfileLoader id={params.profileId}>
      {(profile) => (
        <AccountFrame title={t('quizFlow.sizeAlert.title')} width="narrow" back={false} card>
          <p>{t('quizFlow.sizeAlert.text', { firstname: displayFirstname(profile.firstname, locale) })}</p>
          <Button
            onClick={() => {
              if (isSignupCode(code) && viewer.client?.is_signed_up === false) navigate(quizSignUpPath('WOMAN'));
              else setOutcome({ type: 'PROFILE_SAVED', profile, code });
            }}
          >
            {t('quizFlow.sizeAlert.continue')}
          </Button>
          <p>
            <Link href={womanStepPath(code, 'sizes', profile)}>{t('quizFlow.sizeAlert.change')}</Link>
          </p>
          <ProfileSavedRedirect outcome={outcome} />
        </AccountFrame>
      )}
    </QuizProfileLoader>
  );
}
