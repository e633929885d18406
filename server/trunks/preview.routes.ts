import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import { commentPreview, invalidField, previewOf, replacePreviewItem, searchReplacements, skipPreview, validatePreview, type PreviewOf } from './preview';

/** What the preview calls work with. */
export interface PreviewDeps {
  db: Database;
  /** Key of the preview tokens of the preview mails' skip links. */
  previewTokenKey: Uint8Array;
}

/** The preview of the call: request `rid` of the signed-in client's profile `id`. */
function previewOfCall(request: Parameters<typeof clientOf>[0] & { params: { id: number; rid: number } }): PreviewOf {
  return { clientId: clientOf(request).clientId, profileId: request.params.id, requestId: request.params.rid };
}

/** The stylist's preview of a trunk: read, replace a piece, comment, validate, search replacements, skip from the mail. */
export function previewHandlers({ db, previewTokenKey }: PreviewDeps): Handlers {
  return {
    async getPreview(request) {
      return previewOf(db, previewOfCall(request), requestLocale(request));
    },

    async replacePreviewItem(request) {
      return replacePreviewItem(db, previewOfCall(request), request.body, requestLocale(request));
    },

    async commentPreview(request) {
      const message = request.body.message.trim();
      if (!message) throw invalidField('message', 'body', 'message cannot be blank');
      return commentPreview(db, previewOfCall(request), message, requestLocale(request));
    },

    async validatePreview(request) {
      return validatePreview(db, previewOfCall(request), requestLocale(request));
    },

    async searchPreviewReplacements(request) {
      return searchReplacements(db, previewOfCall(request), request.query, requestLocale(request));
    },

    async skipPreview(request) {
      return skipPreview(db, previewTokenKey, request.query.preview_token);
    },
  };
}
