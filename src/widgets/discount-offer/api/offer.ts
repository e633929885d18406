import { api, unwrap, type components } from '@/shared/api';
import { query } from '@/shared/lib';

export type SubscriberOffer = components['schemas']['SubscriberOffer'];

/** What subscribers get in the shop, in a locale (the stylist shop reads the same key). */
export const subscriberOfferQuery = (locale: string) => query<SubscriberOffer>(`subscriber-offer:${locale}`, () => unwrap(api.GET('/shop/subscriber-offer')));
