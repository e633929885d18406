import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import type { Profile } from '../model/types';

/*
 * The calls that create and change profiles, which only the quiz and the profile pages make:
 * apart from the list the header and the route guards read on every page (profiles.ts).
 */

type Schemas = components['schemas'];
export type ProfileInput = Schemas['ProfileInput'];
export type ProfilePatch = Schemas['ProfilePatch'];

/** Creates a profile for the signed-in client (or for the account whose `token` is given). */
export function createProfile(input: ProfileInput, token?: string): Promise<Profile> {
  return unwrap(api.POST('/clients/me/kids', { body: input, headers: token ? { Authorization: `Bearer ${token}` } : undefined }));
}

/** Changes some fields of a profile; the quiz answers are replaced as a whole. */
export function updateProfile(id: number, patch: ProfilePatch): Promise<Profile> {
  return unwrap(api.PATCH('/clients/me/kids/{id}', { params: { path: { id } }, body: patch }));
}

/** Sends a JPEG, PNG or WebP photo of the profile; the profile comes back with its `photo_url`. */
export function uploadPhoto(id: number, photo: Blob): Promise<Profile> {
  return unwrap(
    api.POST('/clients/me/kids/{id}/photo', {
      params: { path: { id } },
      body: { photo: photo as unknown as string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('photo', body.photo as unknown as Blob);
        return form;
      },
    }),
  );
}

/** Moves a profile from the quiz's temporary account (its access token) to the signed-in client (or the account of `token`). */
export function reassignProfile(id: number, sourceAccessToken: string, token?: string): Promise<Profile> {
  return unwrap(
    api.POST('/clients/me/kids/{id}/reassign', {
      params: { path: { id } },
      body: { source_access_token: sourceAccessToken },
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    }),
  );
}
