import { describe, expect, it } from 'vitest';
import { endOfDayInFrance, withdrawalDeadline } from '../lib/returns-rules';
import { barcodeOf, luhnDigit } from './labels';

describe('barcodes', () => {
  it('end with the Luhn check digit of their ten digits', () => {
    expect(luhnDigit('7992739871')).toBe('3');
    expect(barcodeOf(1)).toMatch(/^LC\d{11}$/);
  });

  it('differ for every label id, and do not follow each other', () => {
    const codes = Array.from({ length: 5000 }, (_, i) => barcodeOf(i + 1));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Number(codes[1]!.slice(2, 12)) - Number(codes[0]!.slice(2, 12))).not.toBe(1);
    for (const code of codes.slice(0, 50)) expect(luhnDigit(code.slice(2, 12))).toBe(code.slice(12));
  });
});

describe('the withdrawal deadline', () => {
  it('is the end of the 14th day after delivery in France, summer and winter time alike', () => {
    expect(endOfDayInFrance('2026-07-10').toISOString()).toBe('2026-07-10T21:59:59.999Z');
    expect(endOfDayInFrance('2026-12-10').toISOString()).toBe('2026-12-10T22:59:59.999Z');
    // Delivered on 20 October at 23:30 in Paris (21:30 UTC): its 14 days run to 3 November, after the clocks went back.
    expect(withdrawalDeadline(new Date('2026-10-20T21:30:00Z')).toISOString()).toBe('2026-11-03T22:59:59.999Z');
  });
});
