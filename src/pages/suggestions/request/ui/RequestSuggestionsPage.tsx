import { useLocation } from 'wouter';
import { displayFirstname, ProfilesGate, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { useProfileTrunks, TrunksLoadState } from '@/entities/trunk';
import { MAX_WISHES, takesWishes, useWishesSaving, WishCount, WishesProvider, WishMessage } from '@/features/wishes';
import { SuggestionGrid } from '@/widgets/suggestion-grid';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { localePath, type PageProps } from '@/shared/lib';
import { Button, Container, Link } from '@/shared/ui';
import styles from './RequestSuggestionsPage.module.css';

/** "Done": on to the summary once every change is saved. */
function DoneButton({ href }: { href: string }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const [, navigate] = useLocation();
  const saving = useWishesSaving();
  return (
    <Button variant="accent" aria-disabled={saving || undefined} onClick={() => saving || navigate(`~${localePath(href, locale)}`)}>
      {t(saving ? 'wishes.saving' : 'wishes.done')}
    </Button>
  );
}

function RequestSuggestions({ profile, requestId }: { profile: Profile; requestId: number }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const name = displayFirstname(profile.firstname, locale);
  const title = t('suggestions.request.title', { type: profile.profile_type, name });
  usePageTitle(title);
  const trunks = useProfileTrunks(profile.id);
  if (trunks.status !== 'ready') return <TrunksLoadState trunks={trunks} />;
  const request = trunks.data.requests.find((candidate) => candidate.id === requestId);
  if (!request) throw { type: 'NOT_FOUND', title: 'No such trunk request', status: 404 };
  if (!takesWishes(request)) {
    return (
      <>
        <h1>{title}</h1>
        <p>{t('suggestions.request.closed', { type: profile.profile_type, name })}</p>
        <Button asChild>
          <Link href={`/${profile.id}/malle`}>{t('suggestions.request.toTrunk', { type: profile.profile_type, name })}</Link>
        </Button>
      </>
    );
  }
  return (
    <WishesProvider kidId={profile.id} requestId={request.id} wishes={request.wishes}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t('suggestions.request.lead', { max: MAX_WISHES })}</p>
      <WishMessage />
      <SuggestionGrid kidId={profile.id} requestId={request.id} />
      <div className={styles.bar}>
        <WishCount />
        <DoneButton href={`/${profile.id}/suggestions/${request.id}/success`} />
      </div>
    </WishesProvider>
  );
}

/** /{kidId}/suggestions/{requestId}: the suggestions with a wish button each, for a trunk in creation. */
export default function RequestSuggestionsPage({ params }: PageProps) {
  const clientId = useViewer().client?.id ?? null;
  return (
    <Container className={styles.page}>
      <ProfilesGate clientId={clientId}>
        {(profiles) => {
          const profile = profiles.find((candidate) => String(candidate.id) === params.kidId);
          if (!profile) throw { type: 'NOT_FOUND', title: 'No such profile', status: 404 };
          return <RequestSuggestions profile={profile} requestId={Number(params.requestId)} />;
        }}
      </ProfilesGate>
    </Container>
  );
}
