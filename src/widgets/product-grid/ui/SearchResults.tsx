import { ALL_PRODUCTS } from '@/entities/collection';
import { shopSearchQuery } from '@/entities/product';
import { useIntl, useT } from '@/shared/i18n';
import { gridSearch, readGridQuery } from '../lib/query';
import { Listing, useListing } from './listing';

export interface SearchResultsProps {
  /** The page's path without locale prefix. */
  path: string;
  /** The address's query string: `search` and the page. */
  search: string;
}

/** The shop's products matching the address's `search`, in pages. */
export function SearchResults({ path, search }: SearchResultsProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const words = new URLSearchParams(search).get('search') ?? '';
  const { page } = readGridQuery(search);
  const listing = useListing(shopSearchQuery(locale, words, page));
  return (
    <Listing listing={listing} collection={ALL_PRODUCTS} hrefFor={(n) => `${path}${gridSearch(search, { page: n })}`} empty={t('shop.search.empty', { search: words })} />
  );
}
