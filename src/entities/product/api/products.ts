import { api, unwrap } from '@/shared/api';
import { query } from '@/shared/lib';
import type { Product } from '../model/types';

/** A product of the catalogue; with `forShop`, only one the shop sells. */
export function getProduct(productId: number, forShop = false): Promise<Product> {
  return unwrap(api.GET('/products/{productId}', { params: { path: { productId }, query: forShop ? { for_shop: true } : {} } }));
}

/** A product as a page reads it (`forShop`: one the shop sells). */
export const productQuery = (locale: string, productId: number, forShop = false) =>
  query(`${forShop ? 'shop-product' : 'product'}:${locale}:${productId}`, () => getProduct(productId, forShop));
