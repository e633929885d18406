import { describe, expect, it, vi } from 'vitest';
import { createAppIntl, formatPrice } from './intl';

describe('formatPrice', () => {
  it('writes euros as each locale does, whole amounts without cents', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatPrice(createAppIntl('fr', {}), 15).replace(nbsp, ' ')).toBe('15 €');
    expect(formatPrice(createAppIntl('de', {}), 12.5).replace(nbsp, ' ')).toBe('12,50 €');
    expect(formatPrice(createAppIntl('nl', {}), 12.5).replace(nbsp, ' ')).toBe('€ 12,50');
    expect(formatPrice(createAppIntl('es', {}), 1234.5).replace(nbsp, ' ')).toBe('1234,50 €');
  });
  it('uses the language tags of the locales, without a word in the console, and formats messages in them', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createAppIntl('nl', {}).locale).toBe('nl-NL');
    expect(createAppIntl('es', {}).locale).toBe('es-ES');
    const de = createAppIntl('de', { count: '{n, plural, one {# Stück} other {# Stück}} ab {price, number, ::currency/EUR}' });
    expect(de.formatMessage({ id: 'count' }, { n: 1500, price: 12.5 }).replace(/[\u00a0\u202f]/g, ' ')).toBe('1.500 Stück ab 12,50 €');
    expect(de.formatMessage({ id: 'absent' })).toBe('absent');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
