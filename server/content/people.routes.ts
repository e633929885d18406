import type { Database } from '../db/client';
import { requestLocale, type Handlers } from '../http/types';
import {
  allBrands,
  allStylists,
  allTestimonials,
  BRAND_PAGE_SIZE,
  brandPage,
  contentNotFound,
  deleteBrand,
  deleteStylist,
  deleteTestimonial,
  saveBrand,
  saveStylist,
  saveTestimonial,
  STYLIST_PAGE_SIZE,
  stylistPage,
  testimonialList,
} from './people';

/** What an administrator's change answers: the item, or a 404 when the id names none. */
function found<T>(item: T | null, what: string, id: number): T {
  if (item === null) throw contentNotFound(`No ${what} ${id}`);
  return item;
}

/** The website's stylists, brands and testimonials: public reads and the administrator's changes. */
export function peopleHandlers(db: Database): Handlers {
  return {
    async listStylists(request) {
      return stylistPage(db, requestLocale(request), request.query.page ?? 1, request.query.page_size ?? STYLIST_PAGE_SIZE);
    },
    async listBrands(request) {
      return brandPage(db, requestLocale(request), request.query.page ?? 1, request.query.page_size ?? BRAND_PAGE_SIZE);
    },
    async listTestimonials(request) {
      return testimonialList(db, requestLocale(request));
    },

    async adminListStylists() {
      return { value: await allStylists(db) };
    },
    async adminCreateStylist(request, reply) {
      reply.status(201);
      return saveStylist(db, request.body);
    },
    async adminUpdateStylist(request) {
      return found(await saveStylist(db, request.body, request.params.id), 'stylist', request.params.id);
    },
    async adminDeleteStylist(request, reply) {
      found((await deleteStylist(db, request.params.id)) || null, 'stylist', request.params.id);
      return reply.status(204).send();
    },

    async adminListBrands() {
      return { value: await allBrands(db) };
    },
    async adminCreateBrand(request, reply) {
      reply.status(201);
      return saveBrand(db, request.body);
    },
    async adminUpdateBrand(request) {
      return found(await saveBrand(db, request.body, request.params.id), 'brand', request.params.id);
    },
    async adminDeleteBrand(request, reply) {
      found((await deleteBrand(db, request.params.id)) || null, 'brand', request.params.id);
      return reply.status(204).send();
    },

    async adminListTestimonials() {
      return { value: await allTestimonials(db) };
    },
    async adminCreateTestimonial(request, reply) {
      reply.status(201);
      return saveTestimonial(db, request.body);
    },
    async adminUpdateTestimonial(request) {
      return found(await saveTestimonial(db, request.body, request.params.id), 'testimonial', request.params.id);
    },
    async adminDeleteTestimonial(request, reply) {
      found((await deleteTestimonial(db, request.params.id)) || null, 'testimonial', request.params.id);
      return reply.status(204).send();
    },
  };
}
