import { api, unwrap } from '@/shared/api';
import type { Product } from '../model/types';

/** A product of the catalogue; with `forShop`, only one the shop sells. */
export function getProduct(productId: number, forShop = false): Promise<Product> {
  return unwrap(api.GET('/products/{productId}', { params: { path: { productId }, query: forShop ? { for_shop: true } : {} } }));
}
