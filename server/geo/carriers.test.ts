import { describe, expect, it } from 'vitest';
import { carrierOf, carriersOf, RELAY_COUNTRIES, SHIPPING_COUNTRIES } from './carriers';

describe('carrierOf', () => {
  it('names one carrier per country: the national post where seed 001 §9 lists one, else Hermes, Mondial Relay or InPost', () => {
    expect(SHIPPING_COUNTRIES.map((country) => [country, carrierOf(country)])).toEqual([
      ['FR', 'Colissimo'],
      ['MC', 'Colissimo'],
      ['DE', 'DHL'],
      ['AT', 'Österreichische Post'],
      ['BE', 'BPost'],
      ['NL', 'PostNL'],
      ['LU', 'Mondial Relay'],
      ['ES', 'Correos'],
      ['IT', 'InPost'],
      ['IE', 'Hermes'],
    ]);
  });

  it('delivers at home and to the relay points of a country by that one carrier, in every language', () => {
    for (const country of RELAY_COUNTRIES) expect(carriersOf(country)).toEqual({ country, home: carrierOf(country), relay: carrierOf(country) });
    expect(carriersOf('IT')).toEqual({ country: 'IT', home: 'InPost', relay: null });
  });

  it('falls back to the French carrier for a country it does not serve', () => {
    expect(carrierOf('PT')).toBe('Colissimo');
  });
});
