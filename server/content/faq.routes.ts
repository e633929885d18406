import type { Database } from '../db/client';
import { requestLocale, type Handlers } from '../http/types';
import { createFaqQuestion, createFaqSection, deleteFaqQuestion, deleteFaqSection, faqForEditor, faqOf, updateFaqQuestion, updateFaqSection } from './faq';

/** The FAQ: read by visitors in their locale, edited by administrators in every locale. */
export function faqHandlers(db: Database): Handlers {
  return {
    async getFaq(request) {
      return { value: await faqOf(db, requestLocale(request)) };
    },

    async listFaqForEditor() {
      return { value: await faqForEditor(db) };
    },

    async createFaqSection(request, reply) {
      reply.status(201);
      return createFaqSection(db, request.body);
    },

    async updateFaqSection(request) {
      return updateFaqSection(db, request.params.sectionId, request.body);
    },

    async deleteFaqSection(request, reply) {
      await deleteFaqSection(db, request.params.sectionId);
      return reply.status(204).send();
    },

    async createFaqQuestion(request, reply) {
      reply.status(201);
      return createFaqQuestion(db, request.body);
    },

    async updateFaqQuestion(request) {
      return updateFaqQuestion(db, request.params.questionId, request.body);
    },

    async deleteFaqQuestion(request, reply) {
      await deleteFaqQuestion(db, request.params.questionId);
      return reply.status(204).send();
    },
  };
}
