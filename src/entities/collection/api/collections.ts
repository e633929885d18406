import { api, unwrap, type paths } from '@/shared/api';
import type { ShopCollection, ShopCollectionProducts } from '../model/types';

/** page, page_size, gender (repeated), size, family (repeated). */
export type CollectionQuery = NonNullable<paths['/shop/product-collections/{slug}/products']['get']['parameters']['query']>;

/** The collections the shop shows, in its order. */
export function listShopCollections(): Promise<ShopCollection[]> {
  return unwrap(api.GET('/shop/product-collections', { params: { query: { is_shop: true } } }));
}

export function getShopCollection(slug: string): Promise<ShopCollection> {
  return unwrap(api.GET('/shop/product-collections/{slug}', { params: { path: { slug } } }));
}

/** A page of the collection's products under the filters, and the filters it offers. */
export function listCollectionProducts(slug: string, query: CollectionQuery): Promise<ShopCollectionProducts> {
  return unwrap(api.GET('/shop/product-collections/{slug}/products', { params: { path: { slug }, query } }));
}
