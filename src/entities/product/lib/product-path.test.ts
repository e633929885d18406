import { describe, expect, it } from 'vitest';
import { productIdFromParam } from '@/shared/lib';
import { productSlug } from './product-path';

describe('a product in an address', () => {
  it('is its id and its name in plain words, read back as the id', () => {
    expect(productSlug({ id: 31, name: 'T-shirt rayé à pois' })).toBe('31-t-shirt-raye-a-pois');
    expect(productIdFromParam(productSlug({ id: 31, name: 'Größe Übergangsjacke' }))).toBe('31');
  });

  it('is the id alone when the name has no letters to show', () => {
    expect(productSlug({ id: 7, name: '★' })).toBe('7');
  });
});
