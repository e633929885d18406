import { describe, expect, it } from 'vitest';
import { bySoonest, daysLeft, parisDay } from './deadline';

describe('return deadlines, counted in France', () => {
  it('reads the day of an instant in Paris, not in UTC', () => {
    expect(parisDay('2026-11-26T22:59:59.999Z')).toBe('2026-11-26');
    expect(parisDay('2026-11-26T23:00:00.000Z')).toBe('2026-11-27');
  });

  it('counts whole days left: several, none on the last day, negative once passed', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    expect(daysLeft('2026-12-03T22:59:59.999Z', now)).toBe(7);
    expect(daysLeft('2026-11-26T22:59:59.999Z', now)).toBe(0);
    expect(daysLeft('2026-11-25T22:59:59.999Z', now)).toBe(-1);
  });

  it('counts across the change to summer time without losing a day', () => {
    expect(daysLeft('2026-03-30T21:59:59.999Z', new Date('2026-03-28T10:00:00Z'))).toBe(2);
  });

  it('puts the soonest deadline first', () => {
    const items = [{ d: '2026-12-09T22:59:59Z' }, { d: '2026-11-30T22:59:59Z' }, { d: '2026-12-01T22:59:59Z' }];
    expect(bySoonest(items, (item) => item.d).map((item) => item.d.slice(0, 10))).toEqual(['2026-11-30', '2026-12-01', '2026-12-09']);
  });
});
