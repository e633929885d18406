import { describe, expect, it } from 'vitest';
import { isPaymentMethodValid } from './validity';

describe('isPaymentMethodValid', () => {
  it('is valid until its expiration date included', () => {
    expect(isPaymentMethodValid({ expiration_date: '2026-03-31' }, '2026-03-31')).toBe(true);
    expect(isPaymentMethodValid({ expiration_date: '2026-03-31' }, '2026-04-01')).toBe(false);
    expect(isPaymentMethodValid({ expiration_date: '2027-01-31' }, '2026-12-15')).toBe(true);
  });

  it('never expires without a date', () => {
    expect(isPaymentMethodValid({ expiration_date: null }, '2099-01-01')).toBe(true);
  });
});
