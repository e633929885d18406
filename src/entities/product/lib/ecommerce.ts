import type { EcommerceItem } from '@/shared/analytics';
import type { Product } from '../model/types';

/**
 * A product as GA4's e-commerce events carry it: its size (`item_variant`) once one is chosen, at
 * `lc_price` (a cart's or an order's line gives its own price there).
 */
export function ecommerceItem(product: Pick<Product, 'id' | 'name' | 'brand' | 'lc_price'>, size?: string, quantity = 1): EcommerceItem {
  return { item_id: String(product.id), item_name: product.name, item_brand: product.brand, ...(size ? { item_variant: size } : {}), price: product.lc_price, quantity };
}

/** The day a view is counted for: a list or a product seen again the same day is not recorded twice. */
export const viewDay = (now = new Date()) => now.toISOString().slice(0, 10);
