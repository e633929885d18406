import { api, unwrap, type paths } from '@/shared/api';
import { query } from '@/shared/lib';
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

/** The reads of the shop's pages, named for the page loaders and the components alike. */
export const shopCollectionsQuery = (locale: string) => query(`shop-collections:${locale}`, listShopCollections);
export const shopCollectionQuery = (locale: string, slug: string) => query(`shop-collection:${locale}:${slug}`, () => getShopCollection(slug));
export const collectionProductsQuery = (locale: string, slug: string, filters: CollectionQuery) =>
  query(`shop-products:${locale}:${slug}:${JSON.stringify(filters)}`, () => listCollectionProducts(slug, filters));
