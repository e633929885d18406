import type { Database } from '../db/client';
import { requestLocale, type Handlers } from '../http/types';
import {
  adminConceptSections,
  adminInstagramMedia,
  adminWebsiteLooks,
  conceptIn,
  createConceptSection,
  createInstagramMedia,
  createWebsiteLook,
  deleteConceptSection,
  deleteInstagramMedia,
  deleteWebsiteLook,
  instagramMediaIn,
  isSales,
  updateConceptSection,
  updateInstagramMedia,
  updateWebsiteLook,
  websiteLooksIn,
} from './looks';

/** The website's looks, Instagram media, concept page and sales status: public reads and the editors' calls. */
export function looksHandlers(db: Database): Handlers {
  return {
    async getWebsiteLooks(request) {
      return { value: await websiteLooksIn(db, requestLocale(request)) };
    },
    async getInstagramSelectedMedia(request) {
      return { value: await instagramMediaIn(db, requestLocale(request)) };
    },
    async getConcept(request) {
      return { value: await conceptIn(db, requestLocale(request)) };
    },
    async getSalesStatus(request) {
      return { value: await isSales(db, requestLocale(request)) };
    },

    async listAdminWebsiteLooks() {
      return { value: await adminWebsiteLooks(db) };
    },
    async createWebsiteLook(request, reply) {
      reply.status(201);
      return createWebsiteLook(db, request.body);
    },
    async updateWebsiteLook(request) {
      return updateWebsiteLook(db, request.params.websiteLookId, request.body);
    },
    async deleteWebsiteLook(request, reply) {
      await deleteWebsiteLook(db, request.params.websiteLookId);
      return reply.status(204).send();
    },

    async listAdminInstagramMedia() {
      return { value: await adminInstagramMedia(db) };
    },
    async createInstagramMedia(request, reply) {
      reply.status(201);
      return createInstagramMedia(db, request.body);
    },
    async updateInstagramMedia(request) {
      return updateInstagramMedia(db, request.params.mediaId, request.body);
    },
    async deleteInstagramMedia(request, reply) {
      await deleteInstagramMedia(db, request.params.mediaId);
      return reply.status(204).send();
    },

    async listAdminConceptSections() {
      return { value: await adminConceptSections(db) };
    },
    async createConceptSection(request, reply) {
      reply.status(201);
      return createConceptSection(db, request.body);
    },
    async updateConceptSection(request) {
      return updateConceptSection(db, request.params.conceptSectionId, request.body);
    },
    async deleteConceptSection(request, reply) {
      await deleteConceptSection(db, request.params.conceptSectionId);
      return reply.status(204).send();
    },
  };
}
