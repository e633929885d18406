import type { Database } from '../db/client';
import { requestLocale, type Handlers } from '../http/types';
import {
  BLOG_PAGE_SIZE,
  adminBlogCategories,
  adminBlogPosts,
  blogCategoriesIn,
  blogPostBySlug,
  blogPostPage,
  createBlogCategory,
  createBlogPost,
  deleteBlogCategory,
  deleteBlogPost,
  updateBlogCategory,
  updateBlogPost,
} from './blog';

/** The blog: its public reads, and the editor's calls on categories and posts. */
export function blogHandlers(db: Database): Handlers {
  return {
    async listBlogCategories(request) {
      return { value: await blogCategoriesIn(db, requestLocale(request)) };
    },

    async listBlogPosts(request) {
      const { page = 1, page_size = BLOG_PAGE_SIZE, category } = request.query;
      return blogPostPage(db, requestLocale(request), { page, pageSize: page_size, ...(category === undefined ? {} : { category }) });
    },

    async getBlogPost(request) {
      return { value: await blogPostBySlug(db, requestLocale(request), request.params.slug) };
    },

    async listAdminBlogCategories() {
      return { value: await adminBlogCategories(db) };
    },

    async createBlogCategory(request, reply) {
      reply.status(201);
      return createBlogCategory(db, request.body);
    },

    async updateBlogCategory(request) {
      return updateBlogCategory(db, request.params.id, request.body);
    },

    async deleteBlogCategory(request, reply) {
      await deleteBlogCategory(db, request.params.id);
      return reply.status(204).send();
    },

    async listAdminBlogPosts() {
      return { value: await adminBlogPosts(db) };
    },

    async createBlogPost(request, reply) {
      reply.status(201);
      return createBlogPost(db, request.body);
    },

    async updateBlogPost(request) {
      return updateBlogPost(db, request.params.id, request.body);
    },

    async deleteBlogPost(request, reply) {
      await deleteBlogPost(db, request.params.id);
      return reply.status(204).send();
    },
  };
}
