import type { Product } from '@/entities/product';
import { useT } from '@/shared/i18n';
import styles from './ProductBadges.module.css';

/** The product's stock and season badges (its label shows on its picture): pink "Last chance", yellow "New collection". */
export function ProductBadges({ product }: { product: Pick<Product, 'is_low_stock' | 'is_recent'> }) {
  const t = useT();
  if (!product.is_low_stock && !product.is_recent) return null;
  return (
    <p className={styles.badges}>
      {product.is_low_stock && <span className={`${styles.badge} ${styles.lowStock}`}>{t('suggestions.badge.lowStock')}</span>}
      {product.is_recent && <span className={`${styles.badge} ${styles.recent}`}>{t('suggestions.badge.recent')}</span>}
    </p>
  );
}
