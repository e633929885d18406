import { useLocation } from 'wouter';
import { displayFirstname, ProfilesGate, useProfiles, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { anyBlocked, isPostponable, useProfileTrunks, TrunksLoadState } from '@/entities/trunk';
import { SubscriptionSchedule } from '@/features/subscription-schedule';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Link } from '@/shared/ui';
import styles from './DeliveryPage.module.css';

function DateChange({ profile, subscriptionId }: { profile: Profile; subscriptionId?: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const trunks = useProfileTrunks(profile.id);
  const malle = `/${profile.id}/malle`;
  if (trunks.status !== 'ready') return <TrunksLoadState trunks={trunks} />;
  const { next, requests, subscriptions, window } = trunks.data;
  // A subscription this page does not know stays unnamed: the schedule refuses to send the change.
  const subscription = subscriptions.find(({ id }) => String(id) === subscriptionId) ?? null;
  return (
    <>
      {next && isPostponable(next, requests) ? (
        <SubscriptionSchedule
          input={{ kidId: profile.id, subscription, nextRequest: next, blocked: anyBlocked(requests), window }}
          level={2}
          opening="CHOOSE_DATE"
          onSaved={(saved) => navigate(`${malle}?delivery=${saved.next_delivery_date}`)}
          onCancel={() => navigate(malle)}
        />
      ) : (
        <p>{t('trunks.delivery.fixed')}</p>
      )}
      <Link href={malle} className={styles.back}>
        {t('trunks.delivery.back')}
      </Link>
    </>
  );
}

/** /{kidId}/malle/{subscription}/delivery: the next trunk's delivery date, postponed or forwarded, then back to the trunk. */
export default function DeliveryPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const clientId = useViewer().client?.id ?? null;
  const list = useProfiles(clientId);
  const profile = list.status === 'ready' ? list.profiles.find(({ id }) => String(id) === params.kidId) : undefined;
  const title = profile ? t('trunks.delivery.title', { who: profile.profile_type === 'WOMAN' ? 'woman' : 'kid', firstname: displayFirstname(profile.firstname, locale) }) : t('schedule.date.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title} width="narrow">
      <ProfilesGate clientId={clientId}>{() => (profile ? <DateChange profile={profile} subscriptionId={params.subscription} /> : <p>{t('trunks.notFound')}</p>)}</ProfilesGate>
    </AccountFrame>
  );
}
