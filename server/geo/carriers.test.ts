import { describe, expect, it } from 'vitest';
import { carrierFor, RELAY_COUNTRIES, SHIPPING_COUNTRIES } from './carriers';

describe('carrierFor', () => {
  it('delivers at home by the national post where there is one in the list', () => {
    expect(SHIPPING_COUNTRIES.map((country) => [country, carrierFor('HOME', 'fr', country)])).toEqual([
      ['FR', 'Colissimo'],
      ['MC', 'Colissimo'],
      ['DE', 'DHL'],
      ['AT', 'Österreichische Post'],
      ['BE', 'BPost'],
      ['NL', 'PostNL'],
      ['LU', 'Colissimo'],
      ['ES', 'Correos'],
      ['IT', 'InPost'],
      ['IE', 'Hermes'],
    ]);
  });

  it('delivers to relay points of each relay country', () => {
    expect(RELAY_COUNTRIES.map((country) => [country, carrierFor('RELAY', 'fr', country)])).toEqual([
      ['FR', 'Mondial Relay'],
      ['DE', 'Hermes'],
      ['AT', 'Österreichische Post'],
      ['BE', 'Mondial Relay'],
      ['NL', 'PostNL'],
      ['LU', 'Mondial Relay'],
      ['ES', 'Correos'],
    ]);
  });

  it('follows the locale in the countries of two languages', () => {
    expect(carrierFor('RELAY', 'nl', 'BE')).toBe('BPost');
    expect(carrierFor('HOME', 'nl', 'BE')).toBe('BPost');
    expect(carrierFor('HOME', 'de', 'LU')).toBe('DHL');
    expect(carrierFor('RELAY', 'de', 'LU')).toBe('Mondial Relay');
    expect(carrierFor('HOME', 'es', 'DE')).toBe('DHL');
  });

  it('falls back to the French carrier of the mode for a country it does not serve', () => {
    expect(carrierFor('RELAY', 'fr', 'IT')).toBe('Mondial Relay');
    expect(carrierFor('HOME', 'fr', 'PT')).toBe('Colissimo');
  });
});
