import { api, unwrap, type components } from '@/shared/api';
import { query } from '@/shared/lib';

export type FaqSection = components['schemas']['FaqSection'];
export type FaqQuestion = components['schemas']['FaqQuestion'];

/** The FAQ's sections and their questions, in the request's locale and the editor's order. */
export async function fetchFaq(): Promise<FaqSection[]> {
  return (await unwrap(api.GET('/website/faq'))).value;
}

/** The FAQ of a locale, as the FAQ page, its loader and the help page read it. */
export const faqQuery = (locale: string) => query(`website:faq:${locale}`, fetchFaq);
