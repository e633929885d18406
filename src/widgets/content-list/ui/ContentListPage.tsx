import type { ReactNode } from 'react';
import { LIST_PAGE_NOT_FOUND, PageHead, pickSeo, seoMetadataQuery, type PeoplePage } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource, type Query } from '@/shared/lib';
import { Button, Container, FormMessage, Pagination } from '@/shared/ui';
import styles from './ContentListPage.module.css';

const isNotFound = (error: unknown) => (error as { status?: number }).status === 404;

export interface ContentListPageProps<T> {
  /** The page number in the address (already checked: `listPage`). */
  page: number;
  /** The page's search metadata slug, also its address (`/stylists`, `/stylists/2`...). */
  slug: 'stylists' | 'brands';
  query: Query<PeoplePage<T>>;
  title: string;
  intro: string;
  empty: string;
  /** The list's class, for the cards' grid. */
  listClassName?: string | undefined;
  children(item: T): ReactNode;
}

/**
 * A page of the website's content that lists its items page by page (the stylists, the brands): the
 * title and introduction, "page N of M", the items, the links to the other pages. Page 1 is the
 * address without a number (its canonical); a page beyond the last is the not-found page.
 */
export function ContentListPage<T extends { id: number }>({ page, slug, query, title, intro, empty, listClassName, children }: ContentListPageProps<T>) {
  const t = useT();
  const locale = useIntl().appLocale;
  const list = useResource(query);
  const seo = useResource(seoMetadataQuery(locale));
  if (list.status === 'failed' && isNotFound(list.error)) throw LIST_PAGE_NOT_FOUND;
  const metadata = seo.status === 'ready' ? pickSeo(seo.data, slug) : null;
  const hrefFor = (n: number) => (n === 1 ? `/${slug}` : `/${slug}/${n}`);
  return (
    <Container className={styles.page}>
      <PageHead
        canonicalPath={hrefFor(page)}
        {...(page > 1 ? { title: t('people.pageTitle', { title: metadata?.title ?? title, page }), description: metadata?.description } : {})}
      />
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {list.status === 'ready' && list.data.pagination.pages > 1 && <p className={styles.pageOf}>{t('people.pageOf', { page, pages: list.data.pagination.pages })}</p>}
      </header>
      {list.status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {list.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('people.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={list.retry}>
            {t('people.retry')}
          </Button>
        </div>
      )}
      {list.status === 'ready' && (list.data.value.length ? <ul className={listClassName ? `${styles.list} ${listClassName}` : styles.list}>{list.data.value.map((item) => children(item))}</ul> : <p>{empty}</p>)}
      {list.status === 'ready' && <Pagination page={page} pages={list.data.pagination.pages} hrefFor={hrefFor} />}
    </Container>
  );
}
