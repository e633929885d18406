import type { Profile } from './types';

/** Profile lists show as active only the profiles that have requested a trunk (seed 000 section 4). */
export function isActiveProfile(profile: Pick<Profile, 'has_requested'>): boolean {
  return profile.has_requested;
}

/**
 * The active profile chosen by index: the one `profileId` names when the client has it, else
 * the first active profile, else the first profile; null without any.
 */
export function chooseProfile(profiles: readonly Profile[], profileId?: string | null): Profile | null {
  return profiles.find((profile) => String(profile.id) === profileId) ?? profiles.find(isActiveProfile) ?? profiles[0] ?? null;
}

/** A profile's page: `/profil/{id}` for a kid, `/profil/woman/{id}` for a woman. */
export function profilePath(profile: Pick<Profile, 'id' | 'profile_type'>): string {
  return profile.profile_type === 'WOMAN' ? `/profil/woman/${profile.id}` : `/profil/${profile.id}`;
}
