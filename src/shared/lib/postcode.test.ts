import { describe, expect, it } from 'vitest';
import { formatPostcode, isRelayCountry, isShippingCountry, postcodeHint, postcodeProblem, RELAY_COUNTRIES, SHIPPING_COUNTRIES } from './postcode';

describe('postcodeProblem', () => {
  it.each(['FR', 'MC', 'DE', 'ES', 'IT'])('needs 5 characters in %s', (country) => {
    expect(postcodeProblem(country, '75011')).toBeNull();
    expect(postcodeProblem(country, ' 08001 ')).toBeNull();
    expect(postcodeProblem(country, '7501')).toBe('length-5');
    expect(postcodeProblem(country, '750111')).toBe('length-5');
    expect(postcodeProblem(country, '')).toBe('length-5');
  });

  it.each(['BE', 'AT'])('needs 4 characters in %s', (country) => {
    expect(postcodeProblem(country, '1000')).toBeNull();
    expect(postcodeProblem(country, '100')).toBe('length-4');
    expect(postcodeProblem(country, '10000')).toBe('length-4');
  });

  it('needs 4 digits then 2 letters in NL, spaces ignored', () => {
    expect(postcodeProblem('NL', '1012 AB')).toBeNull();
    expect(postcodeProblem('NL', '1012ab')).toBeNull();
    expect(postcodeProblem('NL', ' 1 012 A B ')).toBeNull();
    expect(postcodeProblem('NL', '1012')).toBe('dutch');
    expect(postcodeProblem('NL', '101 2AB')).toBeNull();
    expect(postcodeProblem('NL', 'AB 1012')).toBe('dutch');
    expect(postcodeProblem('NL', '1012 A1')).toBe('dutch');
    expect(postcodeProblem('NL', '10123 AB')).toBe('dutch');
  });

  it('does not check the other countries', () => {
    expect(postcodeProblem('LU', 'L-1118')).toBeNull();
    expect(postcodeProblem('IE', 'D02 X285')).toBeNull();
    expect(postcodeProblem('PT', '1')).toBeNull();
  });
});

describe('formatPostcode', () => {
  it('keeps postcodes trimmed, in capitals, Dutch ones as 1234 AB', () => {
    expect(formatPostcode('NL', ' 1012ab ')).toBe('1012 AB');
    expect(formatPostcode('NL', '1 012 A B')).toBe('1012 AB');
    expect(formatPostcode('NL', '1012')).toBe('1012');
    expect(formatPostcode('IE', ' d02 x285')).toBe('D02 X285');
    expect(formatPostcode('FR', '75011 ')).toBe('75011');
  });
});

describe('postcodeHint', () => {
  it('types a plain zip on a numeric keyboard, zips with letters as capitals, the Irish one as free text', () => {
    expect(postcodeHint('FR')).toMatchObject({ kind: 'zip', inputMode: 'numeric', length: 5 });
    expect(postcodeHint('BE')).toMatchObject({ kind: 'zip', inputMode: 'numeric', length: 4 });
    expect(postcodeHint('US')).toMatchObject({ kind: 'zip', inputMode: 'numeric', length: undefined });
    expect(postcodeHint('LU')).toMatchObject({ kind: 'zip-letter', inputMode: 'text', autoCapitalize: 'characters' });
    expect(postcodeHint('PT')).toMatchObject({ kind: 'zip-letter', inputMode: 'text', autoCapitalize: 'characters' });
    expect(postcodeHint('IE')).toMatchObject({ kind: 'zip-letter', inputMode: 'text', autoCapitalize: 'off' });
    const dutch = postcodeHint('NL');
    expect(dutch).toMatchObject({ kind: 'nl-zip-letter', inputMode: 'text' });
    expect(new RegExp(`^(?:${dutch.pattern})$`).test('1012 AB')).toBe(true);
    expect(new RegExp(`^(?:${dutch.pattern})$`).test('1012')).toBe(false);
  });
});

describe('countries', () => {
  it('ships to ten countries, seven of them with relay points', () => {
    expect(SHIPPING_COUNTRIES).toEqual(['FR', 'MC', 'DE', 'AT', 'BE', 'NL', 'LU', 'ES', 'IT', 'IE']);
    expect(RELAY_COUNTRIES).toEqual(['FR', 'DE', 'AT', 'BE', 'NL', 'LU', 'ES']);
    expect(isShippingCountry('IE')).toBe(true);
    expect(isShippingCountry('PT')).toBe(false);
    expect(isRelayCountry('IT')).toBe(false);
    expect(isRelayCountry('BE')).toBe(true);
  });
});
