import { fromPromise } from 'xstate';
import { track } from '@/shared/analytics';
import { commentPreview, getPreview, replacePreviewItem, searchPreviewReplacements, skipPreview, validatePreview } from '@/entities/preview';
import { trunkPreviewMachine } from '../model/machine';

/** The preview machine with the real calls to the API. */
export const previewingMachine = trunkPreviewMachine.provide({
  actors: {
    load: fromPromise(({ input }) => getPreview(input)),
    search: fromPromise(({ input }) => searchPreviewReplacements(input)),
    replace: fromPromise(({ input }) => replacePreviewItem(input.ref, input.replacement)),
    comment: fromPromise(({ input }) => commentPreview(input.ref, input.message)),
    validate: fromPromise(({ input }) => validatePreview(input)),
    skip: fromPromise(({ input }) => skipPreview(input)),
  },
  actions: {
    trackPrevizSelection: ({ context }) => {
      const preview = context.preview;
      if (preview)
        void track({ event: 'previz_selection', id: String(preview.request_id), profile_id: preview.profile_id, trunk_id: preview.request_id, total_price: preview.total_price });
    },
  },
});
