import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { displayFirstname, profilePath, ProfileIdentity, type Profile } from '@/entities/profile';
import { TrunkRequestSummary, TrunksLoadState, useProfileTrunks } from '@/entities/trunk';
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

/** The confirmation's frame: the profile, what is confirmed (or what stands instead), and the ways on. */
function Confirmation({ profile, title, links = [], children }: { profile: Profile; title: string; links?: { href: string; label: string }[]; children: ReactNode }) {
  const t = useT();
  const firstname = displayFirstname(profile.firstname, useIntl().appLocale);
  usePageTitle(title);
  return (
    <AccountFrame title={title} width="narrow" back={false}>
      <Card>
        <ProfileIdentity profile={profile} />
        {children}
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
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
}

/**
 * A trunk request's confirmation, true to where the trunk stands: thanks while it is just
 * requested (in creation, and the first of its subscription); otherwise its stage (a later trunk
 * of the subscription, a selection out, packed, shipped or cancelled) and the links it allows
 * (wishes, its preview, its feedback), never "the stylist is starting on it".
 */
function RequestConfirmation({ profile, requestId }: { profile: Profile; requestId: string }) {
  const t = useT();
  const firstname = displayFirstname(profile.firstname, useIntl().appLocale);
  const trunks = useProfileTrunks(profile.id);
  const who = { kind: profile.profile_type, firstname };
  if (trunks.status !== 'ready') {
    return (
      <Confirmation profile={profile} title={t('quizFlow.confirm.trunkTitle', who)}>
        <TrunksLoadState trunks={trunks} />
      </Confirmation>
    );
  }
  const request = trunks.data.requests.find(({ id }) => String(id) === requestId);
  const boxes = { href: '/infos/all-boxes', label: t('trunks.allBoxes.title') };
  if (!request) {
    return (
      <Confirmation profile={profile} title={t('quizFlow.confirm.trunkTitle', who)} links={[boxes]}>
        <p className={styles.lead}>{t('quizFlow.confirm.notFound')}</p>
      </Confirmation>
    );
  }
  const stage = request.status_details.code;
  // Just requested: a one-shot trunk in creation, or the first trunk of its subscription.
  const earlier = trunks.data.requests.some((other) => other.id < request.id && other.subscription_id !== null && other.subscription_id === request.subscription_id);
  if (stage === 'IN_CREATION' && !earlier) {
    return (
      <Confirmation profile={profile} title={t('quizFlow.confirm.title', { additional: 'false' })}>
        <Requested profile={profile} requestId={requestId} />
      </Confirmation>
    );
  }
  return (
    <Confirmation profile={profile} title={t('quizFlow.confirm.trunkTitle', who)} links={[boxes]}>
      <p className={styles.lead}>{t('quizFlow.confirm.stage', { stage })}</p>
      <TrunkRequestSummary request={request} />
    </Confirmation>
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
  const additional = path.startsWith('/quiz/additional-quiz/') || !params.requestId;
  useEffect(() => forgetQuizRequest(), []);
  // The title is the confirmation's (`Confirmation`): it depends on where the trunk stands.
  return (
    <QuizProfileLoader id={params.kidId}>
      {(profile) =>
        additional ? (
          <Confirmation profile={profile} title={t('quizFlow.confirm.title', { additional: 'true' })}>
            <p className={styles.lead}>{t('quizFlow.confirm.additional', { firstname: displayFirstname(profile.firstname, locale), kind: profile.profile_type })}</p>
          </Confirmation>
        ) : (
          <RequestConfirmation profile={profile} requestId={params.requestId!} />
        )
      }
    </QuizProfileLoader>
  );
}
