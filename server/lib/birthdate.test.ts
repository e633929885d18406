import { describe, expect, it } from 'vitest';
import { addMonths, birthdateProblem, todayInFrance } from './birthdate';

describe('birthdateProblem', () => {
  const today = '2026-06-15';

  it('accepts a kid born today and one the day before its 15th birthday', () => {
    expect(birthdateProblem('2026-06-15', true, today)).toBeNull();
    expect(birthdateProblem('2011-06-16', true, today)).toBeNull();
  });

  it('refuses a kid on its 15th birthday and after', () => {
    expect(birthdateProblem('2011-06-15', true, today)).toBe('KID_TOO_OLD');
    expect(birthdateProblem('2011-06-14', true, today)).toBe('KID_TOO_OLD');
    expect(birthdateProblem('1980-01-01', true, today)).toBe('KID_TOO_OLD');
  });

  it('refuses a birthdate after today, for a kid and for a woman', () => {
    expect(birthdateProblem('2026-06-16', true, today)).toBe('INVALID_BIRTHDATE');
    expect(birthdateProblem('2026-06-16', false, today)).toBe('INVALID_BIRTHDATE');
  });

  it('has no age limit for a woman', () => {
    expect(birthdateProblem('1950-03-02', false, today)).toBeNull();
  });

  it('reaches the 15th birthday of a 29 February on 1 March of a common year', () => {
    expect(birthdateProblem('2012-02-29', true, '2027-02-28')).toBeNull();
    expect(birthdateProblem('2012-02-29', true, '2027-03-01')).toBe('KID_TOO_OLD');
  });
});

describe('todayInFrance', () => {
  it('is the date in Paris, already the next day there before midnight UTC', () => {
    expect(todayInFrance(new Date('2026-06-15T21:59:59Z'))).toBe('2026-06-15');
    expect(todayInFrance(new Date('2026-06-15T22:00:00Z'))).toBe('2026-06-16');
    expect(todayInFrance(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-11-23', 2, '2027-01-23'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-12-15', 6, '2027-06-15'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});
