import { useEffect, useSyncExternalStore } from 'react';
import { useProfileStore } from '@/entities/profile';
import { useSession } from '@/entities/session';

/**
 * Profiles loaded for one client that belong to another mean the tokens changed under the app
 * (another tab signed in as someone else): the session checks the client id and, when it no
 * longer matches, signs out and reloads (seed 000 section 8).
 */
export function ProfileOwnerCheck() {
  const store = useProfileStore();
  const session = useSession();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    const owner = state?.list.status === 'ready' ? state.list.profiles[0]?.client_id : undefined;
    if (owner !== undefined && owner !== state?.clientId) session.checkClientId(owner);
  }, [state, session]);
  return null;
}
