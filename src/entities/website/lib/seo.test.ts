import { describe, expect, it } from 'vitest';
import type { SeoMetadata } from '../api/website';
import { fullTitle, pickSeo, seoSlug } from './seo';

const entry = (slug: string): SeoMetadata => ({ slug, title: slug || 'default', description: '', keywords: '', og: { type: 'website', image_url: '/og.png', image_alt: '' } });

describe('the metadata of a page', () => {
  it('is looked up by the path without its prefix, the kid home and the woman gift card page having their own', () => {
    expect(seoSlug('/', '')).toBe('kid');
    expect(seoSlug('/woman', '')).toBe('woman');
    expect(seoSlug('/shop/all-products', 'page=2')).toBe('shop/all-products');
    expect(seoSlug('/giftcard', 'for=woman')).toBe('giftcard/woman');
    expect(seoSlug('/giftcard', 'for=kid')).toBe('giftcard');
    expect(seoSlug('/shop/robes/', '')).toBe('shop/robes');
  });

  it('falls back on the default for a page without its own', () => {
    const list = [entry(''), entry('kid'), entry('shop')];
    expect(pickSeo(list, 'shop')?.title).toBe('shop');
    expect(pickSeo(list, 'shop/robes')?.title).toBe('default');
    expect(pickSeo([], 'shop')).toBeNull();
  });

  it('titles the page with the brand once', () => {
    expect(fullTitle('Tous les produits', 'Little Closet')).toBe('Tous les produits · Little Closet');
    expect(fullTitle('Little Closet, la styliste des familles', 'Little Closet')).toBe('Little Closet, la styliste des familles');
  });
});
