import { ALL_PRODUCTS } from '@/entities/collection';
import { readCollectionView, readSearchResults } from '@/widgets/product-grid';
import type { PageLoader } from '@/shared/lib';

/** Every product with the address's filters, or with `?search=` the search's results. */
export const loader: PageLoader = (args) => {
  const words = new URLSearchParams(args.search).get('search')?.trim() ?? '';
  return words ? readSearchResults(args, words) : readCollectionView(args, ALL_PRODUCTS);
};
