import { useLocation, useSearch } from 'wouter';
import { BIRTH_GIFT } from '@/entities/collection';
import { CollectionView } from '@/widgets/product-grid';
import { useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';
import styles from './BirthGiftPage.module.css';

/** /shop/birth-gift: the birth gift collection, introduced. */
export default function BirthGiftPage() {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <Container className={styles.page}>
      <CollectionView collection={BIRTH_GIFT} path={path} search={search} intro={<p className={styles.intro}>{t('shop.birthGift.intro')}</p>} />
    </Container>
  );
}
