import { ProfileIdentity, ProfilesGate, useProfiles, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { TrunkRequestSummary, useClientTrunks, useRequestLabel, type TrunkRequest, TrunksLoadState } from '@/entities/trunk';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import { Card } from '@/shared/ui';
import styles from './AllBoxesPage.module.css';

/** Profiles whose subscription is ongoing: they may have an upcoming trunk (id 0). */
const subscribed = (profiles: readonly Profile[]) => profiles.filter((profile) => profile.subscriptions.some((s) => s.status_details_code === 'active')).map((profile) => profile.id);

function ProfileTrunks({ profile, trunks }: { profile: Profile; trunks: readonly TrunkRequest[] }) {
  const t = useT();
  const label = useRequestLabel();
  return (
    <li>
      <Card className={styles.card} style={{ borderTopColor: profile.color.background }}>
        <ProfileIdentity profile={profile} as="h2" />
        {trunks.length ? (
          <ul className={styles.trunks}>
            {trunks.map((trunk) => (
              <li key={`${trunk.id}-${trunk.subscription_id}`} className={styles.trunk}>
                <h3 className={styles.label}>{label(trunk)}</h3>
                <TrunkRequestSummary request={trunk} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('trunks.allBoxes.profileNone')}</p>
        )}
      </Card>
    </li>
  );
}

/** /infos/all-boxes: every trunk of the family by profile — the upcoming ones, those in creation, the past ones — with their actions. */
export default function AllBoxesPage() {
  const t = useT();
  const clientId = useViewer().client?.id ?? null;
  const list = useProfiles(clientId);
  const trunks = useClientTrunks(list.status === 'ready' ? subscribed(list.profiles) : null);
  usePageTitle(t('trunks.allBoxes.title'));
  return (
    <AccountFrame title={t('trunks.allBoxes.title')} intro={t('trunks.allBoxes.intro')}>
      <ProfilesGate clientId={clientId}>
        {(profiles) => {
          if (trunks.status !== 'ready') return <TrunksLoadState trunks={trunks} />;
          if (!trunks.data.length) return <p>{t('trunks.allBoxes.none')}</p>;
          return (
            <ul className={styles.profiles}>
              {profiles.map((profile) => (
                <ProfileTrunks key={profile.id} profile={profile} trunks={trunks.data.filter((trunk) => trunk.profile_id === profile.id)} />
              ))}
            </ul>
          );
        }}
      </ProfilesGate>
    </AccountFrame>
  );
}
