import { describe, expect, it } from 'vitest';
import { godfatherFromLink, godfatherToken } from './godfather';

describe('the godfather of a referral link', () => {
  it('reads the address back from its token, accents and plus signs included', () => {
    for (const email of ['camille.martin@demo.littlecloset.test', 'lucia.garcia+malle@gmail.com', 'zoé.müller@web.de']) {
      const token = godfatherToken(email);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(godfatherFromLink(token)).toBe(email);
    }
  });

  it('takes an address written plainly, and nothing that is not an address', () => {
    expect(godfatherFromLink(' lena.schmidt@web.de ')).toBe('lena.schmidt@web.de');
    expect(godfatherFromLink('not-an-address')).toBeNull();
    expect(godfatherFromLink(godfatherToken('no address'))).toBeNull();
    expect(godfatherFromLink('%%%')).toBeNull();
    expect(godfatherFromLink(null)).toBeNull();
  });
});
