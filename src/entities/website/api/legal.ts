import { api, unwrap, type components } from '@/shared/api';
import { query } from '@/shared/lib';

export type LegalContent = components['schemas']['LegalContent'];
export type LegalCode = components['schemas']['LegalContentCode'];

/** The legal texts (terms, legal notice, privacy) in the page's locale. */
export async function fetchLegalContents(): Promise<LegalContent[]> {
  return (await unwrap(api.GET('/website/legal-contents'))).value;
}

/** The legal texts of a locale, as the terms page and its loader read them. */
export const legalContentsQuery = (locale: string) => query(`website:legal-contents:${locale}`, fetchLegalContents);
