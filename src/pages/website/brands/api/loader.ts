import { brandsQuery, LIST_PAGE_NOT_FOUND, listPage } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The page of brands in the address (`/brands` is page 1); a page beyond the last is the not-found page. */
export const loader: PageLoader = async ({ params, locale, read }) => {
  const page = listPage(params.page);
  if (page === null) throw LIST_PAGE_NOT_FOUND;
  await read(brandsQuery(locale, page), { required: true });
};
