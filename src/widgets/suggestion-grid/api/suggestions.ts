import type { ProductFamily, SuggestionList } from '@/entities/product';
import { api, unwrap } from '@/shared/api';

export interface SuggestionQuery {
  page: number;
  categories: ProductFamily[];
  skuQuery: string;
}

/** A page of the products suggested for a profile (24 a page). */
export function listKidSuggestions(kidId: number, { page, categories, skuQuery }: SuggestionQuery): Promise<SuggestionList> {
  return unwrap(
    api.GET('/clients/me/kids/{id}/suggestions', {
      params: { path: { id: kidId }, query: { page, ...(categories.length ? { categories } : {}), ...(skuQuery ? { sku_query: skuQuery } : {}) } },
    }),
  );
}
