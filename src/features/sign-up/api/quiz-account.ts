import type { CountryCode, TokenPair } from '@/entities/session';
import { api, unwrap } from '@/shared/api';

/** The address of a quiz's temporary account: 'temp' + a random UUID + 'signup-kid' (seed 001 section 9). */
export const quizAccountEmail = (uuid: string = crypto.randomUUID()): string => `temp${uuid}@signup-kid.littlecloset.test`;

/** A password nobody knows: the account is reached by its session only, until the visitor signs up. */
function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Creates the temporary account that holds a visitor's quiz answers until they sign up inside the
 * quiz (the profile then moves to their account); the answer is its session's pair.
 */
export function createQuizAccount({ origin, country }: { origin: 'quiz-kid' | 'quiz-woman'; country: CountryCode }): Promise<TokenPair> {
  return unwrap(api.POST('/clients', { body: { email: quizAccountEmail(), password: randomPassword(), origin, country } }));
}
