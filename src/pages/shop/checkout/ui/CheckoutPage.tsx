import { useState } from 'react';
import { fromPromise } from 'xstate';
import { Redirect, useLocation } from 'wouter';
import { useCart } from '@/entities/cart';
import { useSession, useViewer } from '@/entities/session';
import { AddressForm } from '@/features/shop/address-form';
import { updateMe } from '@/features/account-edit';
import { checkingOutLogic, Checkout, parisToday, type CheckoutSlots } from '@/features/shop/checkout';
import { AddPaymentMethod } from '@/features/shop/payment-method-add';
import { RelayPointPicker } from '@/features/shop/relay-point-picker';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './CheckoutPage.module.css';

/** The other features' forms, where the checkout asks for them. */
const CHECKOUT_SLOTS: CheckoutSlots = {
  billingAddressForm: (onSaved) => <AddressForm kind="BILLING" onSaved={onSaved} />,
  shippingAddressForm: (onSaved) => <AddressForm kind="SHIPPING" onSaved={onSaved} />,
  relayPointPicker: (country, postcode, picked, onPick) => <RelayPointPicker country={country} postcode={postcode} picked={picked} onPick={onPick} />,
  addPaymentMethod: (onAdded) => <AddPaymentMethod forShop onAdded={onAdded} />,
};

/** /shop/checkout: the checkout of the cart; a visitor signs in first and comes back here. */
export default function CheckoutPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const session = useSession();
  const { status } = useViewer();
  const cart = useCart();
  const [, navigate] = useLocation();
  // One checkout per visit: the base of its orders' Idempotency-Keys.
  const [checkoutId] = useState(() => crypto.randomUUID());
  const [logic] = useState(() =>
    checkingOutLogic.provide({
      actors: {
        saveNames: fromPromise(async ({ input }) => {
          const client = await updateMe(input);
          session.clientChanged(client);
          return client;
        }),
      },
    }),
  );
  usePageTitle(t('shop.checkout.title'));

  if (status === 'unauthenticated') return <Redirect to={`/login?redirect=${encodeURIComponent(localePath('/shop/checkout', locale))}`} replace />;
  // Just signed in, the visitor's lines are being added to the saved cart: the checkout reads it once they are.
  const cartArriving = cart.cart === null && cart.status === 'loading';
  return (
    <Container className={styles.page}>
      <h1>{t('shop.checkout.title')}</h1>
      {status === 'loading' || cartArriving ? (
        <p role="status">{t('shop.checkout.loading')}</p>
      ) : (
        <Checkout
          checkoutId={checkoutId}
          today={parisToday()}
          slots={CHECKOUT_SLOTS}
          logic={logic}
          onOrdered={() => cart.reload()}
          onPaid={(order) => navigate(`/shop/payment-successful?order_id=${order.id}`)}
          onRedirect={(url) => window.location.assign(url)}
        />
      )}
    </Container>
  );
}
