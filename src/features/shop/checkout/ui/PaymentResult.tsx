import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { retryAfterMinutes } from '@/shared/api';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import type { Resource } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { getOrder } from '../api/calls';
import { checkoutFailure, failureMessage } from '../model/failure';
import type { Order } from '../model/types';
import { OrderSummary } from './OrderSummary';
import styles from './Checkout.module.css';

export interface PaymentResultProps {
  /** The order paid; null when the address names none. */
  orderId: number | null;
}

/**
 * Where a payment comes back to: the order, read again (which settles a payment approved on the
 * bank's page), thanked for when paid; a failed payment goes to its retry page.
 */
export function PaymentResult({ orderId }: PaymentResultProps) {
  const t = useT();
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [order, setOrder] = useState<Resource<Order>>({ status: 'loading' });
  // Read on each visit: the order's payment may have been settled since.
  useEffect(() => {
    if (orderId === null) return;
    let alive = true;
    setOrder({ status: 'loading' });
    getOrder(orderId).then(
      (data) => alive && setOrder({ status: 'ready', data }),
      (error: unknown) => alive && setOrder({ status: 'failed', error }),
    );
    return () => {
      alive = false;
    };
  }, [orderId, attempt]);
  if (orderId === null) return <FormMessage tone="failure">{t('shop.orders.missingOrder')}</FormMessage>;
  if (order.status === 'loading') return <p role="status">{t('shop.orders.success.checking')}</p>;
  if (order.status === 'failed') {
    const message = failureMessage(checkoutFailure(order.error), retryAfterMinutes(order.error));
    return (
      <div className={styles.message}>
        <FormMessage tone="failure">{t(message.id, message.values)}</FormMessage>
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t('shop.checkout.retry')}
        </Button>
      </div>
    );
  }
  const paid = order.data;
  if (paid.status === 'PAYMENT_FAILED') return <Redirect to={`/infos/failed-payment/${paid.id}`} replace />;
  return (
    <div className={styles.message}>
      {paid.status === 'PAID' ? (
        <p role="status">{t('shop.orders.success.text', { id: paid.id, amount: formatPrice(intl, paid.total_amount_ttc) })}</p>
      ) : (
        <p role="status">{t(paid.status === 'CANCELLED' ? 'shop.checkout.cancelled' : 'shop.orders.success.pending')}</p>
      )}
      <OrderSummary order={paid} />
      <Link href="/infos/orders">{t('shop.orders.toOrders')}</Link>
      <Link href="/shop">{t('shop.orders.toShop')}</Link>
    </div>
  );
}
