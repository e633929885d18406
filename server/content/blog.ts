import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { blogCategories, blogCategoryTranslations, blogPosts, blogPostTranslations, translations, type BlogBlock } from '../db/schema';
import { ProblemError, validationProblem } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';

export const BLOG_LOCALES = ['fr', 'de', 'nl', 'es'] as const satisfies readonly LocaleCode[];

/** Posts on a page of the blog when the caller does not say (the website's pages show this many). */
export const BLOG_PAGE_SIZE = 9;

/** Words read in a minute, for a post's reading time. */
const WORDS_PER_MINUTE = 200;

const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

/** Minutes to read a body, at least one. */
export function readingMinutes(body: readonly BlogBlock[]): number {
  const words = body.reduce((sum, block) => sum + block.text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The locales whose website shows the blog (`feature.blog` is `true`). */
export async function blogLocales(db: Database): Promise<LocaleCode[]> {
  const rows = await db
    .select({ locale: translations.locale, value: translations.value })
    .from(translations)
    .where(eq(translations.key, 'feature.blog'));
  return BLOG_LOCALES.filter((locale) => rows.some((row) => row.locale === locale && row.value.trim() === 'true'));
}

const coverUrl = (cover: string) => `/blog/covers/${cover}.svg`;

/** Slugs by locale, kept to the locales given. */
function slugsIn(rows: Array<{ locale: string; slug: string }>, locales: readonly LocaleCode[]): Schemas['BlogSlugs'] {
  const slugs: Schemas['BlogSlugs'] = {};
  for (const row of rows) if ((locales as readonly string[]).includes(row.locale)) slugs[row.locale as LocaleCode] = row.slug;
  return slugs;
}

const published = () => lte(blogPosts.publishedAt, sql`now()`);

/** The categories in a locale, oldest first, with their published posts counted. */
export async function blogCategoriesIn(db: Database, locale: LocaleCode): Promise<Schemas['BlogCategory'][]> {
  const [rows, counts, allSlugs, locales] = await Promise.all([
    db
      .select({ id: blogCategories.id, slug: blogCategoryTranslations.slug, name: blogCategoryTranslations.name, description: blogCategoryTranslations.description })
      .from(blogCategories)
      .innerJoin(blogCategoryTranslations, and(eq(blogCategoryTranslations.categoryId, blogCategories.id), eq(blogCategoryTranslations.locale, locale)))
      .orderBy(asc(blogCategories.createdAt), asc(blogCategories.id)),
    db.select({ id: blogPosts.categoryId, n: count() }).from(blogPosts).where(published()).groupBy(blogPosts.categoryId),
    db.select({ id: blogCategoryTranslations.categoryId, locale: blogCategoryTranslations.locale, slug: blogCategoryTranslations.slug }).from(blogCategoryTranslations),
    blogLocales(db),
  ]);
  return rows.map((row) => ({
    ...row,
    post_count: counts.find((c) => c.id === row.id)?.n ?? 0,
    slugs: slugsIn(
      allSlugs.filter((s) => s.id === row.id),
      locales,
    ),
  }));
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPostTranslations.slug,
  title: blogPostTranslations.title,
  excerpt: blogPostTranslations.excerpt,
  coverAlt: blogPostTranslations.coverAlt,
  cover: blogPosts.cover,
  author: blogPosts.author,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  categoryId: blogPosts.categoryId,
  categorySlug: blogCategoryTranslations.slug,
  categoryName: blogCategoryTranslations.name,
};

type SummaryRow = { id: number; slug: string; title: string; excerpt: string; coverAlt: string; cover: string; author: string; readingMinutes: number; publishedAt: Date; categoryId: number; categorySlug: string; categoryName: string };

function summaryOf(row: SummaryRow): Schemas['BlogPostSummary'] {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: { url: coverUrl(row.cover), alt: row.coverAlt },
    author: row.author,
    reading_minutes: row.readingMinutes,
    published_at: row.publishedAt.toISOString(),
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
  };
}

/** Published posts in a locale, with their category's name in it. */
function summaries(db: Database, locale: LocaleCode) {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.locale, locale)))
    .innerJoin(blogCategoryTranslations, and(eq(blogCategoryTranslations.categoryId, blogPosts.categoryId), eq(blogCategoryTranslations.locale, locale)))
    .$dynamic();
}

