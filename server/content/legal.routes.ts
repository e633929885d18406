import type { Database } from '../db/client';
import { requestLocale, type Handlers } from '../http/types';
import { allLegalContents, createLegalContent, deleteLegalContent, legalContentsIn, replaceLegalContent } from './legal';

export function legalHandlers(db: Database): Handlers {
  return {
    async getLegalContents(request) {
      return { value: await legalContentsIn(db, requestLocale(request), request.query.code) };
    },

    async listLegalContents() {
      return { value: await allLegalContents(db) };
    },

    async createLegalContent(request, reply) {
      const created = await createLegalContent(db, request.body.code, request.body.translations);
      reply.status(201);
      return created;
    },

    async updateLegalContent(request) {
      return replaceLegalContent(db, request.params.code, request.body.translations);
    },

    async deleteLegalContent(request, reply) {
      await deleteLegalContent(db, request.params.code);
      reply.status(204);
    },
  };
}
