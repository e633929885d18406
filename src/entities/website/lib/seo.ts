import type { SeoMetadata } from '../api/website';

/**
 * The slug of a page's metadata: its path without locale prefix nor leading slash (seed 001 §2:
 * the German prefix, like every prefix, is gone before this). The kid home is `kid` and the woman
 * gift card page (`/giftcard?for=woman`) `giftcard/woman`; they have their own.
 */
export function seoSlug(path: string, search: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '');
  if (slug === '') return 'kid';
  if (slug === 'giftcard' && new URLSearchParams(search).get('for') === 'woman') return 'giftcard/woman';
  return slug;
}

/** A page's metadata: its own, else the default (the empty slug). */
export function pickSeo(list: readonly SeoMetadata[], slug: string): SeoMetadata | null {
  return list.find((entry) => entry.slug === slug) ?? list.find((entry) => entry.slug === '') ?? null;
}

/** The title in the browser's tab and in search results: the page's, followed by the brand unless it names it. */
export function fullTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} · ${brand}`;
}
