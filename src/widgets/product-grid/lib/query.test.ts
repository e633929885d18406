import { describe, expect, it } from 'vitest';
import { gridSearch, includesMixed, readGridQuery } from './query';

describe('the listing’s address', () => {
  it('reads repeated genders and families, the size and the page, leaving out what it does not know', () => {
    expect(readGridQuery('gender=BOY&gender=ALIEN&size=4%20ans&family=TOPS&family=DRESSES&page=3')).toEqual({
      genders: ['BOY'],
      size: '4 ans',
      families: ['TOPS', 'DRESSES'],
      page: 3,
    });
    expect(readGridQuery('page=-2')).toEqual({ genders: [], size: null, families: [], page: 1 });
  });

  it('changes a filter, back to page 1, and keeps the rest', () => {
    expect(gridSearch('search=robe&size=M&page=4', { genders: ['WOMAN', 'GIRL'] })).toBe('?search=robe&size=M&gender=WOMAN&gender=GIRL');
    expect(gridSearch('size=M&page=4', { size: null })).toBe('');
    expect(gridSearch('family=TOPS', { page: 2 })).toBe('?family=TOPS&page=2');
  });

  it('says MIXED comes with a single kid gender only', () => {
    expect(includesMixed(['BOY'])).toBe(true);
    expect(includesMixed(['GIRL'])).toBe(true);
    expect(includesMixed(['WOMAN'])).toBe(false);
    expect(includesMixed(['MIXED'])).toBe(false);
    expect(includesMixed(['BOY', 'GIRL'])).toBe(false);
  });
});
