import { Redirect, useLocation, useSearch } from 'wouter';
import { chooseProfile, clientKind, displayFirstname, profilePath, ProfileIdentity, ProfilesGate, useProfiles, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Card, Link } from '@/shared/ui';
import { QuizAnswers } from './QuizAnswers';
import styles from './ProfilePage.module.css';

/** The quiz steps that edit a profile, under the quiz code whose saving comes back to this page. */
function editLinks(profile: Profile) {
  const code = profile.profile_type === 'WOMAN' ? 'profile-woman' : 'profile';
  const answers = profile.profile_type === 'WOMAN' ? `/quiz/${code}/woman/${profile.id}` : `/quiz/${code}/kid/${profile.id}`;
  return { answers, comment: `/quiz/${code}/comment/${profile.id}`, photo: `/quiz/${code}/photo/${profile.id}` };
}

function ProfileSwitcher({ profiles, current }: { profiles: readonly Profile[]; current: Profile }) {
  const t = useT();
  const locale = useIntl().appLocale;
  if (profiles.length < 2) return null;
  return (
    <nav aria-label={t('profiles.page.switcher')} className={styles.switcher}>
      <ul>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <Link href={profilePath(profile)} aria-current={profile.id === current.id ? 'page' : undefined} className={styles.tab}>
              {displayFirstname(profile.firstname, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProfileDetails({ profiles, profile }: { profiles: readonly Profile[]; profile: Profile }) {
  const t = useT();
  const links = editLinks(profile);
  return (
    <>
      <p className={styles.kind}>{t('profiles.kind', { kind: clientKind(profiles) })}</p>
      <ProfileSwitcher profiles={profiles} current={profile} />
      <Card className={styles.identity} style={{ borderTopColor: profile.color.background }}>
        <ProfileIdentity profile={profile} as="h2" size="lg" />
        <Link href={links.photo} className={styles.edit}>
          {t('profiles.page.editPhoto')}
        </Link>
      </Card>
      <section aria-labelledby="profile-answers" className={styles.section}>
        <h2 id="profile-answers" className={styles.heading}>
          {t('profiles.page.answers')}
        </h2>
        <QuizAnswers profile={profile} />
        <Link href={links.answers} className={styles.edit}>
          {t('profiles.page.editAnswers')}
        </Link>
      </section>
      <section aria-labelledby="profile-comment" className={styles.section}>
        <h2 id="profile-comment" className={styles.heading}>
          {t('profiles.page.comment')}
        </h2>
        {profile.description?.trim() && <p className={styles.comment}>{profile.description}</p>}
        <Link href={links.comment} className={styles.edit}>
          {t('profiles.page.editComment')}
        </Link>
      </section>
    </>
  );
}

/**
 * /profil, /profil/{profileId} and /profil/woman/{profileId}: a profile's page. Without an id,
 * the one `?profileId=` names, else the first active profile; the switcher goes to each page.
 */
export default function ProfilePage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const clientId = useViewer().client?.id ?? null;
  const queryId = new URLSearchParams(useSearch()).get('profileId');
  const list = useProfiles(clientId);
  const profiles = list.status === 'ready' ? list.profiles : [];
  const profile = params.profileId ? (profiles.find(({ id }) => String(id) === params.profileId) ?? null) : chooseProfile(profiles, queryId);
  const [path] = useLocation();
  const title = profile ? t('profiles.page.title', { firstname: displayFirstname(profile.firstname, locale) }) : t('profiles.page.titleAll');
  usePageTitle(title);
  // A profile has one address: a woman's under /profil/woman/, a kid's without.
  if (profile && params.profileId && path.includes('/profil/woman/') !== (profile.profile_type === 'WOMAN')) return <Redirect to={profilePath(profile)} replace />;
  return (
    <AccountFrame title={title}>
      <ProfilesGate clientId={clientId}>
        {(all) =>
          profile ? (
            <ProfileDetails profiles={all} profile={profile} />
          ) : (
            <>
              <p>{t(all.length ? 'profiles.page.notFound' : 'profiles.page.none')}</p>
              <Link href={all.length ? '/infos/kids' : '/quiz/new-kid/kid'} className={styles.edit}>
                {t(all.length ? 'profiles.page.allProfiles' : 'profiles.list.addKid')}
              </Link>
            </>
          )
        }
      </ProfilesGate>
    </AccountFrame>
  );
}
