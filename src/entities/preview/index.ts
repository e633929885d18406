export type {
  Preview,
  PreviewItem,
  PreviewLook,
  PreviewRef,
  PreviewReplacement,
  PreviewSearch,
  PreviewSearchQuery,
  PreviewSkip,
  ReplacementReason,
} from './model/types';
export { REPLACEMENT_REASONS } from './model/types';
export { commentPreview, getPreview, replacePreviewItem, searchPreviewReplacements, skipPreview, validatePreview } from './api/preview';
export { formatDeadline, formatDeliveryDate } from './lib/dates';
export { usePreview } from './model/use-preview';
