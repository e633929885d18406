import { reassignProfile, type Profile } from '@/entities/profile';
import type { TokenPair } from '@/entities/session';
import { sessionApi, unwrap } from '@/shared/api';

/**
 * Moves every profile of the quiz's temporary account to the account just created. The temporary
 * session is refreshed first (its access token may have expired while the visitor filled in the
 * form); the server deletes the temporary account once it is empty. Resolves with the profiles moved.
 */
export async function moveQuizProfiles(quizRefreshToken: string, profiles: readonly Profile[], account: TokenPair): Promise<Profile[]> {
  const quiz = await unwrap(sessionApi.PUT('/clients/token', { body: { refresh_token: quizRefreshToken } }));
  const moved: Profile[] = [];
  for (const profile of profiles) moved.push(await reassignProfile(profile.id, quiz.access_token, account.access_token));
  return moved;
}
