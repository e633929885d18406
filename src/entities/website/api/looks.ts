import { api, unwrap, type components } from '@/shared/api';
import { query } from '@/shared/lib';

export type WebsiteLook = components['schemas']['WebsiteLook'];
export type WebsiteLookProduct = components['schemas']['WebsiteLookProduct'];
export type LookAudience = components['schemas']['LookAudience'];
export type InstagramMedia = components['schemas']['InstagramMedia'];
export type Concept = components['schemas']['Concept'];
export type ConceptSection = components['schemas']['ConceptSection'];
export type ConceptIllustration = components['schemas']['ConceptIllustration'];

/** The website's looks in the page's locale, each with its catalogue products. */
export async function fetchLooks(): Promise<WebsiteLook[]> {
  return (await unwrap(api.GET('/website/looks'))).value;
}

/** The Instagram media the home shows (at most nine). */
export async function fetchInstagramMedia(): Promise<InstagramMedia[]> {
  return (await unwrap(api.GET('/website/instagram/selected-media'))).value;
}

/** The concept page's sections. */
export async function fetchConcept(): Promise<Concept> {
  return (await unwrap(api.GET('/website/concept'))).value;
}

/** Whether the shop is on sale in the page's locale. */
export async function fetchIsSales(): Promise<boolean> {
  return (await unwrap(api.GET('/website/is_sales'))).value;
}

export const looksQuery = (locale: string) => query(`website:looks:${locale}`, fetchLooks);
export const instagramMediaQuery = (locale: string) => query(`website:instagram:${locale}`, fetchInstagramMedia);
export const conceptQuery = (locale: string) => query(`website:concept:${locale}`, fetchConcept);
export const salesQuery = (locale: string) => query(`website:sales:${locale}`, fetchIsSales);
