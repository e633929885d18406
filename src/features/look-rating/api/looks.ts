import type { Look } from '@/entities/product';
import { api, unwrap, type components } from '@/shared/api';

export type LookRating = components['schemas']['LookRating'];

/** Looks the profile has not rated yet, best matches first. */
export function listLookSuggestions(kidId: number): Promise<Look[]> {
  return unwrap(api.GET('/clients/me/kids/{id}/tinder/suggestions', { params: { path: { id: kidId } } }));
}

/** Records a like or a dislike of a look for the profile. */
export function rateLook({ kidId, rating }: { kidId: number; rating: LookRating }): Promise<LookRating> {
  return unwrap(api.POST('/clients/me/kids/{id}/tinder', { params: { path: { id: kidId } }, body: rating }));
}
