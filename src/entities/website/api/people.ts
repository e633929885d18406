import { api, unwrap, type components } from '@/shared/api';
import { query } from '@/shared/lib';

export type Stylist = components['schemas']['Stylist'];
export type Brand = components['schemas']['Brand'];
export type BrandValue = components['schemas']['BrandValue'];
export type Testimonial = components['schemas']['Testimonial'];
export type RatingSummary = components['schemas']['RatingSummary'];
export type Pagination = components['schemas']['Pagination'];

export interface PeoplePage<T> {
  value: T[];
  pagination: Pagination;
}

/** A page of the stylists in a locale (a page beyond the last fails with a 404 problem). */
export const stylistsQuery = (locale: string, page: number) =>
  query(`website:stylists:${locale}:${page}`, (): Promise<PeoplePage<Stylist>> => unwrap(api.GET('/website/stylists', { params: { query: { page } } })));

/** A page of the brands in a locale (a page beyond the last fails with a 404 problem). */
export const brandsQuery = (locale: string, page: number) =>
  query(`website:brands:${locale}:${page}`, (): Promise<PeoplePage<Brand>> => unwrap(api.GET('/website/brands', { params: { query: { page } } })));

/** The families' testimonials in a locale, with their average rating. */
export const testimonialsQuery = (locale: string) =>
  query(`website:testimonials:${locale}`, (): Promise<{ value: Testimonial[]; rating: RatingSummary }> => unwrap(api.GET('/website/testimonials')));

/** The page number of `/stylists/{page}` or `/brands/{page}`: 1 without one, null when it is no page number. */
/** What a list page's loader and page throw for a page number the list does not have: the not-found page. */
export const LIST_PAGE_NOT_FOUND = { type: 'NOT_FOUND', title: 'No such page', status: 404 };

export function listPage(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(param) ? Number(param) : null;
}
