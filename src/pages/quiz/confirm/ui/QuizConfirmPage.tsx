import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { displayFirstname, profilePath, ProfileIdentity, type Profile } from '@/entities/profile';
import { forgetQuizRequest, QuizProfileLoader } from '@/features/quiz-routing';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Card, Link } from '@/shared/ui';
import styles from './QuizConfirmPage.module.css';

/** The trunk requested: its subscription (frequency and first delivery) or a single trunk. */
function Requested({ profile, requestId }: { profile: Profile; requestId: string }) {
  const t = useT();
  const intl = useIntl();
  const firstname = displayFirstname(profile.firstname, intl.appLocale);
  const subscription = profile.subscriptions.find((candidate) => String(candidate.current_request_id) === requestId) ?? null;
  const delivery = subscription && intl.formatDate(`${subscription.next_delivery_date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return (
    <>
      <p className={styles.lead}>
        {subscription ? t('quizFlow.confirm.subscription', { firstname, kind: profile.profile_type, frequency: subscription.frequency, delivery: delivery ?? '' }) : t('quizFlow.confirm.oneShot', { firstname, kind: profile.profile_type })}
      </p>
      <p className={styles.reference}>{t('quizFlow.confirm.reference', { id: requestId })}</p>
      <h2 className={styles.nextTitle}>{t('quizFlow.confirm.nextTitle')}</h2>
      <ol className={styles.next}>
        <li>{t('quizFlow.confirm.next1', { kind: profile.profile_type })}</li>
        <li>{t('quizFlow.confirm.next2')}</li>
        <li>{t('quizFlow.confirm.next3')}</li>
      </ol>
    </>
  );
}

/**
 * `/quiz/confirm/{kidId}/{requestId}`, `/quiz/confirm/woman/{kidId}/{requestId}`: the trunk is
 * requested; `/quiz/additional-quiz/confirm/{kidId}`: a client's additional quiz is saved.
 */
export default function QuizConfirmPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const [path] = useLocation();
  const additional = path.startsWith('/quiz/additional-quiz/');
  useEffect(() => forgetQuizRequest(), []);
  usePageTitle(t('quizFlow.confirm.title', { additional: String(additional) }));
  return (
    <QuizProfileLoader id={params.kidId}>
      {(profile) => {
        const firstname = displayFirstname(profile.firstname, locale);
        return (
          <AccountFrame title={t('quizFlow.confirm.title', { additional: String(additional) })} width="narrow" back={false}>
            <Card>
              <ProfileIdentity profile={profile} />
              {additional || !params.requestId ? (
                <p className={styles.lead}>{t('quizFlow.confirm.additional', { firstname, kind: profile.profile_type })}</p>
              ) : (
                <Requested profile={profile} requestId={params.requestId} />
              )}
              <ul className={styles.links}>
                <li>
                  <Link href={profilePath(profile)}>{t('quizFlow.profile.see', { firstname, kind: profile.profile_type })}</Link>
                </li>
                <li>
                  <Link href={profile.profile_type === 'WOMAN' ? '/woman' : '/'}>{t('quizFlow.confirm.home')}</Link>
                </li>
              </ul>
            </Card>
          </AccountFrame>
        );
      }}
    </QuizProfileLoader>
  );
}
