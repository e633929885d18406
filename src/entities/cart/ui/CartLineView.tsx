import type { ReactNode } from 'react';
import { formatPrice, sizeValues, useIntl, useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import type { CartLine } from '../model/types';
import styles from './CartLineView.module.css';

interface CartLineViewProps {
  line: CartLine;
  /** The heading level of the product's name in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Controls of the line (quantity, remove); without them the quantity is written out. */
  children?: ReactNode;
}

/** A line of the cart: picture, name, size, unit price, quantity, amount, and whether the stock covers it. */
export function CartLineView({ line, headingLevel = 3, children }: CartLineViewProps) {
  const t = useT();
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const { product } = line;
  const image = product.images[0];
  return (
    <article className={styles.line} data-available={line.is_available}>
      <div className={styles.picture}>{image ? <img src={image} alt="" loading="lazy" width={96} height={120} /> : null}</div>
      <div className={styles.text}>
        <p className={styles.brand}>{product.brand}</p>
        <Heading className={styles.name}>
          <Link href={`/shop/product/${product.id}`}>{product.name}</Link>
        </Heading>
        <p>{t('product.size', sizeValues(intl, line.size))}</p>
        <p>{t('shop.cart.line.unitPrice', { price: formatPrice(intl, line.unit_price_ttc) })}</p>
        {line.is_available ? null : (
          <p className={styles.unavailable}>
            {line.available_quantity > 0 ? t('shop.cart.line.onlyLeft', { count: line.available_quantity }) : t('shop.cart.line.unavailable')}
          </p>
        )}
        {children ?? <p>{t('shop.cart.line.quantity', { quantity: line.quantity })}</p>}
      </div>
      <p className={styles.amount}>
        <span className="visually-hidden">{t('shop.cart.line.amount')} </span>
        {formatPrice(intl, line.line_amount_ttc)}
      </p>
    </article>
  );
}
