import type { KidQuiz, Profile, ProfileInput, ProfilePatch, WomanQuiz } from '@/entities/profile';
import type { QuizKind } from '../config/options';

/** What the quiz holds while it is answered: the profile's identity and its answers. */
export interface QuizDraft {
  firstname: string;
  gender: 'BOY' | 'GIRL' | 'WOMAN' | null;
  /** `YYYY-MM-DD`, or '' when not given. */
  birthdate: string;
  quiz: KidQuiz | WomanQuiz;
}

/** A new profile's draft: nothing answered; a woman's gender is WOMAN. */
export function emptyDraft(kind: QuizKind): QuizDraft {
  return { firstname: '', gender: kind === 'WOMAN' ? 'WOMAN' : null, birthdate: '', quiz: {} };
}

/** A saved profile as a draft, to change its answers. */
export function draftFromProfile(profile: Profile): QuizDraft {
  return { firstname: profile.firstname, gender: profile.gender, birthdate: profile.birthdate?.slice(0, 10) ?? '', quiz: profile.quiz };
}

function genderOf(draft: QuizDraft, kind: QuizKind): ProfileInput['gender'] {
  if (kind === 'WOMAN') return 'WOMAN';
  if (draft.gender === 'BOY' || draft.gender === 'GIRL') return draft.gender;
  throw new Error('A kid’s draft is saved once its gender is chosen');
}

/** The creation of a profile from a completed draft; a woman without a birthdate sends none. */
export function profileInputFromDraft(draft: QuizDraft, kind: QuizKind): ProfileInput {
  return {
    firstname: draft.firstname.trim(),
    gender: genderOf(draft, kind),
    profile_type: kind,
    ...(draft.birthdate ? { birthdate: draft.birthdate } : {}),
    quiz: draft.quiz,
  };
}

/** The change of a profile to a completed draft; a woman's birthdate left empty is removed. */
export function profilePatchFromDraft(draft: QuizDraft, kind: QuizKind): ProfilePatch {
  return { firstname: draft.firstname.trim(), gender: genderOf(draft, kind), birthdate: draft.birthdate || null, quiz: draft.quiz };
}
