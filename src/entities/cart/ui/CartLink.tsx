import { useContext } from 'react';
import { useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import { CartContext, useCartState } from '../model/provider';
import type { CartStore } from '../model/store';
import styles from './CartLink.module.css';

function CartLinkTo({ store }: { store: CartStore }) {
  const t = useT();
  const { count } = useCartState(store);
  return (
    <Link href="/shop/cart" className={styles.link} aria-label={t('shop.cart.link', { count })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.icon}>
        <path d="M6 8h12l-1 12H7L6 8Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** The header's way to the cart, with the number of items; nothing outside a CartProvider (tests of other blocks, the atlas). */
export function CartLink() {
  const store = useContext(CartContext);
  return store ? <CartLinkTo store={store} /> : null;
}
