import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type Preview = Schemas['Preview'];
export type PreviewLook = Schemas['PreviewLook'];
export type PreviewItem = Schemas['PreviewItem'];
export type PreviewSearch = Schemas['PreviewSearch'];
export type PreviewSkip = Schemas['PreviewSkip'];
export type PreviewReplacement = Schemas['PreviewReplacement'];
export type ReplacementReason = Schemas['ReplacementReason'];

/** Why a piece is replaced, in the order they are offered. */
export const REPLACEMENT_REASONS: readonly ReplacementReason[] = ['SIZE', 'STYLE', 'COLOR', 'ALREADY_OWNED', 'OTHER'];

/** A preview's request, as its calls name it. */
export interface PreviewRef {
  profileId: number;
  requestId: number;
}

/** What a search for replacements asks (seed 000 section 7: page, same_category, category, filter_profile). */
export interface PreviewSearchQuery extends PreviewRef {
  page: number;
  sameCategory: boolean;
  category: Schemas['ProductFamily'] | null;
  filterProfile: boolean;
  /** The piece to replace: its family when `sameCategory`. */
  lookIndex: number;
  itemIndex: number;
}
