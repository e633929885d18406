import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type ProductVariant = Schemas['ProductVariant'];
export type ProductFamily = Schemas['ProductFamily'];
export type Look = Schemas['Look'];
export type SuggestionList = Schemas['SuggestionList'];
export type ShopProductSearch = Schemas['ShopProductSearch'];
export type ProductGender = Schemas['ProductGender'];

/** The six category filters, in the order they are offered. */
export const PRODUCT_FAMILIES: readonly ProductFamily[] = ['TOPS', 'KNITWEAR', 'BOTTOMS', 'DRESSES', 'ACCESSORIES', 'OTHER'];
