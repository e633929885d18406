import { useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import styles from './BlogPage.module.css';

/** Links to the blog's other pages: the previous, every page by its number, the next. */
export function BlogPagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor(page: number): string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('blog.pages.label')} className={styles.pages}>
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.pageStep}>
          {t('blog.pages.previous')}
        </Link>
      )}
      <ol className={styles.pageList}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link href={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('blog.pages.page', { page: n })} className={styles.pageLink}>
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.pageStep}>
          {t('blog.pages.next')}
        </Link>
      )}
    </nav>
  );
}
