import type { Database } from '../db/client';
import { blogCategories, blogCategoryTranslations, blogPosts, blogPostTranslations, seedRuns } from '../db/schema';
import { BLOG_LOCALES, readingMinutes } from './blog';
import { BLOG_CATEGORIES, BLOG_POST_TEXTS, BLOG_POSTS, blocksOf, type BlogCategoryKey } from './seed/blog';

export const BLOG_SEED = 'blog-posts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The blog's first categories and articles, written once per database (an editor's changes
 * survive a restart): published on days before the seeding day, at nine in the morning.
 */
export function seedBlog(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: BLOG_SEED }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    // A database whose record of this run was lost keeps its blog as it is.
    if (await tx.$count(blogCategories)) return false;
    const ids = {} as Record<BlogCategoryKey, number>;
    for (const key of Object.keys(BLOG_CATEGORIES) as BlogCategoryKey[]) {
      const [row] = await tx.insert(blogCategories).values({}).returning({ id: blogCategories.id });
      ids[key] = row!.id;
      await tx.insert(blogCategoryTranslations).values(BLOG_LOCALES.map((locale) => ({ categoryId: row!.id, locale, ...BLOG_CATEGORIES[key][locale] })));
    }
    // Oldest first, so that ids follow the dates.
    for (const [index, post] of [...BLOG_POSTS.entries()].reverse()) {
      const day = new Date(now.getTime() - post.daysAgo * DAY_MS);
      day.setUTCHours(8, 0, 0, 0);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          categoryId: ids[post.category],
          author: post.author,
          cover: post.cover,
          publishedAt: day,
          readingMinutes: readingMinutes(blocksOf(BLOG_POST_TEXTS.fr[index]!.body)),
          updatedAt: day,
        })
        .returning({ id: blogPosts.id });
      await tx.insert(blogPostTranslations).values(
        BLOG_LOCALES.map((locale) => {
          const text = BLOG_POST_TEXTS[locale][index]!;
          return { postId: row!.id, locale, slug: text.slug, title: text.title, excerpt: text.excerpt, coverAlt: text.coverAlt, body: blocksOf(text.body) };
        }),
      );
    }
    return true;
  });
}
