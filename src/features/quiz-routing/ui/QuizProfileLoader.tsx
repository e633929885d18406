import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ProfilesGate, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { useIntl, useT } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { FormMessage, Link } from '@/shared/ui';

export interface QuizProfileLoaderProps {
  /** The route's profile id. */
  id: string | undefined;
  children: (profile: Profile, clientId: number, profiles: readonly Profile[]) => ReactNode;
}

/**
 * A quiz step about one profile of the signed-in client: a visitor signs in first (and comes back),
 * the profile loads with the shared list, and a profile the client does not have is not found.
 */
export function QuizProfileLoader({ id, children }: QuizProfileLoaderProps) {
  const t = useT();
  const viewer = useViewer();
  const locale = useIntl().appLocale;
  const [path] = useLocation();
  const search = useSearch();
  if (viewer.status === 'loading') return <p role="status">{t('profiles.loading')}</p>;
  if (viewer.status === 'unauthenticated') {
    const back = encodeURIComponent(localePath(path, locale) + (search ? `?${search}` : ''));
    return <Redirect to={`~${localePath(`/login?redirect=${back}`, locale)}`} replace />;
  }
  return (
    <ProfilesGate clientId={viewer.client?.id ?? null}>
      {(profiles, clientId) => {
        const profile = profiles.find((candidate) => String(candidate.id) === id);
        if (!profile) {
          return (
            <>
              <FormMessage tone="failure">{t('profiles.page.notFound')}</FormMessage>
              <Link href="/infos/kids">{t('profiles.page.allProfiles')}</Link>
            </>
          );
        }
        return children(profile, clientId, profiles);
      }}
    </ProfilesGate>
  );
}
