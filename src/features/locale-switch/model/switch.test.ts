import { afterEach, describe, expect, it } from 'vitest';
import { pathInLocale, rememberPair, selectedPair } from './switch';

afterEach(() => {
  for (const name of ['lc_country', 'lc_locale']) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('the locale switch', () => {
  it('keeps the page, its query and hash, in the other locale', () => {
    expect(pathInLocale('/de/shop/cart?x=1#pay', 'nl')).toBe('/nl/shop/cart?x=1#pay');
    expect(pathInLocale('/de', 'fr')).toBe('/');
    expect(pathInLocale('/faq', 'es')).toBe('/es/faq');
  });
  it('shows the chosen country when it speaks the locale, else the locale home country', () => {
    expect(selectedPair('nl', 'lc_country=BE').tag).toBe('nl-BE');
    expect(selectedPair('nl', 'lc_country=DE').tag).toBe('nl-NL');
    expect(selectedPair('fr', '').tag).toBe('fr-FR');
  });
  it('remembers the country and the locale in cookies', () => {
    rememberPair({ country: 'AT', tag: 'de-AT', locale: 'de', label: 'Österreich · Deutsch' });
    expect(document.cookie).toContain('lc_country=AT');
    expect(document.cookie).toContain('lc_locale=de');
  });
});

describe('the pairs offered', () => {
  it('are the country and locale pairs of seed 001 §9, each in its own language', async () => {
    const { COUNTRY_LOCALES } = await import('@/shared/config');
    expect(COUNTRY_LOCALES.map((pair) => `${pair.country} ${pair.tag}`)).toEqual(['FR fr-FR', 'BE fr-BE', 'BE nl-BE', 'DE de-DE', 'AT de-AT', 'LU fr-LU', 'LU de-LU', 'NL nl-NL', 'ES es-ES']);
    for (const pair of COUNTRY_LOCALES) expect(pair.tag.startsWith(`${pair.locale}-`)).toBe(true);
  });
});
