import { describe, expect, it } from 'vitest';
import { parseExpiry } from './expiry';

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
  });

  it('refuses anything else', () => {
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});
