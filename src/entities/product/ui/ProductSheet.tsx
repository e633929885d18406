import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import type { Product } from '../model/types';
import { LazyImage } from './LazyImage';
import { DiscountBadge, ProductBadges } from './ProductBadges';
import styles from './ProductSheet.module.css';

/**
 * A product's own page: its pictures (the first at once, the others as they near the viewport),
 * brand, name, reference, price with its markdown, badges and description; `children` (the add
 * to cart) under the price.
 */
export function ProductSheet({ product, children }: { product: Product; children?: ReactNode }) {
  const t = useT();
  const intl = useIntl();
  // The first picture is the page's largest element: the head asks for it before the scripts.
  if (product.images[0]) preload(product.images[0], { as: 'image', fetchPriority: 'high' });
  return (
    <article className={styles.product}>
      <div className={styles.pictures} role="region" aria-label={t('shop.product.pictures')} tabIndex={0}>
        {product.images.map((image, index) => {
          const alt = t('shop.product.picture', { name: product.name, index: index + 1 });
          return index === 0 ? <img key={image} src={image} alt={alt} width={480} height={600} fetchPriority="high" /> : <LazyImage key={image} src={image} alt={alt} width={480} height={600} />;
        })}
      </div>
      <div className={styles.details}>
        <p className={styles.brand}>{product.brand}</p>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.reference}>{t('shop.product.reference', { reference: product.reference })}</p>
        <p className={styles.price}>
          {product.original_price !== null && (
            <>
              <span className="visually-hidden">{t('product.price.was')} </span>
              <s className={styles.was}>{formatPrice(intl, product.original_price)}</s> <span className="visually-hidden">{t('product.price.now')} </span>
            </>
          )}
          {formatPrice(intl, product.lc_price)} <DiscountBadge product={product} />
        </p>
        <ProductBadges product={product} />
        {children}
        <section className={styles.description} aria-labelledby={`product-${product.id}-description`}>
          <h2 id={`product-${product.id}-description`}>{t('shop.product.description')}</h2>
          <p>{product.description}</p>
        </section>
      </div>
    </article>
  );
}
