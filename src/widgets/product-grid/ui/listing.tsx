import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ecommerceItem, viewDay, type Product } from '@/entities/product';
import { trackLater } from '@/shared/analytics';
import { useT } from '@/shared/i18n';
import { useResource, type Query } from '@/shared/lib';
import { Button, FormMessage, Pagination } from '@/shared/ui';
import { beyondLastPage, NO_SUCH_PAGE } from '../lib/pages';
import { ProductList } from './ProductList';
import styles from './ProductGrid.module.css';

type Page = { products: Product[]; page: number; pages: number; total: number };

/**
 * A listing's page loaded by `key` (the address's filters and page); the last page loaded stays
 * shown while the next loads, so the controls keep their place and focus. On a new page the count
 * takes the focus, as a page of its own would.
 */
export function useListing<T extends Page>(page: Query<T>) {
  const resource = useResource(page);
  const [shown, setShown] = useState<T | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const ready = resource.status === 'ready' ? resource.data : null;
  useEffect(() => {
    if (!ready) return;
    setShown((previous) => {
      if (previous && previous.page !== ready.page) countRef.current?.focus();
      return ready;
    });
  }, [ready]);
  return { resource, data: ready ?? shown, retry: resource.retry, countRef };
}

interface ListingProps<T extends Page> {
  listing: ReturnType<typeof useListing<T>>;
  collection: string;
  hrefFor(page: number): string;
  /** What to say when nothing matches. */
  empty: ReactNode;
  /** Above the results: the filters. */
  children?: ReactNode;
}

/** The listing's states: loading, failed (with a retry), the count, the cards and the pages. */
export function Listing<T extends Page>({ listing, collection, hrefFor, empty, children }: ListingProps<T>) {
  const t = useT();
  const { resource, data, retry, countRef } = listing;
  const viewed = data && data.products.length > 0 ? data : null;
  useEffect(() => {
    if (!viewed) return;
    // GA4's view_item_list: each page of a list once a day per visitor (with consent).
    void trackLater({
      event: 'shop_view',
      id: `${viewDay()}:${collection}:${viewed.page}`,
      list: collection,
      ga4: { event: 'view_item_list', item_list_name: collection, items: viewed.products.map((product) => ecommerceItem(product)) },
    });
  }, [viewed, collection]);
  // An address past the last page is no page of the listing.
  if (resource.status === 'ready' && beyondLastPage(resource.data)) throw NO_SUCH_PAGE;
  return (
    <div className={styles.grid} aria-busy={resource.status === 'loading'}>
      {children}
      {resource.status === 'loading' && <p role="status">{t('shop.grid.loading')}</p>}
      {resource.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('shop.grid.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={retry}>
            {t('shop.grid.retry')}
          </Button>
        </div>
      )}
      {data && (
        <>
          <p ref={countRef} tabIndex={-1} role="status" className={styles.count}>
            {t('shop.count', { count: data.total })}
          </p>
          {data.products.length > 0 ? <ProductList products={data.products} collection={collection} /> : <p>{empty}</p>}
          <Pagination page={data.page} pages={data.pages} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
