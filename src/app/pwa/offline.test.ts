import { describe, expect, it } from 'vitest';
import { CACHED_API, offlinePageFor } from './offline';

describe('offlinePageFor', () => {
  it('answers each locale with its own page, French without prefix', () => {
    expect(offlinePageFor('/')).toBe('/offline.html');
    expect(offlinePageFor('/shop/cart')).toBe('/offline.html');
    expect(offlinePageFor('/de')).toBe('/de/offline.html');
    expect(offlinePageFor('/nl/shop/all-products')).toBe('/nl/offline.html');
    expect(offlinePageFor('/es/infos/preview')).toBe('/es/offline.html');
  });

  it('does not take a path that only starts like a locale for one', () => {
    expect(offlinePageFor('/design')).toBe('/offline.html');
    expect(offlinePageFor('/esprit/de')).toBe('/offline.html');
  });
});

describe('CACHED_API', () => {
  it('keeps the messages and no other call', () => {
    expect(CACHED_API.test('/api/website/translations/fr')).toBe(true);
    expect(CACHED_API.test('/api/website/translations/de')).toBe(true);
    expect(CACHED_API.test('/api/clients/me')).toBe(false);
    expect(CACHED_API.test('/api/website/seo-metadata')).toBe(false);
    expect(CACHED_API.test('/api/admin/website/translations/fr/x')).toBe(false);
  });
});
