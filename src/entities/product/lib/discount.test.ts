import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('rounds the markdown down to a multiple of 5', () => {
    expect(discountPercent(20, 30)).toBe(30); // 33.3 %
    expect(discountPercent(31.9, 39.9)).toBe(20); // 20.05 %
    expect(discountPercent(26.9, 39.9)).toBe(30); // 32.6 %
    expect(discountPercent(14.9, 29.9)).toBe(50); // 50.2 %
    expect(discountPercent(7.5, 10)).toBe(25);
  });

  it('keeps an exact multiple of 5 despite the cents', () => {
    expect(discountPercent(23.92, 29.9)).toBe(20);
    expect(discountPercent(0.7, 1)).toBe(30);
  });

  it('shows no badge without a markdown or below 5 %', () => {
    expect(discountPercent(20, null)).toBeNull();
    expect(discountPercent(20, 20)).toBeNull();
    expect(discountPercent(20, 18)).toBeNull();
    expect(discountPercent(19.5, 20)).toBeNull(); // 2.5 %
  });
});
