import { useSearch } from 'wouter';
import { useProfiles } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import type { RouteMatch } from '../routes/match';
import { isWomanPath } from '../routes/table';

export type Theme = 'woman' | 'kid';

/**
 * The routes about one of the family's profiles (seed 001 §2: malle, its delivery, the wishes and
 * their product and success pages, profil, the stylist shop and its pages, the preview, its
 * confirmation and its comment page), and the end of a profile's additional quiz, whose steps before
 * it say woman in their path. The profile is the route's `kidId` or `profileId`, else the address's
 * `profileId` (the stylist shop without a profile in its path).
 */
const PROFILE_ROUTES = /^(kid-malle|kid-suggestions|profil|your-shop|shop-your-shop|kid-your-shop|infos-preview-(request|comment|confirmation)$|quiz-additional-confirm$)/;

function editedProfileId(match: RouteMatch | null, search: string): string | null {
  if (!match || !PROFILE_ROUTES.test(match.route.name)) return null;
  return match.params.kidId ?? match.params.profileId ?? new URLSearchParams(search).get('profileId');
}

/**
 * A screen's theme (seed 000 §2): the woman's where the path says woman, or where the profile
 * a route is about is a woman's; the kids' everywhere else, and while the profiles load.
 */
export function useTheme(path: string, match: RouteMatch | null): Theme {
  const search = useSearch();
  const viewer = useViewer();
  const profileId = editedProfileId(match, search);
  const profiles = useProfiles(profileId !== null ? (viewer.client?.id ?? null) : null);
  if (isWomanPath(path)) return 'woman';
  const profile = profiles.status === 'ready' ? profiles.profiles.find((candidate) => String(candidate.id) === profileId) : undefined;
  return profile?.profile_type === 'WOMAN' ? 'woman' : 'kid';
}
