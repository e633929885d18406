import { describe, expect, it } from 'vitest';
import { translator } from '@/shared/testing';
import { codeErrorKey } from './code';

const problem = (type: string, detail?: string) => ({ type, title: 'Refused', status: 409, ...(detail && { detail }) });

describe('codeErrorKey', () => {
  it('tells each refusal of seed 001 section 8 by its type or its detail', () => {
    expect(codeErrorKey(problem('GIFT_CARD_ALREADY_USED'))).toBe('website.error.code.GIFT_CARD_ALREADY_USED');
    expect(codeErrorKey(problem('COUPON_CODE_ALREADY_USED'))).toBe('website.error.code.COUPON_CODE_ALREADY_USED');
    expect(codeErrorKey(problem('GIFT_CARD_EXPIRED'))).toBe('website.error.code.GIFT_CARD_EXPIRED');
    expect(codeErrorKey(problem('COUPON_CODE_EXPIRED'))).toBe('website.error.code.COUPON_CODE_EXPIRED');
    expect(codeErrorKey(problem('DISCOUNT_NOT_ELIGIBLE', 'No eligible kid for birthday offer'))).toBe('website.error.code.noEligibleKid');
    expect(codeErrorKey(problem('DISCOUNT_NOT_ELIGIBLE', 'Not enough loyalty points. Minimum: 200.00'))).toBe('website.error.code.loyaltyMinimum200');
    expect(codeErrorKey(problem('DISCOUNT_NOT_ELIGIBLE', 'Minimum: 600.00'))).toBe('website.error.code.loyaltyMinimum600');
  });

  it('says any other refusal is an invalid code, and a call without answer could not check it', () => {
    expect(codeErrorKey({ ...problem('DISCOUNT_NOT_FOUND'), status: 404 })).toBe('website.error.code.invalid');
    expect(codeErrorKey(problem('DISCOUNT_NOT_ELIGIBLE', 'Minimum: 900.00'))).toBe('website.error.code.invalid');
    expect(codeErrorKey(new TypeError('Failed to fetch'))).toBe('website.error.code.unchecked');
    // Too many checks: the message says when to try again.
    expect(codeErrorKey({ type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, retry_after: 290 })).toBe('common.tooManyAttempts');
  });

  it('has each message in the four languages', () => {
    const keys = ['GIFT_CARD_ALREADY_USED', 'COUPON_CODE_ALREADY_USED', 'GIFT_CARD_EXPIRED', 'COUPON_CODE_EXPIRED', 'noEligibleKid', 'loyaltyMinimum200', 'loyaltyMinimum600', 'invalid', 'unchecked'];
    for (const locale of ['fr', 'de', 'nl', 'es'] as const) {
      const t = translator(locale);
      for (const key of keys) expect(t(`website.error.code.${key}`), `${locale} ${key}`).not.toBe(`website.error.code.${key}`);
    }
    expect(translator('de')('website.error.code.GIFT_CARD_EXPIRED')).toBe('Diese Geschenkkarte ist abgelaufen.');
  });
});
