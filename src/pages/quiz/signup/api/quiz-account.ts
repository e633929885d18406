import { reassignProfile, type Profile } from '@/entities/profile';
import type { Credentials, TokenPair } from '@/entities/session';
import { sessionApi, unwrap } from '@/shared/api';

/**
 * A fresh pair for the quiz's temporary session (its refresh token is the server's cookie): its
 * access token may have expired while the visitor filled in the form.
 */
export const renewQuizSession = () => unwrap(sessionApi.PUT('/clients/token', { body: {} }));

/**
 * Moves every profile of the quiz's temporary account to the account just created, with the
 * temporary session's access token renewed before the sign-up; the server deletes the temporary
 * account once it is empty. Resolves with the profiles moved.
 */
export async function moveQuizProfiles(quizAccessToken: string, profiles: readonly Profile[], account: TokenPair): Promise<Profile[]> {
  const moved: Profile[] = [];
  for (const profile of profiles) moved.push(await reassignProfile(profile.id, quizAccessToken, account.access_token));
  return moved;
}

/** Signs in to an existing account from the quiz's temporary session: the answer replaces its cookie. */
export const signInToAccount = (credentials: Credentials): Promise<TokenPair> => unwrap(sessionApi.POST('/clients/token', { body: credentials }));
