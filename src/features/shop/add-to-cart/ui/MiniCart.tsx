import type { RefObject } from 'react';
import { CartLineView, useCart } from '@/entities/cart';
import { deliveryTermsQuery } from '@/entities/delivery';
import { useViewer } from '@/entities/session';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { localePath, useResource } from '@/shared/lib';
import { Button, Link, Sheet, SheetClose } from '@/shared/ui';
import styles from './MiniCart.module.css';

export interface MiniCartProps {
  /** The size just added: its line is shown. */
  variantId: number;
  /** Where the focus goes back when it closes: the add-to-cart button. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
}

/** How far the cart is from free shipping, once the shop's terms are known. */
function FreeShipping({ total }: { total: number }) {
  const t = useT();
  const intl = useIntl();
  const terms = useResource(deliveryTermsQuery(intl.appLocale));
  if (terms.status !== 'ready') return null;
  const missing = Math.max(0, terms.data.free_shipping_from - total);
  return <p className={styles.note}>{t('shop.miniCart.freeShipping', { reached: String(missing === 0), missing: formatPrice(intl, missing) })}</p>;
}

/**
 * The mini-cart, opened by an addition: the line added (as the cart holds it now), the cart's
 * subtotal and count, the way to the cart and to the checkout (through the sign-in for a visitor),
 * and a way back to shopping. A sheet: the focus inside while it is open, back on the add-to-cart
 * button when it closes.
 */
export default function MiniCart({ variantId, returnFocus, onClose }: MiniCartProps) {
  const t = useT();
  const intl = useIntl();
  const { cart } = useCart();
  const signedIn = useViewer().status === 'authenticated';
  const line = cart?.lines.find((candidate) => candidate.variant_id === variantId);
  const checkout = signedIn ? '/shop/checkout' : `/login?redirect=${encodeURIComponent(localePath('/shop/checkout', intl.appLocale))}`;
  return (
    <Sheet
      side="end"
      title={t('shop.miniCart.title')}
      closeLabel={t('shop.miniCart.close')}
      returnFocus={returnFocus}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button asChild>
            <Link href={checkout}>{t('shop.cart.checkout')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/shop/cart">{t('shop.cart.add.viewCart')}</Link>
          </Button>
          <SheetClose asChild>
            <Button variant="link">{t('shop.miniCart.continue')}</Button>
          </SheetClose>
        </div>
      }
    >
      {line ? <CartLineView line={line} headingLevel={3} /> : null}
      {cart ? (
        <>
          <p className={styles.subtotal}>
            <span>{t('shop.miniCart.subtotal', { count: cart.count })}</span> <strong>{formatPrice(intl, cart.total_amount_ttc)}</strong>
          </p>
          <FreeShipping total={cart.total_amount_ttc} />
        </>
      ) : null}
    </Sheet>
  );
}
