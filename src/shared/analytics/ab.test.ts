import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking } from '@/shared/testing';
import { VISITOR_COOKIE, assignedVariant, variantOf, visitorId } from './ab';

const layer = dataLayerEntries;
const clearCookie = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);

beforeEach(() => {
  // A decision drops what earlier tests left waiting for one (exposures before consent).
  writeConsent({ measurement: false, advertising: false });
  forgetTracking();
  localStorage.clear();
  sessionStorage.clear();
  clearCookie(VISITOR_COOKIE);
  window.history.replaceState(null, '', '/');
});
afterEach(forgetTracking);

describe('variantOf', () => {
  it('gives a visitor the same variant every time, kept in lc_vid', () => {
    const first = variantOf('home-cta', ['A', 'B']);
    const visitor = visitorId();
    expect(document.cookie).toContain(`${VISITOR_COOKIE}=${visitor}`);
    for (let visit = 0; visit < 5; visit++) expect(variantOf('home-cta', ['A', 'B'])).toBe(first);
  });

  it('spreads visitors over the variants', () => {
    const seen = new Set(Array.from({ length: 40 }, (_, index) => assignedVariant('home-cta', ['A', 'B'], `visitor${index}`)));
    expect(seen).toEqual(new Set(['A', 'B']));
  });

  it('is forced by ?ab_<test>=<variant> for the session, an unknown variant ignored', () => {
    const natural = assignedVariant('home-cta', ['A', 'B'], visitorId());
    const other = natural === 'A' ? 'B' : 'A';
    window.history.replaceState(null, '', `/?ab_home-cta=${other}`);
    expect(variantOf('home-cta', ['A', 'B'])).toBe(other);
    window.history.replaceState(null, '', '/shop');
    expect(variantOf('home-cta', ['A', 'B'])).toBe(other);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/?ab_home-cta=Z');
    expect(variantOf('home-cta', ['A', 'B'])).toBe(natural);
  });

  it('records the exposure once per test, only with measurement consent: on a first visit once the visitor decides', () => {
    const variant = variantOf('home-cta', ['A', 'B']);
    expect(layer()).toEqual([]);
    writeConsent({ measurement: true, advertising: false });
    expect(layer()).toEqual([{ event: 'ab_test', label: 'test A/B', id: 'home-cta', test: 'home-cta', variant }]);
    variantOf('home-cta', ['A', 'B']);
    variantOf('home-cta', ['A', 'B']);
    expect(layer()).toHaveLength(1);
  });

  it('records no exposure for a visitor who refused measurement', () => {
    writeConsent({ measurement: false, advertising: true });
    variantOf('home-cta', ['A', 'B']);
    writeConsent({ measurement: true, advertising: true });
    expect(layer()).toEqual([]);
  });
});