/** A page of a locale's published posts, newest first; `category` is a category's slug in the locale. */
export async function blogPostPage(
  db: Database,
  locale: LocaleCode,
  { page, pageSize, category }: { page: number; pageSize: number; category?: string },
): Promise<{ value: Schemas['BlogPostSummary'][]; pagination: Schemas['Pagination'] }> {
  let categoryId: number | null = null;
  if (category !== undefined) {
    const [found] = await db
      .select({ id: blogCategoryTranslations.categoryId })
      .from(blogCategoryTranslations)
      .where(and(eq(blogCategoryTranslations.locale, locale), eq(blogCategoryTranslations.slug, category)));
    if (!found) throw notFound(`No blog category ${category} in ${locale}`);
    categoryId = found.id;
  }
  const where = and(published(), categoryId === null ? undefined : eq(blogPosts.categoryId, categoryId));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(blogPosts).where(where),
    summaries(db, locale)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const n = total?.n ?? 0;
  const pages = Math.ceil(n / pageSize);
  if (page > Math.max(pages, 1)) throw notFound(`There are ${pages} pages of posts`);
  return { value: rows.map(summaryOf), pagination: { page, page_size: pageSize, pages, total: n } };
}

/** A published post by its slug in a locale, with three related posts; not found otherwise. */
export async function blogPostBySlug(db: Database, locale: LocaleCode, slug: string): Promise<Schemas['BlogPost']> {
  const [row] = await summaries(db, locale)
    .where(and(published(), eq(blogPostTranslations.slug, slug)))
    .limit(1);
  if (!row) throw notFound(`No blog post ${slug} in ${locale}`);
  const [[text], allSlugs, locales, sameCategory, others] = await Promise.all([
    db.select({ body: blogPostTranslations.body }).from(blogPostTranslations).where(and(eq(blogPostTranslations.postId, row.id), eq(blogPostTranslations.locale, locale))),
    db.select({ locale: blogPostTranslations.locale, slug: blogPostTranslations.slug }).from(blogPostTranslations).where(eq(blogPostTranslations.postId, row.id)),
    blogLocales(db),
    summaries(db, locale)
      .where(and(published(), ne(blogPosts.id, row.id), eq(blogPosts.categoryId, row.categoryId)))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(3),
    summaries(db, locale)
      .where(and(published(), ne(blogPosts.id, row.id), ne(blogPosts.categoryId, row.categoryId)))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(3),
  ]);
  return {
    ...summaryOf(row),
    body: text?.body ?? [],
    slugs: slugsIn(allSlugs, locales),
    related: [...sameCategory, ...others].slice(0, 3).map(summaryOf),
  };
}

// The editor's side: every locale, scheduled posts included.

type CategoryInput = Schemas['AdminBlogCategoryInput'];
type PostInput = Schemas['AdminBlogPostInput'];

/** The 409 of a slug another item already has in a locale (the unique index's name tells which). */
async function slugsFree(db: Database, table: 'category' | 'post', input: { translations: Record<LocaleCode, { slug: string }> }, exceptId: number | null): Promise<void> {
  for (const locale of BLOG_LOCALES) {
    const slug = input.translations[locale].slug;
    const taken =
      table === 'category'
        ? await db
            .select({ id: blogCategoryTranslations.categoryId })
            .from(blogCategoryTranslations)
            .where(and(eq(blogCategoryTranslations.locale, locale), eq(blogCategoryTranslations.slug, slug), exceptId === null ? undefined : ne(blogCategoryTranslations.categoryId, exceptId)))
        : await db
            .select({ id: blogPostTranslations.postId })
            .from(blogPostTranslations)
            .where(and(eq(blogPostTranslations.locale, locale), eq(blogPostTranslations.slug, slug), exceptId === null ? undefined : ne(blogPostTranslations.postId, exceptId)));
    if (taken.length) {
      throw new ProblemError(409, 'BLOG_SLUG_TAKEN', 'Slug taken', `Another ${table} already has the slug ${slug} in ${locale}`, [
        { field: `translations.${locale}.slug`, pointer: `/translations/${locale}/slug`, in: 'body', detail: `translations.${locale}.slug is taken` },
      ]);
    }
  }
}

