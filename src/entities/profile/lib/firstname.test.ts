import { describe, expect, it } from 'vitest';
import { displayFirstname } from './firstname';

describe('displayFirstname', () => {
  it('capitalises a name typed in lowercase', () => {
    expect(displayFirstname('camille', 'fr')).toBe('Camille');
  });

  it('capitalises each part of a hyphenated or two-word name', () => {
    expect(displayFirstname('marie-lou', 'fr')).toBe('Marie-Lou');
    expect(displayFirstname('jean  pierre', 'fr')).toBe('Jean  Pierre');
    expect(displayFirstname('ana maría', 'es')).toBe('Ana María');
  });

  it('capitalises accented and non-Latin initials', () => {
    expect(displayFirstname('élodie', 'fr')).toBe('Élodie');
    expect(displayFirstname('ömer', 'de')).toBe('Ömer');
    expect(displayFirstname('łucja', 'de')).toBe('Łucja');
  });

  it('writes the Dutch ij as one capital IJ, in Dutch only', () => {
    expect(displayFirstname('ijsbrand', 'nl')).toBe('IJsbrand');
    expect(displayFirstname('anne-ijke', 'nl')).toBe('Anne-IJke');
    expect(displayFirstname('ijsbrand', 'de')).toBe('Ijsbrand');
  });

  it('keeps the rest as typed and trims the ends', () => {
    expect(displayFirstname('  mcKenzie ', 'fr')).toBe('McKenzie');
    expect(displayFirstname('LÉA', 'fr')).toBe('LÉA');
    expect(displayFirstname('', 'fr')).toBe('');
  });
});
