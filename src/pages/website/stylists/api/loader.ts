import { LIST_PAGE_NOT_FOUND, listPage, stylistsQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The page of stylists in the address (`/stylists` is page 1); a page beyond the last is the not-found page. */
export const loader: PageLoader = async ({ params, locale, read }) => {
  const page = listPage(params.page);
  if (page === null) throw LIST_PAGE_NOT_FOUND;
  await read(stylistsQuery(locale, page), { required: true });
};
