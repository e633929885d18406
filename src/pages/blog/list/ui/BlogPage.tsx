import { BlogPostCard, blogCategoriesQuery, blogPostsQuery, PageHead, type BlogCategory } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage, Link, Pagination } from '@/shared/ui';
import { useSearch } from 'wouter';
import { blogAddress, blogPageHref, NO_SUCH_PAGE } from '../lib/address';
import styles from './BlogPage.module.css';

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** The links to every category, the current one marked. */
function CategoryNav({ categories, current }: { categories: BlogCategory[]; current?: string }) {
  const t = useT();
  return (
    <nav aria-label={t('blog.categories.label')} className={styles.categories}>
      <ul>
        <li>
          <Link href="/blog" aria-current={current === undefined ? 'page' : undefined} className={styles.category}>
            {t('blog.categories.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`/blog/category/${category.slug}`} aria-current={category.slug === current ? 'page' : undefined} className={styles.category}>
              {category.name} <span className={styles.count}>({t('blog.categories.count', { count: category.post_count })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /blog, /blog/{page} and /blog/category/{name} (`?page=` beyond its first page): the posts,
 * newest first, nine to a page, with the categories to choose from. An address that is no page, a
 * page past the last or an unknown category is the not-found page.
 */
export default function BlogPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const search = useSearch();
  const address = blogAddress(params, search);
  const { page, category } = address ?? { page: 1 };
  const categories = useResource(blogCategoriesQuery(locale));
  const posts = useResource(blogPostsQuery(locale, page, category));
  if (!address) throw NO_SUCH_PAGE;
  if (posts.status === 'failed' && isNotFound(posts.error)) throw NO_SUCH_PAGE;
  const shown = categories.status === 'ready' ? categories.data.find((c) => c.slug === category) : undefined;
  if (category !== undefined && categories.status === 'ready' && !shown) throw NO_SUCH_PAGE;

  const name = shown?.name ?? t('blog.title');
  const title = category === undefined ? (page > 1 ? t('blog.pageTitle', { page }) : undefined) : page > 1 ? t('blog.categoryPageTitle', { name, page }) : name;
  // The same list in the other languages where the blog is on: the categories know where.
  const alternates =
    categories.status !== 'ready'
      ? undefined
      : Object.fromEntries(
          Object.entries(shown?.slugs ?? categories.data[0]?.slugs ?? { [locale]: '' }).map(([other, slug]) => [other, shown ? blogPageHref(page, slug) : blogPageHref(page)]),
        );

  return (
    <Container className={styles.page}>
      <PageHead
        {...(title ? { title } : {})}
        {...(shown ? { description: shown.description } : {})}
        canonicalPath={blogPageHref(page, category)}
        {...(alternates ? { alternates } : {})}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.intro}>{shown ? shown.description : t('blog.intro')}</p>
      </header>
      {categories.status === 'ready' && <CategoryNav categories={categories.data} {...(category ? { current: category } : {})} />}
      {posts.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('blog.loadFailed')}</FormMessage>
          <Button type="button" variant="secondary" onClick={posts.retry}>
            {t('blog.retry')}
          </Button>
        </div>
      )}
      {posts.status === 'ready' && posts.data.value.length === 0 && <p className={styles.empty}>{t('blog.empty')}</p>}
      {posts.status === 'ready' && posts.data.value.length > 0 && (
        <ul className={styles.posts}>
          {posts.data.value.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {posts.status === 'ready' && <Pagination page={page} pages={posts.data.pagination.pages} hrefFor={(n) => blogPageHref(n, category)} label={t('blog.pages.label')} />}
    </Container>
  );
}
