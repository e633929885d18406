import { useEffect, useRef, useState } from 'react';
import { displayFirstname, isActiveProfile, profilePath, ProfileIdentity, ProfilesGate, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { AccountFrame } from '@/widgets/account-frame';
import { useFeature, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { Button, Card, FormMessage, Link, TileList } from '@/shared/ui';
import { DeleteProfileDialog } from './DeleteProfileDialog';
import styles from './KidsPage.module.css';

/** The quiz that finishes a profile: the kid or woman quiz of an added profile, on that profile. */
const quizPath = (profile: Profile) => (profile.profile_type === 'WOMAN' ? `/quiz/new-profile/woman/${profile.id}` : `/quiz/new-kid/kid/${profile.id}`);

function ProfileCards({ clientId, profiles, onDeleted }: { clientId: number; profiles: readonly Profile[]; onDeleted: (firstname: string) => void }) {
  const t = useT();
  const locale = useIntl().appLocale;
  return (
    <TileList className={styles.cards}>
      {profiles.map((profile) => {
        const firstname = displayFirstname(profile.firstname, locale);
        return (
          <li key={profile.id}>
            <Card className={styles.card} style={{ borderTopColor: profile.color.background }}>
              <ProfileIdentity profile={profile} as="h3" />
              <div className={styles.actions}>
                <Link href={profilePath(profile)} className={styles.action}>
                  {t('profiles.list.see', { firstname })}
                </Link>
                {!isActiveProfile(profile) && (
                  <Link href={quizPath(profile)} className={styles.action}>
                    {t('profiles.list.finish', { firstname })}
                  </Link>
                )}
                <DeleteProfileDialog clientId={clientId} profile={profile} onDeleted={onDeleted} />
              </div>
            </Card>
          </li>
        );
      })}
    </TileList>
  );
}

/** /infos/kids: the family's profiles, active ones first, then the quizzes to finish; add or delete a profile. */
export default function KidsPage() {
  const t = useT();
  const clientId = useViewer().client?.id ?? null;
  const woman = useFeature('woman');
  usePageTitle(t('profiles.list.title'));
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  // The deleted card and its button are gone: the focus goes to the news.
  useEffect(() => {
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);

  return (
    <AccountFrame title={t('profiles.list.title')} intro={t('profiles.list.intro')}>
      <FormMessage tone="success" ref={deletedRef} tabIndex={-1} className={styles.news}>
        {deleted && t('profiles.delete.done', { firstname: deleted })}
      </FormMessage>
      <ProfilesGate clientId={clientId}>
        {(profiles, clientId) => {
          const active = profiles.filter(isActiveProfile);
          const toFinish = profiles.filter((profile) => !isActiveProfile(profile));
          return (
            <>
              <section aria-labelledby="profiles-active" className={styles.section}>
                <h2 id="profiles-active" className={styles.heading}>
                  {t('profiles.list.active')}
                </h2>
                {active.length > 0 ? <ProfileCards clientId={clientId} profiles={active} onDeleted={setDeleted} /> : <p>{t('profiles.list.noneActive')}</p>}
              </section>
              {toFinish.length > 0 && (
                <section aria-labelledby="profiles-to-finish" className={styles.section}>
                  <h2 id="profiles-to-finish" className={styles.heading}>
                    {t('profiles.list.toFinish')}
                  </h2>
                  <p>{t('profiles.list.toFinishIntro')}</p>
                  <ProfileCards clientId={clientId} profiles={toFinish} onDeleted={setDeleted} />
                </section>
              )}
            </>
          );
        }}
      </ProfilesGate>
      <section aria-labelledby="profiles-add" className={styles.section}>
        <h2 id="profiles-add" className={styles.heading}>
          {t('profiles.list.add')}
        </h2>
        <div className={styles.add}>
          <Button asChild>
            <Link href="/quiz/new-kid/kid">{t('profiles.list.addKid')}</Link>
          </Button>
          {woman && (
            <Button asChild variant="secondary">
              <Link href="/quiz/new-profile/woman">{t('profiles.list.addWoman')}</Link>
            </Button>
          )}
        </div>
      </section>
    </AccountFrame>
  );
}
