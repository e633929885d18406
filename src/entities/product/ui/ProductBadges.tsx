import { useT } from '@/shared/i18n';
import { discountPercent } from '../lib/discount';
import type { Product } from '../model/types';
import styles from './ProductBadges.module.css';

/** The organic cotton label: a round stamp with a cotton boll. */
function CottonStamp({ label }: { label: string }) {
  return (
    <svg className={styles.stamp} viewBox="0 0 48 48" width={44} height={44} role="img" aria-label={label} focusable="false">
      <circle cx="24" cy="24" r="22" fill="var(--color-white)" stroke="var(--color-green)" strokeWidth="2" />
      <circle cx="24" cy="24" r="18" fill="none" stroke="var(--color-green)" strokeWidth="1.2" strokeDasharray="2 2.4" />
      <path d="M24 33v6M24 36c-3-1-5-3-6-5M24 36c3-1 5-3 6-5" fill="none" stroke="var(--color-green)" strokeWidth="1.6" strokeLinecap="round" />
      <g fill="var(--color-cream)" stroke="var(--color-green)" strokeWidth="1.2">
        <circle cx="24" cy="17" r="5" />
        <circle cx="18" cy="22" r="5" />
        <circle cx="30" cy="22" r="5" />
        <circle cx="20.5" cy="28" r="4.5" />
        <circle cx="27.5" cy="28" r="4.5" />
      </g>
    </svg>
  );
}

type Badged = Pick<Product, 'label' | 'is_low_stock' | 'is_recent'>;

/** The product's label: a blue "Matchy Matchy" badge, or the cotton stamp. */
export function ProductLabel({ label }: { label: Product['label'] }) {
  const t = useT();
  if (label === 'cotonbio') return <CottonStamp label={t('product.label.cotonbio')} />;
  if (label === 'matchy') return <span className={`${styles.badge} ${styles.matchy}`}>{t('product.label.matchy')}</span>;
  return null;
}

/**
 * The product's badges (seed 001 section 4): its label (unless `withLabel` is false, where its
 * picture already shows it), a pink "Last chance" when running out, a yellow "New collection".
 */
export function ProductBadges({ product, withLabel = true }: { product: Badged; withLabel?: boolean }) {
  const t = useT();
  const label = withLabel && product.label !== null;
  if (!label && !product.is_low_stock && !product.is_recent) return null;
  return (
    <p className={styles.badges}>
      {label && <ProductLabel label={product.label} />}
      {product.is_low_stock && <span className={`${styles.badge} ${styles.lowStock}`}>{t('product.badge.lowStock')}</span>}
      {product.is_recent && <span className={`${styles.badge} ${styles.recent}`}>{t('product.badge.recent')}</span>}
    </p>
  );
}

/** The markdown as a badge, "−30 %", rounded down to a multiple of 5; nothing without a markdown. */
export function DiscountBadge({ product }: { product: Pick<Product, 'lc_price' | 'original_price'> }) {
  const t = useT();
  const percent = discountPercent(product.lc_price, product.original_price);
  if (percent === null) return null;
  return (
    <span className={`${styles.badge} ${styles.discount}`}>
      <span aria-hidden="true">{t('product.discount.badge', { percent })}</span>
      <span className="visually-hidden">{t('product.discount.label', { percent })}</span>
    </span>
  );
}
