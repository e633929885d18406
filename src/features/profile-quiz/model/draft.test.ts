import { describe, expect, it } from 'vitest';
import { sampleProfile, type KidQuiz, type WomanQuiz } from '@/entities/profile';
import { draftFromProfile, emptyDraft, profileInputFromDraft, profilePatchFromDraft } from './draft';

const kidQuiz = { top_size: '4 ans', bottom_size: '5 ans', shoe_size: 27, styles: ['casual'], liked_colors: ['yellow'], disliked_colors: [], dislikes: ['hoods'] } satisfies KidQuiz;
const womanQuiz = { top_size: 'M', bottom_size: '40', morphology: 'X', styles: ['chic'], budget: '30_50' } satisfies WomanQuiz;

describe('quiz drafts', () => {
  it('start empty, a woman’s with her gender', () => {
    expect(emptyDraft('KID')).toEqual({ firstname: '', gender: null, birthdate: '', quiz: {} });
    expect(emptyDraft('WOMAN')).toEqual({ firstname: '', gender: 'WOMAN', birthdate: '', quiz: {} });
  });

  it('take a saved kid’s identity and answers, and give them back to create or change a kid', () => {
    const draft = draftFromProfile(sampleProfile({ firstname: 'léa', gender: 'GIRL', birthdate: '2020-03-14', quiz: kidQuiz }));
    expect(draft).toEqual({ firstname: 'léa', gender: 'GIRL', birthdate: '2020-03-14', quiz: kidQuiz });
    expect(profileInputFromDraft({ ...draft, firstname: '  Léa ' }, 'KID')).toEqual({ firstname: 'Léa', gender: 'GIRL', profile_type: 'KID', birthdate: '2020-03-14', quiz: kidQuiz });
    expect(profilePatchFromDraft(draft, 'KID')).toEqual({ firstname: 'léa', gender: 'GIRL', birthdate: '2020-03-14', quiz: kidQuiz });
  });

  it('leave out a woman’s birthdate she did not give when creating, and remove it when changing', () => {
    const draft = draftFromProfile(sampleProfile({ firstname: 'Julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, quiz: womanQuiz }));
    expect(draft).toEqual({ firstname: 'Julia', gender: 'WOMAN', birthdate: '', quiz: womanQuiz });
    expect(profileInputFromDraft(draft, 'WOMAN')).toEqual({ firstname: 'Julia', gender: 'WOMAN', profile_type: 'WOMAN', quiz: womanQuiz });
    expect(profilePatchFromDraft(draft, 'WOMAN')).toEqual({ firstname: 'Julia', gender: 'WOMAN', birthdate: null, quiz: womanQuiz });
    expect(profilePatchFromDraft({ ...draft, birthdate: '1988-06-02' }, 'WOMAN')).toMatchObject({ birthdate: '1988-06-02' });
  });

  it('save a woman as WOMAN whatever the draft says, and refuse a kid without a gender', () => {
    expect(profileInputFromDraft({ ...emptyDraft('WOMAN'), firstname: 'Ana', gender: null }, 'WOMAN')).toMatchObject({ gender: 'WOMAN' });
    expect(() => profileInputFromDraft({ ...emptyDraft('KID'), firstname: 'Noé', birthdate: '2021-01-01' }, 'KID')).toThrow();
  });
});
