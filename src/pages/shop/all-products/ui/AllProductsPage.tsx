import { useLocation, useSearch } from 'wouter';
import { ALL_PRODUCTS } from '@/entities/collection';
import { CollectionView, SearchResults, ShopBreadcrumbs, ShopSearchForm } from '@/widgets/product-grid';
import { PageHead } from '@/entities/website';
import { useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';
import styles from './AllProductsPage.module.css';

function SearchPage({ path, search, words }: { path: string; search: string; words: string }) {
  const t = useT();
  const title = t('shop.search.title', { search: words });
  return (
    <div className={styles.search}>
      <PageHead title={title} noindex />
      <ShopBreadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <ShopSearchForm key={words} initial={words} />
      <SearchResults path={path} search={search} />
    </div>
  );
}

/** /shop/all-products: every product of the shop with its filters in the address; with `?search=`, the search's results. */
export default function AllProductsPage() {
  const [path] = useLocation();
  const search = useSearch();
  const words = new URLSearchParams(search).get('search')?.trim() ?? '';
  return (
    <Container className={styles.page}>
      {words ? (
        <SearchPage path={path} search={search} words={words} />
      ) : (
        <CollectionView collection={ALL_PRODUCTS} path={path} search={search} intro={<ShopSearchForm />} />
      )}
    </Container>
  );
}
