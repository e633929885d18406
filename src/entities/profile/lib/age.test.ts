import { describe, expect, it } from 'vitest';
import { ageInMonths } from './age';

describe('ageInMonths', () => {
  it('counts a month on the day of the month of birth, not before', () => {
    expect(ageInMonths('2024-03-15', new Date(2024, 3, 14))).toBe(0);
    expect(ageInMonths('2024-03-15', new Date(2024, 3, 15))).toBe(1);
    expect(ageInMonths('2020-11-30', new Date(2026, 10, 29))).toBe(71);
    expect(ageInMonths('2020-11-30', new Date(2026, 10, 30))).toBe(72);
  });
  it('answers nothing without a birthdate or before it', () => {
    expect(ageInMonths(null, new Date(2026, 0, 1))).toBeNull();
    expect(ageInMonths('2026-02-01', new Date(2026, 0, 1))).toBeNull();
  });
});