export async function adminBlogCategories(db: Database, ids?: number[]): Promise<Schemas['AdminBlogCategory'][]> {
  const [rows, texts, counts] = await Promise.all([
    db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(ids ? inArray(blogCategories.id, ids) : undefined)
      .orderBy(asc(blogCategories.createdAt), asc(blogCategories.id)),
    db.select().from(blogCategoryTranslations).where(ids ? inArray(blogCategoryTranslations.categoryId, ids) : undefined),
    db.select({ id: blogPosts.categoryId, n: count() }).from(blogPosts).groupBy(blogPosts.categoryId),
  ]);
  return rows.map(({ id }) => {
    const text = (locale: LocaleCode) => {
      const t = texts.find((row) => row.categoryId === id && row.locale === locale);
      return { slug: t?.slug ?? '', name: t?.name ?? '', description: t?.description ?? '' };
    };
    return { id, post_count: counts.find((c) => c.id === id)?.n ?? 0, translations: { fr: text('fr'), de: text('de'), nl: text('nl'), es: text('es') } };
  });
}

async function writeCategoryTexts(tx: Database, id: number, input: CategoryInput) {
  await tx.delete(blogCategoryTranslations).where(eq(blogCategoryTranslations.categoryId, id));
  await tx.insert(blogCategoryTranslations).values(BLOG_LOCALES.map((locale) => ({ categoryId: id, locale, ...input.translations[locale] })));
}

export async function createBlogCategory(db: Database, input: CategoryInput): Promise<Schemas['AdminBlogCategory']> {
  const id = await db.transaction(async (tx) => {
    await slugsFree(tx, 'category', input, null);
    const [row] = await tx.insert(blogCategories).values({}).returning({ id: blogCategories.id });
    await writeCategoryTexts(tx, row!.id, input);
    return row!.id;
  });
  return (await adminBlogCategories(db, [id]))[0]!;
}

export async function updateBlogCategory(db: Database, id: number, input: CategoryInput): Promise<Schemas['AdminBlogCategory']> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).for('update');
    if (!found) throw notFound(`No blog category ${id}`);
    await slugsFree(tx, 'category', input, id);
    await writeCategoryTexts(tx, id, input);
  });
  return (await adminBlogCategories(db, [id]))[0]!;
}

export async function deleteBlogCategory(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).for('update');
    if (!found) throw notFound(`No blog category ${id}`);
    if (await tx.$count(blogPosts, eq(blogPosts.categoryId, id))) {
      throw new ProblemError(409, 'BLOG_CATEGORY_NOT_EMPTY', 'Category not empty', `Blog category ${id} still holds posts: move or remove them first`);
    }
    await tx.delete(blogCategories).where(eq(blogCategories.id, id));
  });
}

export async function adminBlogPosts(db: Database, ids?: number[]): Promise<Schemas['AdminBlogPost'][]> {
  const [rows, texts] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(ids ? inArray(blogPosts.id, ids) : undefined)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
    db.select().from(blogPostTranslations).where(ids ? inArray(blogPostTranslations.postId, ids) : undefined),
  ]);
  return rows.map((row) => {
    const text = (locale: LocaleCode) => {
      const t = texts.find((r) => r.postId === row.id && r.locale === locale);
      return { slug: t?.slug ?? '', title: t?.title ?? '', excerpt: t?.excerpt ?? '', cover_alt: t?.coverAlt ?? '', body: t?.body ?? [] };
    };
    return {
      id: row.id,
      category_id: row.categoryId,
      author: row.author,
      cover: row.cover as Schemas['BlogCover'],
      published_at: row.publishedAt.toISOString(),
      reading_minutes: row.readingMinutes,
      translations: { fr: text('fr'), de: text('de'), nl: text('nl'), es: text('es') },
    };
  });
}

