import { blogPostQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The post of `/blog/post/{slug}`: a slug unknown in the page's language is the not-found page. */
export const loader: PageLoader = async ({ params, locale, read }) => {
  await read(blogPostQuery(locale, params.slug ?? ''), { required: true });
};
