import { describe, expect, it } from 'vitest';
import { cardBrandName } from './brand';

describe('cardBrandName', () => {
  it('writes the brands as their owners do, and gives nothing for a brand it does not know', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('unknown')).toBeNull();
    expect(cardBrandName(null)).toBeNull();
  });
});
