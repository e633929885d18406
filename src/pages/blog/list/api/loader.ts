import { blogCategoriesQuery, blogPostsQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';
import { blogAddress, NO_SUCH_PAGE } from '../lib/address';

/**
 * The blog's categories and the page of posts the address asks for. An address that is no page,
 * a page past the last or an unknown category is the not-found page.
 */
export const loader: PageLoader = async ({ params, search, locale, read }) => {
  const address = blogAddress(params, search);
  if (!address) throw NO_SUCH_PAGE;
  const [categories] = await Promise.all([
    read(blogCategoriesQuery(locale), { required: address.category !== undefined }),
    read(blogPostsQuery(locale, address.page, address.category), { required: true }),
  ]);
  if (address.category !== undefined && categories && !categories.some((c) => c.slug === address.category)) throw NO_SUCH_PAGE;
};
