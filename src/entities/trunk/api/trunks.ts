import { api, unwrap, type components } from '@/shared/api';
import { addDays, todayInFrance } from '../lib/dates';
import { MAX_DELIVERY_DAYS_AHEAD, type Frequency, type PauseMonths, type TrunkRequest, type TrunkSubscription } from '../model/types';

export type SubscriptionPatch = components['schemas']['SubscriptionPatch'];

const sub = (id: number, sid: number) => ({ params: { path: { id, sid } } });

/** The profile's subscriptions, oldest first. */
export function listKidSubscriptions(profileId: number): Promise<TrunkSubscription[]> {
  return unwrap(api.GET('/clients/me/kids/{id}/subscriptions', { params: { path: { id: profileId } } }));
}

/** Changes the frequency or the next delivery date; a frequency for a paused subscription resumes it. */
export function updateKidSubscription(profileId: number, subscriptionId: number, patch: SubscriptionPatch): Promise<TrunkSubscription> {
  return unwrap(api.PATCH('/clients/me/kids/{id}/subscriptions/{sid}', { ...sub(profileId, subscriptionId), body: patch }));
}

/** Pauses an ongoing subscription for `months` months. */
export function pauseKidSubscription(profileId: number, subscriptionId: number, months: PauseMonths): Promise<TrunkSubscription> {
  return unwrap(api.POST('/clients/me/kids/{id}/subscriptions/{sid}/pause', { params: { path: { id: profileId, sid: subscriptionId }, query: { months } } }));
}

export function resumeKidSubscription(profileId: number, subscriptionId: number): Promise<TrunkSubscription> {
  return unwrap(api.POST('/clients/me/kids/{id}/subscriptions/{sid}/resume', sub(profileId, subscriptionId)));
}

/** Starts the profile's terminated subscription again, every `frequency` months. */
export function reactivateKidSubscription(profileId: number, frequency: Frequency): Promise<TrunkSubscription> {
  return unwrap(api.POST('/clients/me/kids/{id}/subscriptions/reactivate', { params: { path: { id: profileId } }, body: { frequency } }));
}

/** The profile's requests, newest first. */
export function listKidRequests(profileId: number): Promise<TrunkRequest[]> {
  return unwrap(api.GET('/clients/me/kids/{id}/requests', { params: { path: { id: profileId } } }));
}

/** The profile's next trunk (id 0 for a subscription's upcoming one); null when it has none. */
export async function getKidNextRequest(profileId: number): Promise<TrunkRequest | null> {
  return (await unwrap(api.GET('/clients/me/kids/{id}/next-request', { params: { path: { id: profileId } } }))) ?? null;
}

/** The requests of all the client's profiles, newest first. */
export function listClientRequests(): Promise<TrunkRequest[]> {
  return unwrap(api.GET('/clients/me/requests'));
}

/** The days a next trunk may arrive on: from today plus the optimistic delivery delay to MAX_DELIVERY_DAYS_AHEAD days ahead. */
export interface DeliveryWindow {
  earliest: string;
  latest: string;
}

export async function getDeliveryWindow(today = todayInFrance()): Promise<DeliveryWindow> {
  const { optimistic_delivery_delay: delay } = await unwrap(api.GET('/delays'));
  return { earliest: addDays(today, delay), latest: addDays(today, MAX_DELIVERY_DAYS_AHEAD) };
}
