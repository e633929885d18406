import type { CollectionQuery } from '@/entities/collection';
import { PRODUCT_FAMILIES, type ProductFamily, type ProductGender } from '@/entities/product';

const GENDERS: readonly ProductGender[] = ['GIRL', 'BOY', 'MIXED', 'WOMAN'];

/** The filters and page a listing's address holds (`?gender=BOY&size=4%20ans&family=TOPS&page=2`). */
export interface GridQuery {
  genders: ProductGender[];
  size: string | null;
  families: ProductFamily[];
  page: number;
}

/** Reads the address's query string; unknown values are left out. */
export function readGridQuery(search: string): GridQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    genders: GENDERS.filter((gender) => params.getAll('gender').includes(gender)),
    size: params.get('size') || null,
    families: PRODUCT_FAMILIES.filter((family) => params.getAll('family').includes(family)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of `search` with `changes` (the page back to 1 unless given), other parameters kept; '' when empty. */
export function gridSearch(search: string, changes: Partial<GridQuery>): string {
  const params = new URLSearchParams(search);
  const set = (name: string, values: readonly string[]) => {
    params.delete(name);
    for (const value of values) params.append(name, value);
  };
  if (changes.genders) set('gender', changes.genders);
  if (changes.size !== undefined) set('size', changes.size === null ? [] : [changes.size]);
  if (changes.families) set('family', changes.families);
  set('page', changes.page && changes.page > 1 ? [String(changes.page)] : []);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The server adds MIXED to a single kid gender: the listing says so. */
export function includesMixed(genders: readonly ProductGender[]): boolean {
  return genders.length === 1 && (genders[0] === 'BOY' || genders[0] === 'GIRL');
}

/** The call's parameters for the listing the address asks for. */
export function collectionFilters(query: GridQuery): CollectionQuery {
  return {
    page: query.page,
    ...(query.genders.length ? { gender: query.genders } : {}),
    ...(query.size ? { size: query.size } : {}),
    ...(query.families.length ? { family: query.families } : {}),
  };
}
