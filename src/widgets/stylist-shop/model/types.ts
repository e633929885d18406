import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type KidCollection = Schemas['KidCollection'];
export type KidCollectionSlug = Schemas['KidCollectionSlug'];
export type SubscriberOffer = Schemas['SubscriberOffer'];

/** The sections of a profile's shop, in the order the server gives them. */
export const SECTION_SLUGS: readonly KidCollectionSlug[] = ['new', 'looks', 'promo', 'essentials', 'recommendations'];
