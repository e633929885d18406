import { describe, expect, it } from 'vitest';
import { godfatherEmail, signUpCountry } from './visitor';

describe('godfatherEmail', () => {
  it('reads the URI-encoded address of the lc_godfather cookie', () => {
    expect(godfatherEmail('lc_locale=fr; lc_godfather=lena.schmidt%40web.de')).toBe('lena.schmidt@web.de');
  });

  it.each([['lc_locale=fr'], ['lc_godfather=GODFATHER42'], ['lc_godfather=%E0%A4%A']])('has no referrer for %s', (cookies) => {
    expect(godfatherEmail(cookies)).toBeNull();
  });
});

describe('signUpCountry', () => {
  it('takes the chosen country when it speaks the page language', () => {
    expect(signUpCountry('nl', 'lc_country=BE')).toBe('BE');
    expect(signUpCountry('de', 'lc_country=AT')).toBe('AT');
  });

  it('falls back on the language home country', () => {
    expect(signUpCountry('nl', 'lc_country=AT')).toBe('NL');
    expect(signUpCountry('es', '')).toBe('ES');
  });
});
