import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type ShopCollection = Schemas['ShopCollection'];
export type ShopCollectionProducts = Schemas['ShopCollectionProducts'];
export type ShopFilters = Schemas['ShopFilters'];

/** The slug that stands for every product of the shop. */
export const ALL_PRODUCTS = 'all-products';
export const BIRTH_GIFT = 'birth-gift';
