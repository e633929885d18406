import { api, unwrap, type components } from '@/shared/api';
import { query } from '@/shared/lib';

export type BlogCategory = components['schemas']['BlogCategory'];
export type BlogPostSummary = components['schemas']['BlogPostSummary'];
export type BlogPost = components['schemas']['BlogPost'];
export type BlogPostPage = { value: BlogPostSummary[]; pagination: components['schemas']['Pagination'] };

/** Posts on a page of the blog. */
export const BLOG_PAGE_SIZE = 9;

/** The blog's categories in a locale, with their posts counted. */
export const blogCategoriesQuery = (locale: string) =>
  query(`website:blog:${locale}:categories`, async () => (await unwrap(api.GET('/website/blog/categories'))).value);

/** A page of the blog's posts in a locale, newest first; of one category (its slug in the locale) when given. */
export const blogPostsQuery = (locale: string, page: number, category?: string) =>
  query<BlogPostPage>(`website:blog:${locale}:posts:${category ?? '*'}:${page}`, () =>
    unwrap(api.GET('/website/blog/posts', { params: { query: { page, page_size: BLOG_PAGE_SIZE, ...(category ? { category } : {}) } } })),
  );

/** A post by its slug in a locale, with its related posts. */
export const blogPostQuery = (locale: string, slug: string) =>
  query(`website:blog:${locale}:post:${slug}`, async () => (await unwrap(api.GET('/website/blog/posts/{slug}', { params: { path: { slug } } }))).value);
