import { describe, expect, it } from 'vitest';
import { translator } from '@/shared/testing';
import { PAYMENT_ERROR_CODES, paymentErrorKey } from './errors';

describe('paymentErrorKey', () => {
  it('reads decline_code, then code, then type', () => {
    expect(paymentErrorKey({ decline_code: 'insufficient_funds', code: 'card_declined', type: 'card_error' })).toBe('website.error.payment.insufficient_funds');
    expect(paymentErrorKey({ decline_code: null, code: 'expired_card', type: 'card_error' })).toBe('website.error.payment.expired_card');
    expect(paymentErrorKey({ type: 'SETUP_INTENT_FAILED' })).toBe('website.error.payment.SETUP_INTENT_FAILED');
  });

  it('skips a code without its own message, and falls back to the generic one', () => {
    expect(paymentErrorKey({ decline_code: 'try_again_later', code: 'card_declined', type: 'card_error' })).toBe('website.error.payment.card_declined');
    expect(paymentErrorKey({ decline_code: 'new_account_information_available', code: null, type: 'card_error' })).toBe('website.error.payment.generic');
    expect(paymentErrorKey(new Error('network'))).toBe('website.error.payment.generic');
    expect(paymentErrorKey(null)).toBe('website.error.payment.generic');
  });

  it('has a message for every code, in every language', () => {
    for (const locale of ['fr', 'de', 'nl', 'es'] as const) {
      const t = translator(locale);
      for (const code of [...PAYMENT_ERROR_CODES, 'generic']) {
        const key = `website.error.payment.${code}`;
        expect(t(key), `${locale} ${key}`).not.toBe(key);
      }
    }
    expect(translator('es')('website.error.payment.insufficient_funds')).toBe('Saldo insuficiente: tu banco ha rechazado el pago.');
  });
});
