import { displayFirstname, profilePath, ProfileIdentity } from '@/entities/profile';
import { additionalQuizConfirmPath, QuizProfileLoader, quizScreenPath } from '@/features/quiz-routing';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Card, Link } from '@/shared/ui';
import styles from './QuizProfileStepPage.module.css';

/**
 * `/quiz/{code}/profile/{kidId}` and `/quiz/{code}/woman/profile/{kidId}`: where a client's quiz
 * ends (client, paused and subscriber codes): the answers are saved, and what can follow. A
 * profile that has not requested a trunk is offered one: a subscriber adds it to the
 * subscriptions, anyone else chooses a formula.
 */
export default function QuizProfileStepPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const code = params.code ?? '';
  usePageTitle(t('quizFlow.profile.title'));
  return (
    <QuizProfileLoader id={params.kidId}>
      {(profile) => {
        const firstname = displayFirstname(profile.firstname, locale);
        const order = code.startsWith('subscriber') ? 'subscription' : 'membership';
        return (
          <AccountFrame title={t('quizFlow.profile.title')} intro={t('quizFlow.profile.intro', { firstname, kind: profile.profile_type })} width="narrow" back={false}>
            <Card>
              <ProfileIdentity profile={profile} />
              <ul className={styles.actions}>
                {!profile.has_requested && (
                  <li>
                    <Button asChild>
                      <Link href={quizScreenPath(order, code, profile)}>{t('quizFlow.profile.order', { firstname, kind: profile.profile_type, order })}</Link>
                    </Button>
                  </li>
                )}
                <li>
                  <Link href={quizScreenPath('photo', code, profile)}>{t('profiles.page.editPhoto')}</Link>
                </li>
                <li>
                  <Link href={quizScreenPath('comment', code, profile)}>{t('profiles.page.editComment')}</Link>
                </li>
                <li>
                  <Link href={profilePath(profile)}>{t('quizFlow.profile.see', { firstname, kind: profile.profile_type })}</Link>
                </li>
                <li>
                  <Link href={additionalQuizConfirmPath(profile)}>{t('quizFlow.profile.done')}</Link>
                </li>
              </ul>
            </Card>
          </AccountFrame>
        );
      }}
    </QuizProfileLoader>
  );
}
