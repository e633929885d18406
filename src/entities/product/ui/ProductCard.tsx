import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { formatPrice, sizeValues, useIntl, useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import type { Product } from '../model/types';
import { LazyImage } from './LazyImage';
import { DiscountBadge, ProductLabel } from './ProductBadges';
import styles from './ProductCard.module.css';

interface ProductCardProps {
  product: Product;
  /** The size shown under the name (a preview piece, a wish). */
  size?: string;
  /** The heading level of the product's name in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The product's page: the name links to it, and the whole card answers a click. */
  href?: string;
  /** Actions (wish, replace...) under the card's text. */
  children?: ReactNode;
  /** A card of the first screen: its picture loads with the page instead of as it nears the viewport. */
  eager?: boolean;
  /** A card at the very top of the first screen: its picture comes before anything else (the page's largest paint). */
  first?: boolean;
}

/** A product as a card: its first picture (loaded as it nears the viewport) with its label and markdown, brand, name, price (with the price before a markdown). */
export function ProductCard({ product, size, headingLevel = 3, href, children, eager = false, first = false }: ProductCardProps) {
  const t = useT();
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const image = product.images[0];
  // The first pictures are the page's largest paint: asked for from the head, before the scripts.
  if (image && eager && first) preload(image, { as: 'image', fetchPriority: 'high' });
  return (
    <article className={href ? `${styles.card} ${styles.linked}` : styles.card}>
      <div className={styles.picture}>
        {image && eager ? <img src={image} alt="" width={240} height={300} fetchPriority={first ? 'high' : undefined} /> : null}
        {image && !eager ? <LazyImage src={image} alt="" width={240} height={300} /> : null}
        {image ? null : (
          // A product whose pictures are still to come: a hanger, not an empty frame.
          <svg className={styles.placeholder} aria-hidden="true" viewBox="0 0 64 64">
            <path d="M27 20a5 5 0 1 1 5 5c-1.5 0-2.5 1-2.5 2.5V30M32 30L8 46h48Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
        <div className={styles.overlay}>
          <ProductLabel label={product.label} />
          <DiscountBadge product={product} />
        </div>
      </div>
      <div className={styles.text}>
        <p className={styles.brand}>{product.brand}</p>
        <Heading className={styles.name}>
          {href ? (
            <Link href={href} className={styles.link}>
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </Heading>
        {size ? <p className={styles.size}>{t('product.size', sizeValues(intl, size))}</p> : null}
        <p className={styles.price}>
          {product.original_price !== null ? (
            <>
              <span className={styles.was}>
                <span className={styles.visuallyHidden}>{t('product.price.was')} </span>
                <s>{formatPrice(intl, product.original_price)}</s>
              </span>{' '}
              <span className={styles.visuallyHidden}>{t('product.price.now')} </span>
            </>
          ) : null}
          {formatPrice(intl, product.lc_price)}
        </p>
        {children}
      </div>
    </article>
  );
}
