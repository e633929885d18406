import { describe, expect, it } from 'vitest';
import { productPath, sectionOfPath, sectionPath } from './paths';

describe('stylist shop paths', () => {
  it('keeps the client’s own shop under /your-shop, except its promo section which is the profile’s', () => {
    const own = { kidId: 11, own: true };
    expect(sectionPath(own)).toBe('/your-shop');
    expect(sectionPath(own, 'new')).toBe('/your-shop/new');
    expect(sectionPath(own, 'promo')).toBe('/11/your-shop/promo');
  });
  it('puts a profile’s shop and its products under its id', () => {
    const leo = { kidId: 11, own: false };
    expect(sectionPath(leo)).toBe('/11/your-shop');
    expect(sectionPath(leo, 'looks')).toBe('/11/your-shop/looks');
    expect(productPath(11, 'essentials', { id: 40, name: 'Bonnet rayé' })).toBe('/11/your-shop/essentials/40-bonnet-raye');
  });
  it('reads the section of a path, none for an overview', () => {
    expect(sectionOfPath('/your-shop')).toBeNull();
    expect(sectionOfPath('/shop/your-shop')).toBeNull();
    expect(sectionOfPath('/11/your-shop')).toBeNull();
    expect(sectionOfPath('/your-shop/recommendations')).toBe('recommendations');
    expect(sectionOfPath('/11/your-shop/promo/40-robe')).toBe('promo');
    expect(sectionOfPath('/11/your-shop/newest')).toBeNull();
  });
});
