import { useState } from 'react';
import { useLocation } from 'wouter';
import { Checkout, parisToday, type CheckoutSlots } from '@/features/shop/checkout';
import { AddPaymentMethod } from '@/features/shop/payment-method-add';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage } from '@/shared/ui';

/** Paying an order again needs only a new payment method. */
const SLOTS: CheckoutSlots = {
  billingAddressForm: () => null,
  shippingAddressForm: () => null,
  relayPointPicker: () => null,
  addPaymentMethod: (onAdded) => <AddPaymentMethod forShop onAdded={onAdded} />,
};

/** /infos/failed-payment/{orderId}: the order, why its payment failed, another try. */
export default function FailedPaymentOrderPage({ params }: PageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const orderId = Number(params.orderId);
  const [checkoutId] = useState(() => crypto.randomUUID());
  const title = t('shop.orders.retryPayment.title', { id: params.orderId ?? '' });
  usePageTitle(title);
  return (
    <AccountFrame title={title}>
      {Number.isInteger(orderId) && orderId > 0 ? (
        <Checkout
          checkoutId={checkoutId}
          today={parisToday()}
          orderId={orderId}
          slots={SLOTS}
          onPaid={() => navigate(`/infos/failed-payment/${orderId}/success`)}
          onRedirect={(url) => window.location.assign(url)}
        />
      ) : (
        <FormMessage tone="failure">{t('shop.orders.missingOrder')}</FormMessage>
      )}
    </AccountFrame>
  );
}
