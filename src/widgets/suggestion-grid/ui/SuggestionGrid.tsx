import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ToggleGroup } from 'radix-ui';
import { PRODUCT_FAMILIES, ProductCard, type ProductFamily } from '@/entities/product';
import { WishButton } from '@/features/wishes';
import { useIntl, useT } from '@/shared/i18n';
import { query, useResource } from '@/shared/lib';
import { Button, FormMessage, Link, TextField } from '@/shared/ui';
import { listKidSuggestions } from '../api/suggestions';
import { productSlug } from '@/entities/product';
import { ProductBadges } from './ProductBadges';
import styles from './SuggestionGrid.module.css';

export interface SuggestionGridProps {
  kidId: number;
  /**
   * The trunk request being customised: each card gets a wish button (inside a WishesProvider)
   * and a link to its product page. Without it the grid is for browsing.
   */
  requestId?: number;
}

/**
 * The products suggested for a profile, 24 a page: filters by the six families, a search by
 * name, brand or reference, and the pages.
 */
export function SuggestionGrid({ kidId, requestId }: SuggestionGridProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const [categories, setCategories] = useState<ProductFamily[]>([]);
  const [draft, setDraft] = useState('');
  const [skuQuery, setSkuQuery] = useState('');
  const [page, setPage] = useState(1);
  const filters = { page, categories, skuQuery };
  const list = useResource(query(`kid-suggestions:${locale}:${kidId}:${JSON.stringify(filters)}`, () => listKidSuggestions(kidId, filters)));
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const turnedPage = useRef(false);

  // A new page starts at its top: the count of results takes the focus.
  useEffect(() => {
    if (turnedPage.current && list.status === 'ready') {
      turnedPage.current = false;
      resultsRef.current?.focus();
    }
  }, [list.status]);

  const filter = (value: string[]) => {
    setCategories(PRODUCT_FAMILIES.filter((family) => value.includes(family)));
    setPage(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSkuQuery(draft.trim());
    setPage(1);
  };
  const turnTo = (next: number) => {
    turnedPage.current = true;
    setPage(next);
  };

  return (
    <div className={styles.grid}>
      <div className={styles.tools}>
        <ToggleGroup.Root type="multiple" value={categories} onValueChange={filter} aria-label={t('suggestions.filters')} className={styles.filters}>
          {PRODUCT_FAMILIES.map((family) => (
            <ToggleGroup.Item key={family} value={family} className={styles.filter}>
              {t(`product.family.${family}`)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        <form role="search" className={styles.search} onSubmit={search}>
          <TextField
            type="search"
            name="sku_query"
            label={t('suggestions.search.label')}
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('suggestions.search.submit')}
          </Button>
        </form>
      </div>

      {list.status === 'loading' && <p role="status">{t('suggestions.loading')}</p>}
      {list.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('suggestions.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={list.retry}>
            {t('suggestions.retry')}
          </Button>
        </div>
      )}
      {list.status === 'ready' && (
        <>
          <p ref={resultsRef} tabIndex={-1} role="status" className={styles.count}>
            {t('suggestions.count', { count: list.data.total })}
          </p>
          {list.data.products.length > 0 && (
            <ul className={styles.products}>
              {list.data.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product}>
                    <ProductBadges product={product} />
                    {requestId !== undefined && (
                      <div className={styles.cardActions}>
                        <Link href={`/${kidId}/suggestions/${requestId}/product/${productSlug(product)}`} className={styles.more}>
                          {t('suggestions.product.open')}
                          <span className="visually-hidden">, {product.name}</span>
                        </Link>
                        <WishButton productId={product.id} productName={product.name} />
                      </div>
                    )}
                  </ProductCard>
                </li>
              ))}
            </ul>
          )}
          {list.data.pages > 1 && (
            <nav aria-label={t('suggestions.pages.label')} className={styles.pages}>
              <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
                {t('suggestions.pages.previous')}
              </Button>
              <span>{t('suggestions.pages.current', { page, pages: list.data.pages })}</span>
              <Button variant="secondary" size="small" disabled={page >= list.data.pages} onClick={() => turnTo(page + 1)}>
                {t('suggestions.pages.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