/** The columns of a post from what the editor sent (the category must exist). */
async function postColumns(tx: Database, input: PostInput) {
  const [category] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, input.category_id));
  if (!category) {
    throw validationProblem([{ field: 'category_id', pointer: '/category_id', in: 'body', detail: `category_id ${input.category_id} is no blog category` }]);
  }
  return {
    categoryId: input.category_id,
    author: input.author,
    cover: input.cover,
    publishedAt: new Date(input.published_at),
    readingMinutes: readingMinutes(input.translations.fr.body),
  };
}

async function writePostTexts(tx: Database, id: number, input: PostInput) {
  await tx.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, id));
  await tx.insert(blogPostTranslations).values(
    BLOG_LOCALES.map((locale) => {
      const t = input.translations[locale];
      return { postId: id, locale, slug: t.slug, title: t.title, excerpt: t.excerpt, coverAlt: t.cover_alt, body: t.body.map((b) => ({ type: b.type, text: b.text })) };
    }),
  );
}

export async function createBlogPost(db: Database, input: PostInput): Promise<Schemas['AdminBlogPost']> {
  const id = await db.transaction(async (tx) => {
    const columns = await postColumns(tx, input);
    await slugsFree(tx, 'post', input, null);
    const [row] = await tx.insert(blogPosts).values(columns).returning({ id: blogPosts.id });
    await writePostTexts(tx, row!.id, input);
    return row!.id;
  });
  return (await adminBlogPosts(db, [id]))[0]!;
}

export async function updateBlogPost(db: Database, id: number, input: PostInput): Promise<Schemas['AdminBlogPost']> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!found) throw notFound(`No blog post ${id}`);
    const columns = await postColumns(tx, input);
    await slugsFree(tx, 'post', input, id);
    await tx
      .update(blogPosts)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(blogPosts.id, id));
    await writePostTexts(tx, id, input);
  });
  return (await adminBlogPosts(db, [id]))[0]!;
}

export async function deleteBlogPost(db: Database, id: number): Promise<void> {
  const removed = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (!removed.length) throw notFound(`No blog post ${id}`);
}

/** The published posts' addresses by locale (for the sitemap), with their last change. */
export async function blogSitemapEntries(db: Database): Promise<{
  locales: LocaleCode[];
  categories: Array<{ slugs: Partial<Record<LocaleCode, string>> }>;
  posts: Array<{ slugs: Partial<Record<LocaleCode, string>>; updatedAt: Date }>;
}> {
  const [locales, categoryTexts, posts, postTexts] = await Promise.all([
    blogLocales(db),
    db.select({ id: blogCategoryTranslations.categoryId, locale: blogCategoryTranslations.locale, slug: blogCategoryTranslations.slug }).from(blogCategoryTranslations).orderBy(asc(blogCategoryTranslations.categoryId)),
    db.select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(published()).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
    db.select({ id: blogPostTranslations.postId, locale: blogPostTranslations.locale, slug: blogPostTranslations.slug }).from(blogPostTranslations),
  ]);
  const categoryIds = [...new Set(categoryTexts.map((c) => c.id))];
  return {
    locales,
    categories: categoryIds.map((id) => ({ slugs: slugsIn(categoryTexts.filter((c) => c.id === id), locales) })),
    posts: posts.map((post) => ({ slugs: slugsIn(postTexts.filter((t) => t.id === post.id), locales), updatedAt: post.updatedAt })),
  };
}

/**
 * A post scheduled for later becomes public without any write: this bumps the content version
 * when the moment of one has come since the last look, so that cached pages and reads show it.
 */
export function startBlogSchedule(db: Database, intervalMs = 60_000): () => void {
  let since = new Date();
  const look = async () => {
    const now = new Date();
    const due = and(sql`${blogPosts.publishedAt} > ${since.toISOString()}`, sql`${blogPosts.publishedAt} <= ${now.toISOString()}`);
    // A statement's trigger fires even when it changes no row: write only when a post is due.
    if (await db.$count(blogPosts, due)) await db.update(blogPosts).set({ updatedAt: now }).where(due);
    since = now;
  };
  const timer = setInterval(() => void look().catch(() => undefined), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
