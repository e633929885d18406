import { useId } from 'react';
import { useLocation } from 'wouter';
import { collectionProductsQuery } from '@/entities/collection';
import { PRODUCT_FAMILIES, type ProductFamily, type ProductGender } from '@/entities/product';
import { useIntl, useT } from '@/shared/i18n';
import { Link, SelectField } from '@/shared/ui';
import { collectionFilters, gridSearch, includesMixed, readGridQuery, type GridQuery } from '../lib/query';
import { FilterToggles } from './FilterToggles';
import { Listing, useListing } from './listing';
import styles from './ProductGrid.module.css';

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

/**
 * A collection's products with their filters (gender, with MIXED added to a single kid gender by
 * the server; size in stock; family) and pages. Every filter lives in the address.
 */
export function ProductGrid({ collection, path, search }: ProductGridProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const id = useId();
  const [, navigate] = useLocation();
  const query = readGridQuery(search);
  const listing = useListing(collectionProductsQuery(locale, collection, collectionFilters(query)));
  const offered = listing.data?.filters ?? null;
  const change = (changes: Partial<GridQuery>) => navigate(`${path}${gridSearch(search, changes)}`);
  const filtered = query.genders.length > 0 || query.size !== null || query.families.length > 0;

  return (
    <Listing listing={listing} collection={collection} hrefFor={(page) => `${path}${gridSearch(search, { page })}`} empty={t('shop.grid.empty')}>
      {offered && (
        <section aria-labelledby={`${id}-filters`} className={styles.filters}>
          <h2 id={`${id}-filters`} className="visually-hidden">
            {t('shop.filters.title')}
          </h2>
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
              options={[...offered.sizes, ...(query.size && !offered.sizes.includes(query.size) ? [query.size] : [])].map((size) => ({ value: size, label: size }))}
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
            <Link href={`${path}${gridSearch(search, { genders: [], size: null, families: [] })}`} className={styles.reset}>
              {t('shop.filters.reset')}
            </Link>
          )}
        </section>
      )}
    </Listing>
  );
}
