import { useT } from '../i18n';
import { Link } from './Link';
import styles from './Pagination.module.css';

/** The pages shown: the first, the last, and two either side of the current one. */
function visiblePages(page: number, pages: number): Array<number | null> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/**
 * Links to the other pages of a list (the shop's listings, the stylists, the brands, the blog): the
 * current one marked `aria-current`, the previous and next ones `rel`. `hrefFor` gives a page's
 * address (a listing keeps its filters in it); `label` names the list's pages where a page has more
 * than one list.
 */
export function Pagination({ page, pages, hrefFor, label }: { page: number; pages: number; hrefFor(page: number): string; label?: string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t('shop.pages.label')} className={styles.pages}>
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.pageStep}>
          {t('shop.pages.previous')}
        </Link>
      )}
      <ol className={styles.pageList}>
        {visiblePages(page, pages).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Link href={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('shop.pages.page', { page: n })} className={styles.pageLink}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.pageStep}>
          {t('shop.pages.next')}
        </Link>
      )}
    </nav>
  );
}
