import { api, unwrap } from '@/shared/api';
import type { Preview, PreviewRef, PreviewReplacement, PreviewSearch, PreviewSearchQuery, PreviewSkip } from '../model/types';

const path = ({ profileId, requestId }: PreviewRef) => ({ path: { id: profileId, rid: requestId } });

/** The stylist's preview of a trunk; not composed yet is a 404 `NO_PREVIEW`. */
export function getPreview(ref: PreviewRef): Promise<Preview> {
  return unwrap(api.GET('/clients/me/kids/{id}/requests/{rid}/preview', { params: path(ref) }));
}

/** Puts another product (in one of its sizes) in place of a piece of the preview. */
export function replacePreviewItem(ref: PreviewRef, replacement: PreviewReplacement): Promise<Preview> {
  return unwrap(api.POST('/clients/me/kids/{id}/requests/{rid}/preview', { params: path(ref), body: replacement }));
}

/** Leaves a word for the stylist; it replaces the previous one. */
export function commentPreview(ref: PreviewRef, message: string): Promise<Preview> {
  return unwrap(api.POST('/clients/me/kids/{id}/requests/{rid}/preview/comment', { params: path(ref), body: { message } }));
}

/** A page of products that could replace a piece. */
export function searchPreviewReplacements({ page, sameCategory, category, filterProfile, lookIndex, itemIndex, ...ref }: PreviewSearchQuery): Promise<PreviewSearch> {
  const query = {
    page,
    same_category: sameCategory,
    filter_profile: filterProfile,
    look_index: lookIndex,
    item_index: itemIndex,
    ...(category ? { category } : {}),
  };
  return unwrap(api.GET('/clients/me/kids/{id}/requests/{rid}/preview/search', { params: { ...path(ref), query } }));
}

/** Validates the preview as it stands: the trunk goes to packing. */
export function validatePreview(ref: PreviewRef): Promise<Preview> {
  return unwrap(api.POST('/clients/me/kids/{id}/requests/{rid}/preview/validate', { params: path(ref) }));
}

/** From the mail's link, without signing in: the trunk leaves as the stylist composed it. */
export function skipPreview(token: string): Promise<PreviewSkip> {
  return unwrap(api.POST('/preview/skip', { params: { query: { preview_token: token } } }));
}
