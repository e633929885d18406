import type { ProfileType } from '@/entities/profile';
import type { SavedProfile } from './rules';

/*
 * The quiz's screens as addresses (paths without locale prefix). A code containing woman marks
 * the woman flow (seed 000 section 2); a code containing signup is a visitor's first quiz, which
 * goes through its steps in a fixed order: questions, sign-up, photo, membership, comment, then
 * the confirmation of the trunk requested.
 */

export type QuizKind = ProfileType;

export const isWomanCode = (code: string): boolean => code.includes('woman');
export const isSignupCode = (code: string): boolean => code.includes('signup');
export const kindOfCode = (code: string): QuizKind => (isWomanCode(code) ? 'WOMAN' : 'KID');

/** Where a visitor starts the quiz of a kind. */
export const quizStartPath = (kind: QuizKind): string => (kind === 'WOMAN' ? '/quiz/woman' : '/quiz/kid');

/** The code of a visitor's first quiz. */
export const signupCode = (kind: QuizKind): string => (kind === 'WOMAN' ? 'signup-woman' : 'signup');

/** The quiz that adds a profile to a signed-up account. */
export const addProfilePath = (kind: QuizKind, editingId?: number): string => {
  const base = kind === 'WOMAN' ? '/quiz/new-profile/woman' : '/quiz/new-kid/kid';
  return editingId === undefined ? base : `${base}/${editingId}`;
};

type Profile = Pick<SavedProfile, 'id' | 'profile_type'>;

export type QuizScreen = 'answers' | 'photo' | 'membership' | 'subscription' | 'checkout' | 'comment' | 'profile';

/** A step of a profile's quiz under a code: `/quiz/{code}/{screen}/{id}`, the answers and profile steps of a woman under `/woman`. */
export function quizScreenPath(screen: QuizScreen, code: string, profile: Profile): string {
  const woman = profile.profile_type === 'WOMAN';
  if (screen === 'answers') return woman ? `/quiz/${code}/woman/${profile.id}` : `/quiz/${code}/kid/${profile.id}`;
  if (screen === 'profile' && woman) return `/quiz/${code}/woman/profile/${profile.id}`;
  return `/quiz/${code}/${screen}/${profile.id}`;
}

/** A woman's answers from one of her steps on. */
export const womanStepPath = (code: string, slug: string, profile: Profile): string => `/quiz/${code}/woman/${slug}/${profile.id}`;

/** The size alert of a woman whose sizes are beyond the widest part of the selection. */
export const sizeAlertPath = (code: string, profile: Profile): string => `/quiz/${code}/woman/size-alert/${profile.id}`;

/** The confirmation of a trunk requested for a profile. */
export const quizConfirmPath = (profile: Profile, requestId: number): string =>
  profile.profile_type === 'WOMAN' ? `/quiz/confirm/woman/${profile.id}/${requestId}` : `/quiz/confirm/${profile.id}/${requestId}`;

/** The confirmation that a client's additional quiz is saved. */
export const additionalQuizConfirmPath = (profile: Profile): string => `/quiz/additional-quiz/confirm/${profile.id}`;

/**
 * The trunk request a visitor's first quiz just made for a profile, kept for the session so the
 * comment step can end on its confirmation.
 */
const REQUEST_KEY = 'lc_quiz_request';

export function rememberQuizRequest(profileId: number, requestId: number): void {
  try {
    sessionStorage.setItem(REQUEST_KEY, JSON.stringify({ profileId, requestId }));
  } catch {
    // Without storage the comment step goes where the routing rules say.
  }
}

/** The request remembered for the profile, if any. */
export function quizRequestOf(profileId: number): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(REQUEST_KEY) ?? 'null') as { profileId: number; requestId: number } | null;
    return stored?.profileId === profileId ? stored.requestId : null;
  } catch {
    return null;
  }
}

/** Once its confirmation is shown, the request is no longer the quiz's. */
export function forgetQuizRequest(): void {
  try {
    sessionStorage.removeItem(REQUEST_KEY);
  } catch {
    // Nothing was kept.
  }
}
