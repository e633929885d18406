import { useIntl, useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import type { BlogPostSummary } from '../api/blog';
import styles from './BlogPostCard.module.css';

/** The day a post was published, in the locale's words. */
export function usePublishedDate(iso: string): string {
  return useIntl().formatDate(iso, { dateStyle: 'long', timeZone: 'Europe/Paris' });
}

/**
 * A post in a list: its cover, category, title (the link to the post), excerpt, date and reading
 * time. `headingLevel` keeps the page's headings in order.
 */
export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const t = useT();
  const date = usePublishedDate(post.published_at);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img className={styles.cover} src={post.cover.url} alt={post.cover.alt} width={640} height={400} loading="lazy" decoding="async" />
      <div className={styles.text}>
        <p className={styles.category}>{post.category.name}</p>
        <Heading className={styles.title}>
          <Link href={`/blog/post/${post.slug}`} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          <time dateTime={post.published_at}>{date}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('blog.readingTime', { minutes: post.reading_minutes })}</span>
        </p>
      </div>
    </article>
  );
}
