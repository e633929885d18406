import { api, unwrap, type components } from '@/shared/api';

type Schemas = components['schemas'];
export type TrunkRequest = Schemas['TrunkRequest'];
export type TrunkRequestInput = Schemas['TrunkRequestInput'];
export type TrunkSubscription = Schemas['TrunkSubscription'];
export type Frequency = Schemas['TrunkSubscriptionInput']['frequency'];
export type TrunkOffer = Schemas['TrunkOffer'];

/** Orders a one-shot trunk for the profile (a word for the stylist and a delivery date are optional). */
export function createTrunkRequest(profileId: number, input: TrunkRequestInput = {}): Promise<TrunkRequest> {
  return unwrap(api.POST('/clients/me/kids/{id}/requests', { params: { path: { id: profileId } }, body: input }));
}

/** Subscribes the profile to a trunk every `frequency` months; its first trunk goes into creation. */
export function createSubscription(profileId: number, frequency: Frequency): Promise<TrunkSubscription> {
  return unwrap(api.POST('/clients/me/kids/{id}/subscriptions', { params: { path: { id: profileId } }, body: { frequency } }));
}

/** What a trunk for a kid or a woman costs: its fees (none), its pieces and their prices. */
export function getTrunkOffer(profileType: TrunkOffer['profile_type']): Promise<TrunkOffer> {
  return unwrap(api.GET('/trunk-offer', { params: { query: { profile_type: profileType } } }));
}
