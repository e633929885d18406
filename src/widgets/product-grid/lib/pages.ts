export const NO_SUCH_PAGE = { type: 'NOT_FOUND', title: 'No such page', status: 404 };

/** A page number past the listing's last page (page 1 of an empty listing exists). */
export function beyondLastPage({ page, pages }: { page: number; pages: number }): boolean {
  return page > Math.max(pages, 1);
}
