import { expect, it } from 'vitest';
import { ecommerceItem, viewDay } from './ecommerce';

const product = { id: 42, name: 'Robe à fleurs', brand: 'Petit Bateau', lc_price: 24.9 };

it('gives a product as GA4 names its fields, its size only once chosen', () => {
  expect(ecommerceItem(product)).toEqual({ item_id: '42', item_name: 'Robe à fleurs', item_brand: 'Petit Bateau', price: 24.9, quantity: 1 });
  expect(ecommerceItem(product, '4 ans', 2)).toEqual({ item_id: '42', item_name: 'Robe à fleurs', item_brand: 'Petit Bateau', item_variant: '4 ans', price: 24.9, quantity: 2 });
});

it('counts views per calendar day', () => {
  expect(viewDay(new Date('2026-11-26T23:59:00Z'))).toBe('2026-11-26');
});
