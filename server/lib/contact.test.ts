import { describe, expect, it } from 'vitest';
import { isTemporaryEmail, normaliseEmail, normalisePhone } from './contact';

const UUID = '3f2b8c1e-7d4a-4e9b-a1c2-5d6e7f8a9b0c';

describe('isTemporaryEmail', () => {
  it.each([`temp${UUID}@signup-kid.littlecloset.test`, `temp-${UUID}-signup-kid@littlecloset.test`, `  TEMP${UUID.toUpperCase()}@Signup-Kid.com `])(
    'recognises the quiz address %s',
    (email) => expect(isTemporaryEmail(email)).toBe(true),
  );

  it.each([
    ['a real address', 'camille.martin@example.com'],
    ['an address merely starting with temp', 'temperance@signup-kid.com'],
    ['a UUID without the suffix', `temp${UUID}@example.com`],
    ['the suffix without the prefix', `${UUID}@signup-kid.com`],
    ['a UUID that is not one', 'temp3f2b8c1e-7d4a-4e9b-a1c2@signup-kid.com'],
  ])('does not take %s for one', (_, email) => expect(isTemporaryEmail(email)).toBe(false));
});

describe('normalisers', () => {
  it('trim and lower-case emails', () => expect(normaliseEmail('  Camille@Example.COM ')).toBe('camille@example.com'));
  it('keep the digits of a phone number and its leading +', () => {
    expect(normalisePhone(' +33 6 12-34.56 78')).toBe('+33612345678');
    expect(normalisePhone('06 12 34 56 78')).toBe('0612345678');
  });
});
