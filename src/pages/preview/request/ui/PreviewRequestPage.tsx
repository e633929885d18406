import { useLocation } from 'wouter';
import { displayFirstname, ProfilesGate, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { TrunkPreview } from '@/features/trunk-preview';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage } from '@/shared/ui';

function PreviewScreen({ profile, requestId }: { profile: Profile; requestId: number }) {
  const t = useT();
  const firstname = displayFirstname(profile.firstname, useIntl().appLocale);
  const [, navigate] = useLocation();
  const title = t('preview.page.title', { kind: profile.profile_type, firstname });
  usePageTitle(title);
  return (
    <AccountFrame title={title} intro={t('preview.page.intro', { kind: profile.profile_type, firstname })} width="full">
      <TrunkPreview
        profileId={profile.id}
        requestId={requestId}
        firstname={firstname}
        onValidated={() => navigate(`/infos/preview/${profile.id}/${requestId}/confirmation`)}
      />
    </AccountFrame>
  );
}

/** `/infos/preview/{profileId}/{requestId}`: the stylist's preview, to change and validate. */
export default function PreviewRequestPage({ params }: PageProps) {
  const t = useT();
  const clientId = useViewer().client?.id ?? null;
  return (
    <ProfilesGate clientId={clientId}>
      {(profiles) => {
        // The `preview` guard lets only the client's profiles in.
        const profile = profiles.find((candidate) => String(candidate.id) === params.profileId);
        return profile ? <PreviewScreen profile={profile} requestId={Number(params.requestId)} /> : <FormMessage tone="failure">{t('preview.failure.NOT_FOUND')}</FormMessage>;
      }}
    </ProfilesGate>
  );
}
