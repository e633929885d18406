import { isActiveProfile, profilePath, ProfileIdentity, ProfilesGate } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import { Link, TileList } from '@/shared/ui';
import styles from './KidChoicePage.module.css';

/** /login/kid-choice: "whom are we dressing today?"; each profile leads to its page, active ones first. */
export default function KidChoicePage() {
  const t = useT();
  const clientId = useViewer().client?.id ?? null;
  usePageTitle(t('kidChoice.title'));
  return (
    <AccountFrame title={t('kidChoice.title')} intro={t('kidChoice.intro')} back={false}>
      <ProfilesGate clientId={clientId}>
        {(profiles) => (
          <nav aria-label={t('kidChoice.profiles')}>
            <TileList>
              {[...profiles.filter(isActiveProfile), ...profiles.filter((profile) => !isActiveProfile(profile))].map((profile) => (
                <li key={profile.id}>
                  <Link href={profilePath(profile)} className={styles.choice} style={{ borderColor: profile.color.background }}>
                    <ProfileIdentity profile={profile} />
                  </Link>
                </li>
              ))}
            </TileList>
          </nav>
        )}
      </ProfilesGate>
    </AccountFrame>
  );
}
