import { collectionProductsQuery, shopCollectionQuery } from '@/entities/collection';
import { shopSearchQuery } from '@/entities/product';
import type { LoaderArgs } from '@/shared/lib';
import { collectionFilters, readGridQuery } from '../lib/query';
import { beyondLastPage, NO_SUCH_PAGE } from '../lib/pages';

/** What a collection's page shows first: the collection (an unknown one is not found) and the page of products its address asks for. */
export async function readCollectionView({ locale, search, read }: LoaderArgs, collection: string): Promise<void> {
  const [, listing] = await Promise.all([
    read(shopCollectionQuery(locale, collection), { required: true }),
    read(collectionProductsQuery(locale, collection, collectionFilters(readGridQuery(search)))),
  ]);
  if (listing && beyondLastPage(listing)) throw NO_SUCH_PAGE;
}

/** What the search's page shows first: the page of results for the address's `search`. */
export async function readSearchResults({ locale, search, read }: LoaderArgs, words: string): Promise<void> {
  const results = await read(shopSearchQuery(locale, words, readGridQuery(search).page));
  if (results && beyondLastPage(results)) throw NO_SUCH_PAGE;
}
