import { describe, expect, it } from 'vitest';
import { aboutErrors, ageInMonths, todayInFrance } from './about';
import { emptyDraft } from './draft';

const TODAY = '2026-05-15';
const kid = (changes: object) => ({ ...emptyDraft('KID'), firstname: 'Léo', gender: 'BOY' as const, birthdate: '2020-01-10', ...changes });
const woman = (changes: object) => ({ ...emptyDraft('WOMAN'), firstname: 'Julia', ...changes });

describe('the first step’s rules', () => {
  it('a kid needs a firstname, a gender and a birthdate', () => {
    expect(aboutErrors(emptyDraft('KID'), 'KID', TODAY)).toEqual({ firstname: 'required', gender: 'required', birthdate: 'required' });
    expect(aboutErrors(kid({ firstname: '   ' }), 'KID', TODAY)).toEqual({ firstname: 'required' });
    expect(aboutErrors(kid({}), 'KID', TODAY)).toEqual({});
  });

  it('a firstname has at most 50 characters: letters, spaces, hyphens and apostrophes', () => {
    expect(aboutErrors(kid({ firstname: 'Marie-Lou d’Anjou' }), 'KID', TODAY)).toEqual({});
    expect(aboutErrors(kid({ firstname: "O'Neil Zoë" }), 'KID', TODAY)).toEqual({});
    expect(aboutErrors(kid({ firstname: 'Łucja Ωmega' }), 'KID', TODAY)).toEqual({});
    expect(aboutErrors(kid({ firstname: 'a'.repeat(50) }), 'KID', TODAY)).toEqual({});
    expect(aboutErrors(kid({ firstname: 'a'.repeat(51) }), 'KID', TODAY)).toEqual({ firstname: 'tooLong' });
    expect(aboutErrors(kid({ firstname: 'Léo2' }), 'KID', TODAY)).toEqual({ firstname: 'invalid' });
    expect(aboutErrors(kid({ firstname: '-' }), 'KID', TODAY)).toEqual({ firstname: 'invalid' });
  });

  it('a kid is born today at the latest and is refused from the 15th birthday, as the server counts', () => {
    expect(aboutErrors(kid({ birthdate: '2026-05-16' }), 'KID', TODAY)).toEqual({ birthdate: 'future' });
    expect(aboutErrors(kid({ birthdate: TODAY }), 'KID', TODAY)).toEqual({});
    expect(aboutErrors(kid({ birthdate: '2011-05-16' }), 'KID', TODAY)).toEqual({});
    expect(aboutErrors(kid({ birthdate: '2011-05-15' }), 'KID', TODAY)).toEqual({ birthdate: 'tooOld' });
    // Born on 29 February: 15 on 1 March of a common year.
    expect(aboutErrors(kid({ birthdate: '2012-02-29' }), 'KID', '2027-02-28')).toEqual({});
    expect(aboutErrors(kid({ birthdate: '2012-02-29' }), 'KID', '2027-03-01')).toEqual({ birthdate: 'tooOld' });
    expect(aboutErrors(kid({ birthdate: '2023-02-29' }), 'KID', TODAY)).toEqual({ birthdate: 'invalid' });
  });

  it('a woman may leave her birthdate out; given, she is 16 or more', () => {
    expect(aboutErrors(woman({}), 'WOMAN', TODAY)).toEqual({});
    expect(aboutErrors(woman({ firstname: '' }), 'WOMAN', TODAY)).toEqual({ firstname: 'required' });
    expect(aboutErrors(woman({ birthdate: '2010-05-15' }), 'WOMAN', TODAY)).toEqual({});
    expect(aboutErrors(woman({ birthdate: '2010-05-16' }), 'WOMAN', TODAY)).toEqual({ birthdate: 'tooYoung' });
    expect(aboutErrors(woman({ birthdate: '2030-01-01' }), 'WOMAN', TODAY)).toEqual({ birthdate: 'future' });
  });

  it('counts full months and reads today in France', () => {
    expect(ageInMonths('2023-03-15', '2026-05-14')).toBe(37);
    expect(ageInMonths('2023-03-15', '2026-05-15')).toBe(38);
    expect(todayInFrance(new Date('2026-05-14T22:30:00Z'))).toBe('2026-05-15');
  });
});
