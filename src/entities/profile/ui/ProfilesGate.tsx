import type { ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { useProfiles, useProfileStore } from '../model/store';
import type { Profile } from '../model/types';

export interface ProfilesGateProps {
  /** The signed-in client; null when the start-up could not load it (nothing to load then). */
  clientId: number | null;
  children: (profiles: readonly Profile[], clientId: number) => ReactNode;
}

/** Shows the client's profiles once loaded: a status while they load, an alert with a retry if they could not be. */
export function ProfilesGate({ clientId, children }: ProfilesGateProps) {
  const t = useT();
  const store = useProfileStore();
  const list = useProfiles(clientId);
  if (clientId === null) return <FormMessage tone="failure">{t('profiles.loadFailed')}</FormMessage>;
  if (list.status === 'loading') return <p role="status">{t('profiles.loading')}</p>;
  if (list.status === 'failed') {
    return (
      <>
        <FormMessage tone="failure">{t('profiles.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={() => store.reload(clientId)}>
          {t('profiles.retry')}
        </Button>
      </>
    );
  }
  return children(list.profiles, clientId);
}
