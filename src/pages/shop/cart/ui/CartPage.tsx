import { useState } from 'react';
import { CartLineView, MAX_CART_QUANTITY, QuantityStepper, useCart, type Cart, type CartOutcome } from '@/entities/cart';
import { useViewer } from '@/entities/session';
import { PageHead } from '@/entities/website';
import { formatPrice, formatSize, sizeValues, useIntl, useT } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './CartPage.module.css';

function Summary({ cart }: { cart: Cart }) {
  const t = useT();
  const intl = useIntl();
  const signedIn = useViewer().status === 'authenticated';
  const blocked = cart.lines.some((line) => !line.is_available);
  const checkout = signedIn ? '/shop/checkout' : `/login?redirect=${encodeURIComponent(localePath('/shop/checkout', intl.appLocale))}`;
  return (
    <section className={styles.summary} aria-labelledby="cart-summary">
      <h2 id="cart-summary">{t('shop.cart.summary')}</h2>
      <p>{t('shop.cart.count', { count: cart.count })}</p>
      <p className={styles.total}>
        <span>{t('shop.cart.total')}</span> <span>{formatPrice(intl, cart.total_amount_ttc)}</span>
      </p>
      <p className={styles.note}>{t('shop.cart.shippingNote')}</p>
      {blocked ? (
        <>
          <p className={styles.blocked}>{t('shop.cart.unavailableNote')}</p>
          <Button disabled>{t('shop.cart.checkout')}</Button>
        </>
      ) : (
        <Button asChild>
          <Link href={checkout}>{t('shop.cart.checkout')}</Link>
        </Button>
      )}
      {signedIn ? null : <p className={styles.note}>{t('shop.cart.signInNote')}</p>}
    </section>
  );
}

/** /shop/cart: the lines with their quantities, the total, and the way to checkout (through sign-in for a visitor). */
export default function CartPage() {
  const t = useT();
  const intl = useIntl();
  const { cart, status, setQuantity, remove, reload } = useCart();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = t('shop.cart.title');

  const change = async (action: () => Promise<CartOutcome>) => {
    setBusy(true);
    setFailed((await action()) === 'failed');
    setBusy(false);
  };

  const body = () => {
    if (!cart) {
      return status === 'error' ? null : (
        <p role="status" aria-busy="true" className={styles.loading}>
          {t('shop.cart.loading')}
        </p>
      );
    }
    if (!cart.lines.length) {
      return (
        <div className={styles.empty}>
          <p>{t('shop.cart.empty')}</p>
          <Button asChild variant="secondary">
            <Link href="/shop">{t('shop.cart.emptyLink')}</Link>
          </Button>
        </div>
      );
    }
    return (
      <div className={styles.layout}>
        <ul className={styles.lines}>
          {cart.lines.map((line) => (
            <li key={line.variant_id}>
              <CartLineView line={line} headingLevel={2}>
                <div className={styles.controls}>
                  <QuantityStepper
                    value={line.quantity}
                    max={Math.min(MAX_CART_QUANTITY, Math.max(line.available_quantity, 1))}
                    label={`${t('shop.cart.quantity.label')}, ${line.product.name}, ${formatSize(intl, line.size)}`}
                    disabled={busy}
                    onChange={(quantity) => change(() => setQuantity(line.variant_id, quantity))}
                  />
                  <Button
                    variant="link"
                    size="small"
                    disabled={busy}
                    aria-label={t('shop.cart.removeLabel', { name: line.product.name, ...sizeValues(intl, line.size) })}
                    onClick={() => change(() => remove(line.variant_id))}
                  >
                    {t('shop.cart.remove')}
                  </Button>
                </div>
              </CartLineView>
            </li>
          ))}
        </ul>
        <Summary cart={cart} />
      </div>
    );
  };

  return (
    <Container className={styles.page}>
      <PageHead />
      <h1>{title}</h1>
      <FormMessage tone="failure">{failed ? t('shop.cart.updateError') : null}</FormMessage>
      {status === 'error' && !failed ? (
        <div role="alert" className={styles.error}>
          <p>{t('shop.cart.loadError')}</p>
          <Button variant="secondary" onClick={() => void reload()}>
            {t('shop.cart.retry')}
          </Button>
        </div>
      ) : null}
      {body()}
    </Container>
  );
}
