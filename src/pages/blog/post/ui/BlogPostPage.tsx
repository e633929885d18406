import { BlogPostCard, blogPostQuery, PageHead, usePublishedDate, type BlogPost } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './BlogPostPage.module.css';

const NOT_FOUND = { type: 'NOT_FOUND', title: 'No such post', status: 404 };

function Article({ post }: { post: BlogPost }) {
  const t = useT();
  const date = usePublishedDate(post.published_at);
  const alternates = Object.fromEntries(Object.entries(post.slugs).map(([locale, slug]) => [locale, `/blog/post/${slug}`]));
  return (
    <>
      <PageHead title={post.title} description={post.excerpt} image={post.cover.url} imageAlt={post.cover.alt} type="article" canonicalPath={`/blog/post/${post.slug}`} alternates={alternates} />
      <meta property="article:published_time" content={post.published_at} />
      <meta property="article:section" content={post.category.name} />
      <meta property="article:author" content={post.author} />
      <nav aria-label={t('blog.breadcrumb.label')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/blog">{t('blog.title')}</Link>
          </li>
          <li>
            <Link href={`/blog/category/${post.category.slug}`}>{post.category.name}</Link>
          </li>
        </ol>
      </nav>
      <article className={styles.article} aria-labelledby="blog-post-title">
        <header className={styles.header}>
          <h1 id="blog-post-title" className={styles.title}>
            {post.title}
          </h1>
          <p className={styles.excerpt}>{post.excerpt}</p>
          <p className={styles.meta}>
            <span>{t('blog.post.by', { author: post.author })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.published_at}>{date}</time>
            <span aria-hidden="true"> · </span>
            <span>{t('blog.readingTime', { minutes: post.reading_minutes })}</span>
          </p>
        </header>
        <img className={styles.cover} src={post.cover.url} alt={post.cover.alt} width={640} height={400} fetchPriority="high" />
        <div className={styles.body}>
          {post.body.map((block, index) =>
            block.type === 'heading' ? (
              <h2 key={index} className={styles.heading}>
                {block.text}
              </h2>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )}
        </div>
      </article>
      {post.related.length > 0 && (
        <section className={styles.related} aria-labelledby="blog-related-title">
          <h2 id="blog-related-title" className={styles.relatedTitle}>
            {t('blog.post.related')}
          </h2>
          <ul className={styles.relatedList}>
            {post.related.map((other) => (
              <li key={other.id}>
                <BlogPostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link href="/blog" className={styles.back}>
          {t('blog.post.back')}
        </Link>
      </p>
    </>
  );
}

/**
 * /blog/post/{slug}: an article of the blog with its category, author, date and reading time, and
 * three posts to read next. A slug unknown in the page's language is the not-found page.
 */
export default function BlogPostPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const post = useResource(blogPostQuery(locale, params.slug ?? ''));
  if (post.status === 'failed' && (post.error as { status?: number } | null)?.status === 404) throw NOT_FOUND;
  return (
    <Container className={styles.page}>
      {post.status === 'ready' && <Article post={post.data} />}
      {post.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('blog.post.loadFailed')}</FormMessage>
          <Button type="button" variant="secondary" onClick={post.retry}>
            {t('blog.retry')}
          </Button>
        </div>
      )}
    </Container>
  );
}
