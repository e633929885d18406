import { describe, expect, it } from 'vitest';
import { cleanPath, localePath, productIdFromParam, splitLocale } from './path';

describe('locale paths', () => {
  it('reads the locale from the prefix, fr without one', () => {
    expect(splitLocale('/de/shop/cart')).toEqual({ locale: 'de', path: '/shop/cart' });
    expect(splitLocale('/nl')).toEqual({ locale: 'nl', path: '/' });
    expect(splitLocale('/shop')).toEqual({ locale: 'fr', path: '/shop' });
    expect(splitLocale('/deals')).toEqual({ locale: 'fr', path: '/deals' });
    expect(splitLocale('/es/')).toEqual({ locale: 'es', path: '/' });
  });
  it('writes a route path in a locale', () => {
    expect(localePath('/shop', 'fr')).toBe('/shop');
    expect(localePath('/shop', 'es')).toBe('/es/shop');
    expect(localePath('/', 'de')).toBe('/de');
  });
});

describe('cleanPath', () => {
  it('removes encoded euro, pound, dollar and question marks', () => {
    expect(cleanPath('/shop%E2%82%AC')).toBe('/shop');
    expect(cleanPath('/shop/%C2%A3robes')).toBe('/shop/robes');
    expect(cleanPath('/faq%3F')).toBe('/faq');
    expect(cleanPath('/de/shop%24/cart')).toBe('/de/shop/cart');
    expect(cleanPath('/%e2%82%ac')).toBe('/');
  });
  it('leaves a clean path alone', () => {
    expect(cleanPath('/shop/robes')).toBeNull();
  });
});

describe('productIdFromParam', () => {
  it('keeps the part before the dash', () => {
    expect(productIdFromParam('123-robe-fleurie')).toBe('123');
    expect(productIdFromParam('123')).toBe('123');
  });
});
