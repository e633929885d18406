import { api, unwrap } from '@/shared/api';
import type { KidCollection, SubscriberOffer } from '../model/types';

/** The sections of a profile's stylist shop. */
export async function listKidCollections(kidId: number): Promise<KidCollection[]> {
  return (await unwrap(api.GET('/shop/kids/{kidId}/product-collections', { params: { path: { kidId } } }))).collections;
}

export function getSubscriberOffer(): Promise<SubscriberOffer> {
  return unwrap(api.GET('/shop/subscriber-offer'));
}
