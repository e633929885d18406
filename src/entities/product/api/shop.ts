import { api, unwrap } from '@/shared/api';
import { query } from '@/shared/lib';
import type { Look, ShopProductSearch } from '../model/types';

/** The shop's products holding every word of `search` (name in the page's language, brand, reference). */
export function searchShopProducts(search: string, page = 1): Promise<ShopProductSearch> {
  return unwrap(api.GET('/shop/products', { params: { query: { search, page } } }));
}

/** A look with the products the shop sells of it. */
export function getShopLook(lookId: number): Promise<Look> {
  return unwrap(api.GET('/shop/looks/{lookId}', { params: { path: { lookId } } }));
}

export const shopLookQuery = (locale: string, lookId: number) => query(`shop-look:${locale}:${lookId}`, () => getShopLook(lookId));
export const shopSearchQuery = (locale: string, search: string, page: number) => query(`shop-search:${locale}:${search}:${page}`, () => searchShopProducts(search, page));
