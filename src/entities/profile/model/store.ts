import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { deleteProfile, listProfiles } from '../api/profiles';
import type { Profile } from './types';

/** The signed-in client's profiles as screens and guards read them. */
export type ProfileList = { status: 'loading' } | { status: 'ready'; profiles: readonly Profile[] } | { status: 'failed'; error: unknown };

/** The calls the store makes; the app's go to the server. */
export interface ProfileCalls {
  list(): Promise<Profile[]>;
  remove(id: number): Promise<void>;
}

type State = { clientId: number; list: ProfileList } | null;

const LOADING: ProfileList = { status: 'loading' };

/**
 * The list of one client, shared by the screens and the route guards: loaded the first time a
 * screen asks for it, kept until the client changes. A failed load stays failed until `reload`.
 */
export function createProfileStore(calls: ProfileCalls = { list: listProfiles, remove: deleteProfile }) {
  let state: State = null;
  const listeners = new Set<() => void>();
  const set = (next: State) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const fetchList = (clientId: number) => {
    set({ clientId, list: LOADING });
    calls.list().then(
      (profiles) => state?.clientId === clientId && set({ clientId, list: { status: 'ready', profiles } }),
      (error: unknown) => state?.clientId === clientId && set({ clientId, list: { status: 'failed', error } }),
    );
  };
  return {
    getState: (): State => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Loads the client's list unless it is there, loading or failed. */
    load(clientId: number) {
      if (state?.clientId !== clientId) fetchList(clientId);
    },
    /**
     * Loads the client's list again: after a failure, or once a profile was created or changed. A
     * list already shown stays until the new one arrives (the screens and guards reading it do not
     * go back to loading), and stays if the new one could not be loaded.
     */
    reload(clientId: number) {
      if (state?.clientId !== clientId || state.list.status !== 'ready') {
        fetchList(clientId);
        return;
      }
      calls.list().then(
        (profiles) => state?.clientId === clientId && set({ clientId, list: { status: 'ready', profiles } }),
        () => {},
      );
    },
    /** Deletes a profile, then drops it from the list; rejects with the server's problem. */
    async remove(clientId: number, id: number) {
      await calls.remove(id);
      if (state?.clientId === clientId && state.list.status === 'ready') {
        set({ clientId, list: { status: 'ready', profiles: state.list.profiles.filter((profile) => profile.id !== id) } });
      }
    },
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;

/** The app's store by default; tests provide one with their own calls. */
export const ProfileStoreContext = createContext<ProfileStore>(createProfileStore());

export function useProfileStore(): ProfileStore {
  return useContext(ProfileStoreContext);
}

/** The profiles of the client `clientId` (loaded on first use); null (nobody signed in) reads as loading. */
export function useProfiles(clientId: number | null): ProfileList {
  const store = useProfileStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    if (clientId !== null) store.load(clientId);
  }, [store, clientId]);
  return clientId !== null && state?.clientId === clientId ? state.list : LOADING;
}
