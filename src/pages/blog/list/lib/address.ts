/** The page of the blog an address asks for. */
export interface BlogAddress {
  page: number;
  /** The category's slug in the page's language, on `/blog/category/{name}`. */
  category?: string;
}

export const NO_SUCH_PAGE = { type: 'NOT_FOUND', title: 'No such page', status: 404 };

/** A page number as an address writes it (1 to 10000, no sign, no leading zero), or null. */
function pageNumber(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(text) && Number(text) <= 10000 ? Number(text) : null;
}

/**
 * `/blog` (page 1), `/blog/{page}`, and `/blog/category/{name}` with `?page=` beyond the first;
 * null for an address that is no page (`/blog/deux`, `/blog/0`).
 */
export function blogAddress(params: Record<string, string | undefined>, search: string): BlogAddress | null {
  if (params.name !== undefined) {
    const page = pageNumber(new URLSearchParams(search).get('page'));
    return page === null ? null : { page, category: params.name };
  }
  const page = pageNumber(params.page);
  return page === null ? null : { page };
}

/** The address of a page of the list: page 1 is the list's own address. */
export function blogPageHref(page: number, category?: string): string {
  if (category) return page > 1 ? `/blog/category/${category}?page=${page}` : `/blog/category/${category}`;
  return page > 1 ? `/blog/${page}` : '/blog';
}
