import { afterEach, describe, expect, it } from 'vitest';
import { landingFromQuery, landingQuery, landingState, landingWishes, keepLandingQuery } from './landing-state';

afterEach(() => sessionStorage.clear());

describe('the landing state', () => {
  it('reads the sugg_* parameters of a landing link', () => {
    expect(landingFromQuery('?sugg_g=boy&sugg_t=4%20ans&sugg_b=5%20ans&sugg_c=summer-collection&sugg_ids=31,%2032,31,abc,-4', null)).toEqual({
      gender: 'BOY',
      topSize: '4 ans',
      bottomSize: '5 ans',
      collection: 'summer-collection',
      wishes: [31, 32],
    });
  });

  it('keeps the state of the visit when an address carries none of them, and changes only what a new link says', () => {
    const kept = landingFromQuery('?sugg_g=WOMAN&sugg_t=M&sugg_b=38', null);
    expect(landingFromQuery('?page=2', kept)).toBe(kept);
    expect(landingFromQuery('?sugg_b=40&sugg_g=man&sugg_c=%3Cscript%3E', kept)).toEqual({ gender: 'WOMAN', topSize: 'M', bottomSize: '40', collection: null, wishes: [] });
  });

  it('is kept for the visit, with the products the link put forward', () => {
    expect(landingState()).toBeNull();
    keepLandingQuery('?tab=1');
    expect(landingState()).toBeNull();
    keepLandingQuery('?sugg_g=GIRL&sugg_ids=12,13');
    keepLandingQuery('?sugg_t=6%20ans');
    expect(landingState()).toEqual({ gender: 'GIRL', topSize: '6 ans', bottomSize: null, collection: null, wishes: [12, 13] });
    expect(landingWishes()).toEqual([12, 13]);
  });
});

describe('the landing suggestions call', () => {
  const state = { gender: 'GIRL' as const, topSize: '4 ans', bottomSize: '5 ans', collection: null, wishes: [] };

  it('needs a gender and both sizes (gender and size must be defined)', () => {
    expect(landingQuery(null)).toBeNull();
    expect(landingQuery({ ...state, gender: null })).toBeNull();
    expect(landingQuery({ ...state, bottomSize: null })).toBeNull();
    expect(landingQuery(state)).toEqual({ gender: 'GIRL', top_size: '4 ans', bottom_size: '5 ans' });
  });

  it('filters by the family a link names as its collection', () => {
    expect(landingQuery({ ...state, collection: 'dresses' })).toMatchObject({ categories: ['DRESSES'] });
    expect(landingQuery({ ...state, collection: 'summer-collection' })).not.toHaveProperty('categories');
  });
});
