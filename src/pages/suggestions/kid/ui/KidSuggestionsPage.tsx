import { displayFirstname, ProfilesGate, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { isCustomisable, useProfileTrunks } from '@/entities/trunk';
import { LookRatingDeck } from '@/features/look-rating';
import { SuggestionGrid } from '@/widgets/suggestion-grid';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Container, Link } from '@/shared/ui';
import styles from './KidSuggestionsPage.module.css';

/** When the profile's next trunk takes wishes: a banner to its wishes page. */
function WishesBanner({ profile, name }: { profile: Profile; name: string }) {
  const t = useT();
  const trunks = useProfileTrunks(profile.id);
  const next = trunks.status === 'ready' ? trunks.data.next : null;
  if (!next || !isCustomisable(next)) return null;
  return (
    <aside className={styles.banner} aria-labelledby="wishes-banner">
      <h2 id="wishes-banner" className={styles.bannerTitle}>
        {t('suggestions.kid.banner.title', { type: profile.profile_type, name })}
      </h2>
      <p>{t('suggestions.kid.banner.text')}</p>
      <Button asChild variant="accent">
        <Link href={`/${profile.id}/suggestions/${next.id}`}>{t('suggestions.kid.banner.link')}</Link>
      </Button>
    </aside>
  );
}

function KidSuggestions({ profile }: { profile: Profile }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const name = displayFirstname(profile.firstname, locale);
  const title = t('suggestions.kid.title', { type: profile.profile_type, name });
  usePageTitle(title);
  return (
    <Container className={styles.page}>
      <h1>{title}</h1>
      <WishesBanner profile={profile} name={name} />
      <section aria-labelledby="looks-title" className={styles.section}>
        <h2 id="looks-title">{t('looks.title')}</h2>
        <p className={styles.lead}>{t('looks.lead', { type: profile.profile_type, name })}</p>
        <LookRatingDeck kidId={profile.id} />
      </section>
      <section aria-labelledby="suggestions-title" className={styles.section}>
        <h2 id="suggestions-title">{t('suggestions.kid.products')}</h2>
        <SuggestionGrid kidId={profile.id} />
      </section>
    </Container>
  );
}

/** /{kidId}/suggestions: looks to rate and the products suggested for the profile, to browse. */
export default function KidSuggestionsPage({ params }: PageProps) {
  const clientId = useViewer().client?.id ?? null;
  return (
    <ProfilesGate clientId={clientId}>
      {(profiles) => {
        const profile = profiles.find((candidate) => String(candidate.id) === params.kidId);
        if (!profile) throw { type: 'NOT_FOUND', title: 'No such profile', status: 404 };
        return <KidSuggestions profile={profile} />;
      }}
    </ProfilesGate>
  );
}
