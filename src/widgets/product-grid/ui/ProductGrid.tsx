import { lazy, Suspense, useId } from 'react';
import { useLocation } from 'wouter';
import { collectionProductsQuery, type ShopFilters } from '@/entities/collection';
import { PRODUCT_FAMILIES, type ProductFamily, type ProductGender } from '@/entities/product';
import { formatSize, useIntl, useT } from '@/shared/i18n';
import { Button, Link, SelectField, useSheetTrigger } from '@/shared/ui';
import { collectionFilters, gridSearch, includesMixed, readGridQuery, type GridQuery } from '../lib/query';
import { FilterToggles } from './FilterToggles';
import { Listing, useListing } from './listing';
import styles from './ProductGrid.module.css';

// On phones the filters open in a sheet, loaded when first asked for.
const loadSheet = () => import('./FiltersSheet');
const FiltersSheet = lazy(loadSheet);

export interface ProductGridProps {
  /** The collection's slug (`all-products` for the whole shop). */
  collection: string;
  /** The page's path without locale prefix, where the filters and pages go. */
  path: string;
  /** The address's query string: the filters and the page, so that a link shares them. */
  search: string;
}

const GENDERS: readonly ProductGender[] = ['GIRL', 'BOY', 'MIXED', 'WOMAN'];

/** The offered values, plus those asked for that the listing no longer offers (to be cleared), in `order`. */
const choices = <V extends string>(order: readonly V[], offered: readonly V[], chosen: readonly V[]) => order.filter((value) => offered.includes(value) || chosen.includes(value));

export interface FilterControlsProps {
  query: GridQuery;
  offered: ShopFilters;
  /** The address with every filter cleared. */
  resetHref: string;
  change(changes: Partial<GridQuery>): void;
}

/** The listing's filters: who for (with the mixed pieces' note), the size in stock, the family, and a way to clear them. */
export function FilterControls({ query, offered, resetHref, change }: FilterControlsProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const filtered = query.genders.length > 0 || query.size !== null || query.families.length > 0;
  return (
    <>
      <div className={styles.filter}>
        <span id={`${id}-gender`} className={styles.filterLabel}>
          {t('shop.filters.gender')}
        </span>
        <FilterToggles
          labelledBy={`${id}-gender`}
          describedBy={includesMixed(query.genders) ? `${id}-mixed` : undefined}
          options={choices(GENDERS, offered.genders, query.genders).map((gender) => ({ value: gender, label: t(`shop.gender.${gender}`) }))}
          value={query.genders}
          onChange={(value) => change({ genders: GENDERS.filter((gender) => value.includes(gender)) })}
        />
        {includesMixed(query.genders) && (
          <p id={`${id}-mixed`} className={styles.hint}>
            {t('shop.filters.mixedIncluded')}
          </p>
        )}
      </div>
      <div className={styles.filter}>
        <SelectField
          label={t('shop.filters.size')}
          noneLabel={t('shop.filters.allSizes')}
          options={[...offered.sizes, ...(query.size && !offered.sizes.includes(query.size) ? [query.size] : [])].map((size) => ({ value: size, label: formatSize(intl, size) }))}
          value={query.size ?? undefined}
          onChange={(size) => change({ size: size ?? null })}
        />
      </div>
      <div className={styles.filter}>
        <span id={`${id}-family`} className={styles.filterLabel}>
          {t('shop.filters.family')}
        </span>
        <FilterToggles
          labelledBy={`${id}-family`}
          options={choices(PRODUCT_FAMILIES, offered.families, query.families).map((family) => ({ value: family, label: t(`product.family.${family}`) }))}
          value={query.families}
          onChange={(value) => change({ families: PRODUCT_FAMILIES.filter((family: ProductFamily) => value.includes(family)) })}
        />
      </div>
      {filtered && (
        <Link href={resetHref} className={styles.reset}>
          {t('shop.filters.reset')}
        </Link>
      )}
    </>
  );
}

/**
 * A collection's products with their filters (gender, with MIXED added to a single kid gender by
 * the server; size in stock; family) and pages. Every filter lives in the address. Wide screens
 * show the filters above the products; phones open them in a sheet from a "Filters" button that
 * says how many are on.
 */
export function ProductGrid({ collection, path, search }: ProductGridProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const id = useId();
  const [, navigate] = useLocation();
  const sheet = useSheetTrigger(loadSheet);
  const query = readGridQuery(search);
  const listing = useListing(collectionProductsQuery(locale, collection, collectionFilters(query)));
  const offered = listing.data?.filters ?? null;
  const change = (changes: Partial<GridQuery>) => navigate(`${path}${gridSearch(search, changes)}`, { replace: sheet.open });
  const resetHref = `${path}${gridSearch(search, { genders: [], size: null, families: [] })}`;
  const active = query.genders.length + query.families.length + (query.size ? 1 : 0);

  return (
    <Listing listing={listing} collection={collection} hrefFor={(page) => `${path}${gridSearch(search, { page })}`} empty={t('shop.grid.empty')}>
      {offered && (
        <>
          <section aria-labelledby={`${id}-filters`} className={styles.filters}>
            <h2 id={`${id}-filters`} className="visually-hidden">
              {t('shop.filters.title')}
            </h2>
            <FilterControls query={query} offered={offered} resetHref={resetHref} change={change} />
          </section>
          <div className={styles.sheetBar}>
            <Button variant="secondary" {...sheet.buttonProps}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {active ? t('shop.filters.openActive', { count: active }) : t('shop.filters.open')}
            </Button>
          </div>
          {sheet.open ? (
            <Suspense fallback={null}>
              <FiltersSheet
                total={listing.data?.total ?? 0}
                loading={listing.resource.status === 'loading'}
                returnFocus={sheet.returnFocus}
                onClose={sheet.close}
              >
                <FilterControls query={query} offered={offered} resetHref={resetHref} change={change} />
              </FiltersSheet>
            </Suspense>
          ) : null}
        </>
      )}
    </Listing>
  );
}
