import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDate, daysBetween, todayInFrance } from './dates';

describe('calendar dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-05', -5)).toBe('2026-02-28');
  });

  it('adds months, keeping the day or the month’s last one', () => {
    expect(addMonths('2026-03-19', 2)).toBe('2026-05-19');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('counts the days between two dates, negative backwards, whatever the clock change', () => {
    expect(daysBetween('2026-03-05', '2026-03-19')).toBe(14);
    expect(daysBetween('2026-03-20', '2026-04-05')).toBe(16);
    expect(daysBetween('2026-05-05', '2026-04-20')).toBe(-15);
  });

  it('reads today in France, a day ahead of New York late in the evening', () => {
    expect(todayInFrance(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  });

  it('gives the local midnight of a day', () => {
    const date = calendarDate('2026-03-19');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 19, 0]);
  });
});
