import { api, unwrap } from '@/shared/api';
import type { Profile } from '../model/types';

/** Every profile of the signed-in client, oldest first. */
export function listProfiles(): Promise<Profile[]> {
  return unwrap(api.GET('/clients/me/kids'));
}

/** Deletes a profile; one with an active subscription is refused (409 PROFILE_HAS_SUBSCRIPTION). */
export async function deleteProfile(id: number): Promise<void> {
  await unwrap(api.DELETE('/clients/me/kids/{id}', { params: { path: { id } } }));
}
