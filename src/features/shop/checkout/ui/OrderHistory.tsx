import { useEffect, useState } from 'react';
import { useIntl, useT } from '@/shared/i18n';
import type { Resource } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { listOrders } from '../api/calls';
import type { Order } from '../model/types';
import { OrderSummary } from './OrderSummary';
import styles from './OrderHistory.module.css';

const UNPAID: readonly Order['status'][] = ['PENDING_PAYMENT', 'PAYMENT_REQUIRES_ACTION', 'PAYMENT_FAILED'];

/** A delivered order still within its withdrawal period (14 days from delivery): its pieces may go back. */
const withdrawalOpen = (order: Order, now = Date.now()) => order.delivered_at !== null && order.withdrawal_deadline !== null && Date.parse(order.withdrawal_deadline) >= now;

/** The client's orders, read on each visit; `reload` after a failure. */
function useOrders() {
  const [attempt, setAttempt] = useState(0);
  const [orders, setOrders] = useState<Resource<Order[]>>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setOrders({ status: 'loading' });
    listOrders().then(
      (data) => alive && setOrders({ status: 'ready', data }),
      (error: unknown) => alive && setOrders({ status: 'failed', error }),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  return { orders, reload: () => setAttempt((count) => count + 1) };
}

export interface OrderHistoryProps {
  /** Only the orders awaiting their payment. */
  unpaidOnly?: boolean;
}

/** The client's orders, newest first: number, date, status, lines and totals; a way to pay the unpaid ones. */
export function OrderHistory({ unpaidOnly = false }: OrderHistoryProps) {
  const t = useT();
  const intl = useIntl();
  const { orders, reload } = useOrders();
  const shown = orders.status === 'ready' ? orders.data.filter((order) => !unpaidOnly || UNPAID.includes(order.status)) : [];
  return (
    <>
      {orders.status === 'loading' && <p role="status">{t('shop.orders.loading')}</p>}
      {orders.status === 'failed' && (
        <>
          <FormMessage tone="failure">{t('shop.orders.failed')}</FormMessage>
          <Button variant="secondary" onClick={reload}>
            {t('shop.orders.retry')}
          </Button>
        </>
      )}
      {orders.status === 'ready' && shown.length === 0 && <p>{t(unpaidOnly ? 'shop.orders.failedPayment.empty' : 'shop.orders.empty')}</p>}
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((order) => (
            <li key={order.id} className={styles.order}>
              <h2 className={styles.title}>{t('shop.orders.order', { id: order.id })}</h2>
              <p className={styles.meta}>
                {t('shop.orders.date', { date: intl.formatDate(order.created_at, { dateStyle: 'long', timeZone: 'Europe/Paris' }) })} ·{' '}
                <strong>{t('shop.orders.status', { status: order.status })}</strong>
              </p>
              <OrderSummary order={order} />
              {UNPAID.includes(order.status) && <Link href={`/infos/failed-payment/${order.id}`}>{t('shop.orders.pay')}</Link>}
              {withdrawalOpen(order) && (
                <p className={styles.meta}>
                  {t('shop.orders.returnUntil', { date: intl.formatDate(order.withdrawal_deadline!, { dateStyle: 'long', timeZone: 'Europe/Paris' }) })}{' '}
                  <Link href={`/infos/returns/order/${order.id}`}>{t('shop.orders.return')}</Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
