import { useCallback, useEffect, useState } from 'react';
import { getDeliveryWindow, getKidNextRequest, listClientRequests, listKidRequests, listKidSubscriptions, type DeliveryWindow } from '../api/trunks';
import type { TrunkRequest, TrunkSubscription } from './types';

type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export type Loaded<T> = LoadState<T> & {
  /** Loads again (after a failure, or to show a change); what is shown stays until the new answer. */
  reload(): void;
};

/** Loads `load()` for `key` (null: nothing to load yet), never from a cache: a schedule changes. */
function useLoaded<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; value: LoadState<T> }>({ key, value: { status: 'loading' } });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let alive = true;
    load().then(
      (data) => alive && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => alive && setState({ key, value: { status: 'failed', error } }),
    );
    return () => {
      alive = false;
    };
    // `load` is identified by `key`.
  }, [key, round]);
  const reload = useCallback(() => {
    // After a failure the screen says it loads again; a list shown stays until the new one.
    setState((current) => (current.value.status === 'failed' ? { ...current, value: { status: 'loading' } } : current));
    setRound((value) => value + 1);
  }, []);
  const value: LoadState<T> = state.key === key ? state.value : { status: 'loading' };
  return { ...value, reload };
}

/** What a profile's trunk screens show: its subscriptions, its requests, its next trunk, and the days a delivery may move to. */
export interface ProfileTrunks {
  subscriptions: TrunkSubscription[];
  requests: TrunkRequest[];
  next: TrunkRequest | null;
  window: DeliveryWindow;
}

export function useProfileTrunks(profileId: number | null): Loaded<ProfileTrunks> {
  return useLoaded(profileId === null ? null : `profile:${profileId}`, async () => {
    const id = profileId as number;
    const [subscriptions, requests, next, window] = await Promise.all([listKidSubscriptions(id), listKidRequests(id), getKidNextRequest(id), getDeliveryWindow()]);
    return { subscriptions, requests, next, window };
  });
}

/**
 * Every trunk of the client: the requests of all its profiles, and the upcoming trunk (id 0) of
 * each profile in `subscribedIds` (profiles with an ongoing subscription) that has no request in creation.
 */
export function useClientTrunks(subscribedIds: readonly number[] | null): Loaded<TrunkRequest[]> {
  return useLoaded(subscribedIds === null ? null : `client:${subscribedIds.join(',')}`, async () => {
    const [requests, nexts] = await Promise.all([listClientRequests(), Promise.all((subscribedIds ?? []).map(getKidNextRequest))]);
    const upcoming = nexts.filter((next): next is TrunkRequest => next !== null && next.id === 0);
    return [...upcoming, ...requests];
  });
}
