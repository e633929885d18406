import { useLocation, useSearch } from 'wouter';
import { CollectionView } from '@/widgets/product-grid';
import type { PageProps } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './CollectionPage.module.css';

/** /shop/{collection}: a collection's products and filters; an unknown collection is the not-found page. */
export default function CollectionPage({ params }: PageProps) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <Container className={styles.page}>
      <CollectionView collection={params.collection ?? ''} path={path} search={search} />
    </Container>
  );
}
