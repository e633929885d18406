export { CollectionView } from './ui/CollectionView';
export { ProductGrid } from './ui/ProductGrid';
export type { ProductGridProps } from './ui/ProductGrid';
export { ProductList } from './ui/ProductList';
export { SearchResults } from './ui/SearchResults';
export type { SearchResultsProps } from './ui/SearchResults';
export { ShopBreadcrumbs } from './ui/ShopBreadcrumbs';
export { ShopSearchForm } from './ui/ShopSearchForm';
export { readCollectionView, readSearchResults } from './api/loader';
