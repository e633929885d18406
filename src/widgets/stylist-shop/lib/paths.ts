import { productSlug } from '@/entities/product';
import { SECTION_SLUGS, type KidCollectionSlug } from '../model/types';

/** Whose shop a page shows: the client's own (`/your-shop`, for its first profile) or a profile's (`/{kidId}/your-shop`). */
export interface ShopScope {
  kidId: number;
  own: boolean;
}

/**
 * The address of a shop's overview (no slug) or section. The client's own shop has no promo
 * page: its promo section is the profile's.
 */
export function sectionPath({ kidId, own }: ShopScope, slug?: KidCollectionSlug): string {
  if (own && slug !== 'promo') return slug ? `/your-shop/${slug}` : '/your-shop';
  return slug ? `/${kidId}/your-shop/${slug}` : `/${kidId}/your-shop`;
}

/** A product of a section (`id-name`): only a profile's shop has product pages. */
export function productPath(kidId: number, slug: KidCollectionSlug, product: { id: number; name: string }): string {
  return `/${kidId}/your-shop/${slug}/${productSlug(product)}`;
}

const SECTION_IN_PATH = new RegExp(`/your-shop/(${SECTION_SLUGS.join('|')})(?:/|$)`);

/** The section a shop path names, or null for an overview. */
export function sectionOfPath(path: string): KidCollectionSlug | null {
  return (SECTION_IN_PATH.exec(path)?.[1] as KidCollectionSlug | undefined) ?? null;
}
