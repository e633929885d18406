import type { ProfileType } from '@/entities/profile';

/*
 * What the header and the route guards ask of the quiz on every page: where a quiz's temporary
 * account finishes its sign-up. Apart from the quiz's other addresses (flow.ts), which only the
 * quiz's own screens need.
 */

/** The sign-up inside the quiz. */
export const quizSignUpPath = (kind: ProfileType): string => (kind === 'WOMAN' ? '/quiz/signup/woman' : '/quiz/signup/kid');

/** The quiz a temporary account was made for, by the origin the quiz gave it. */
export const quizKindOfAccount = (client: { origin: string | null } | null): ProfileType => (client?.origin === 'quiz-woman' ? 'WOMAN' : 'KID');
