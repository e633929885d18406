import { describe, expect, it } from 'vitest';
import { createAppIntl, formatPrice } from './intl';

describe('formatPrice', () => {
  it('writes euros as each locale does, whole amounts without cents', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatPrice(createAppIntl('fr', {}), 15).replace(nbsp, ' ')).toBe('15 €');
    expect(formatPrice(createAppIntl('de', {}), 12.5).replace(nbsp, ' ')).toBe('12,50 €');
    expect(formatPrice(createAppIntl('nl', {}), 12.5).replace(nbsp, ' ')).toBe('€ 12,50');
    expect(formatPrice(createAppIntl('es', {}), 1234.5).replace(nbsp, ' ')).toBe('1234,50 €');
  });
  it('uses the language tags of the locales', () => {
    expect(createAppIntl('nl', {}).locale).toBe('nl-NL');
    expect(createAppIntl('es', {}).locale).toBe('es-ES');
  });
});
