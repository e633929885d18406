import { describe, expect, it } from 'vitest';
import { SIZE_BANDS, sizeBandForBirthdate, sizeBandValues } from './size-bands';

/** The day `days` days away from a `YYYY-MM-DD` day. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const BORN = '2012-05-15';

/** Each band's upper edge for a child born on 15 May 2012, written out by hand, with the band that follows it. */
const EDGES = [
  ['1 mois', '2012-06-15', '3 mois'],
  ['3 mois', '2012-08-15', '6 mois'],
  ['6 mois', '2012-11-15', '9 mois'],
  ['9 mois', '2013-02-15', '12 mois'],
  ['12 mois', '2013-05-15', '18 mois'],
  ['18 mois', '2013-11-15', '2 ans'],
  ['2 ans', '2014-05-15', '3 ans'],
  ['3 ans', '2015-05-15', '4 ans'],
  ['4 ans', '2016-05-15', '5 ans'],
  ['5 ans', '2017-05-15', '6 ans'],
  ['6 ans', '2018-05-15', '8 ans'],
  ['8 ans', '2020-05-15', '10 ans'],
  ['10 ans', '2022-05-15', '12 ans'],
  ['12 ans', '2024-05-15', '14 ans'],
] as const;

describe('sizeBandForBirthdate', () => {
  it('lists the fifteen bands of the seed, youngest first', () => {
    expect(SIZE_BANDS.map((band) => band.label)).toEqual(['1 mois', '3 mois', '6 mois', '9 mois', '12 mois', '18 mois', '2 ans', '3 ans', '4 ans', '5 ans', '6 ans', '8 ans', '10 ans', '12 ans', '14 ans']);
  });

  it.each(EDGES)('%s: the day before and the day of %s stay in it, the day after is %s', (band, edge, next) => {
    expect(sizeBandForBirthdate(BORN, shift(edge, -1))).toBe(band);
    expect(sizeBandForBirthdate(BORN, edge)).toBe(band);
    expect(sizeBandForBirthdate(BORN, shift(edge, 1))).toBe(next);
  });

  it('a newborn wears 1 mois from the day of birth; no band before it', () => {
    expect(sizeBandForBirthdate(BORN, '2012-05-14')).toBeNull();
    expect(sizeBandForBirthdate(BORN, BORN)).toBe('1 mois');
    expect(sizeBandForBirthdate(BORN, '2012-05-16')).toBe('1 mois');
  });

  it('2 ans fits from 18 months and a day to 2 years; 14 ans from 12 years and a day', () => {
    expect(sizeBandForBirthdate(BORN, '2013-11-16')).toBe('2 ans');
    expect(sizeBandForBirthdate(BORN, '2014-05-15')).toBe('2 ans');
    expect(sizeBandForBirthdate(BORN, '2024-05-16')).toBe('14 ans');
  });

  it('14 ans stays the band from the 14th birthday to the day before the 15th, then there is none', () => {
    expect(sizeBandForBirthdate(BORN, '2026-05-14')).toBe('14 ans');
    expect(sizeBandForBirthdate(BORN, '2026-05-15')).toBe('14 ans');
    expect(sizeBandForBirthdate(BORN, '2026-05-16')).toBe('14 ans');
    expect(sizeBandForBirthdate(BORN, '2027-05-14')).toBe('14 ans');
    expect(sizeBandForBirthdate(BORN, '2027-05-15')).toBeNull();
    expect(sizeBandForBirthdate(BORN, '2027-05-16')).toBeNull();
  });

  it('born on 29 February: an anniversary a month lacks falls after its last day', () => {
    const leap = '2020-02-29';
    // 12 months: 28 February 2021.
    expect(sizeBandForBirthdate(leap, '2021-02-27')).toBe('12 mois');
    expect(sizeBandForBirthdate(leap, '2021-02-28')).toBe('12 mois');
    expect(sizeBandForBirthdate(leap, '2021-03-01')).toBe('18 mois');
    // 4 years: 29 February 2024, a leap year again.
    expect(sizeBandForBirthdate(leap, '2024-02-28')).toBe('4 ans');
    expect(sizeBandForBirthdate(leap, '2024-02-29')).toBe('4 ans');
    expect(sizeBandForBirthdate(leap, '2024-03-01')).toBe('5 ans');
    // 15th birthday: 1 March 2035, as the server counts it.
    expect(sizeBandForBirthdate(leap, '2035-02-28')).toBe('14 ans');
    expect(sizeBandForBirthdate(leap, '2035-03-01')).toBeNull();
  });

  it('born on the 31st: a band ends on the last day of a shorter month', () => {
    expect(sizeBandForBirthdate('2023-01-31', '2023-02-27')).toBe('1 mois');
    expect(sizeBandForBirthdate('2023-01-31', '2023-02-28')).toBe('1 mois');
    expect(sizeBandForBirthdate('2023-01-31', '2023-03-01')).toBe('3 mois');
    // Three months after 31 August is 30 November.
    expect(sizeBandForBirthdate('2023-08-31', '2023-11-30')).toBe('3 mois');
    expect(sizeBandForBirthdate('2023-08-31', '2023-12-01')).toBe('6 mois');
  });

  it('months are counted across the turn of the year', () => {
    expect(sizeBandForBirthdate('2023-11-20', '2024-02-20')).toBe('3 mois');
    expect(sizeBandForBirthdate('2023-11-20', '2024-02-21')).toBe('6 mois');
  });

  it('reads today as a local Date and a full ISO birthdate', () => {
    expect(sizeBandForBirthdate('2012-05-15T00:00:00.000Z', new Date(2013, 4, 15, 23, 30))).toBe('12 mois');
    expect(sizeBandForBirthdate(BORN, new Date(2013, 4, 16, 0, 5))).toBe('18 mois');
  });

  it('answers nothing for a day that does not exist', () => {
    expect(sizeBandForBirthdate('2023-02-29', '2023-06-01')).toBeNull();
    expect(sizeBandForBirthdate('15/05/2012', '2023-06-01')).toBeNull();
    expect(sizeBandForBirthdate(BORN, new Date(Number.NaN))).toBeNull();
  });
});

describe('sizeBandValues', () => {
  it('reads a size band as a count and a unit, and nothing else', () => {
    expect(['1 mois', '18 mois', '2 ans', '14 ans', 'M', '38', '4ans'].map(sizeBandValues)).toEqual([
      { count: 1, unit: 'months' },
      { count: 18, unit: 'months' },
      { count: 2, unit: 'years' },
      { count: 14, unit: 'years' },
      null,
      null,
      null,
    ]);
  });
});
