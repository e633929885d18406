import { useLocation } from 'wouter';
import { displayFirstname, ProfilesGate, useProfileStore, useProfiles, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { anyBlocked, useProfileTrunks, TrunksLoadState } from '@/entities/trunk';
import { SubscriptionSchedule } from '@/features/subscription-schedule';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Link } from '@/shared/ui';
import styles from './ReactivatePage.module.css';

const BACK = '/infos/subscriptions';

function Reactivation({ profile }: { profile: Profile }) {
  const t = useT();
  const [, navigate] = useLocation();
  const store = useProfileStore();
  const trunks = useProfileTrunks(profile.id);
  const back = (
    <Link href={BACK} className={styles.back}>
      {t('trunks.reactivate.back')}
    </Link>
  );
  if (trunks.status !== 'ready') return <TrunksLoadState trunks={trunks} />;
  const { subscriptions, requests, window } = trunks.data;
  const last = subscriptions.at(-1);
  // Nothing to start again: a subscription still runs, or there never was one.
  const refusal = subscriptions.some((subscription) => subscription.is_active) ? 'SUBSCRIPTION_EXISTS' : last ? null : 'NO_SUBSCRIPTION';
  if (refusal) {
    return (
      <>
        <p className={styles.refusal}>{t(`schedule.failure.${refusal}`)}</p>
        {back}
      </>
    );
  }
  return (
    <>
      <p>{t('trunks.reactivate.intro')}</p>
      <SubscriptionSchedule
        input={{ kidId: profile.id, subscription: last ?? null, nextRequest: null, blocked: anyBlocked(requests), window }}
        level={2}
        opening="REACTIVATE"
        onSaved={() => {
          // The profile's standing changed with its subscription: the family's profiles load again.
          store.reload(profile.client_id);
          navigate(`${BACK}?reactivated=${profile.id}`);
        }}
        onCancel={() => navigate(BACK)}
      />
      {back}
    </>
  );
}

/** /infos/subscriptions/{profileId}/reactivate: a frequency, then the profile's ended subscription starts again. */
export default function ReactivatePage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const clientId = useViewer().client?.id ?? null;
  const list = useProfiles(clientId);
  const profile = list.status === 'ready' ? list.profiles.find(({ id }) => String(id) === params.profileId) : undefined;
  const title = profile
    ? t('trunks.reactivate.title', { who: profile.profile_type === 'WOMAN' ? 'woman' : 'kid', firstname: displayFirstname(profile.firstname, locale) })
    : t('trunks.subscriptions.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title} width="narrow">
      <ProfilesGate clientId={clientId}>
        {() =>
          profile ? (
            <Reactivation profile={profile} />
          ) : (
            <>
              <p>{t('trunks.notFound')}</p>
              <Link href={BACK}>{t('trunks.reactivate.back')}</Link>
            </>
          )
        }
      </ProfilesGate>
    </AccountFrame>
  );
}
