import { useEffect, useId, useState } from 'react';
import { Redirect } from 'wouter';
import { countryName } from '@/entities/address';
import { useDelays } from '@/entities/website';
import { retryAfterMinutes } from '@/shared/api';
import { formatPrice, sizeValues, useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import { getOrder } from '../api/calls';
import { checkoutFailure, failureMessage } from '../model/failure';
import type { Order } from '../model/types';
import { OrderTotals } from './OrderSummary';
import styles from './PaymentResult.module.css';

/** Where a payment came back to: no order named, the order being read, not found, unread, or read. */
export type PaymentResultState =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; order: Order };

/**
 * The order a payment came back for, read again on each visit (which settles a payment approved
 * on the bank's page). An order the client cannot read (another client's, or none) is not found.
 */
export function usePaymentResult(orderId: number | null): PaymentResultState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PaymentResultState>(orderId === null ? { status: 'missing' } : { status: 'loading' });
  useEffect(() => {
    if (orderId === null) return setState({ status: 'missing' });
    let alive = true;
    setState({ status: 'loading' });
    getOrder(orderId).then(
      (order) => alive && setState({ status: 'ready', order }),
      (error: unknown) => {
        if (!alive) return;
        const failure = checkoutFailure(error);
        setState(failure === 'NOT_FOUND' || failure === 'INVALID' ? { status: 'notFound' } : { status: 'failed', error, retry: () => setAttempt((count) => count + 1) });
      },
    );
    return () => {
      alive = false;
    };
  }, [orderId, attempt]);
  return state;
}

/** The page's heading for a result: thanks only for an order paid. */
export function paymentResultTitle(state: PaymentResultState): string {
  if (state.status === 'missing' || state.status === 'notFound') return 'shop.orders.result.notFound.title';
  if (state.status !== 'ready') return 'shop.orders.result.checking.title';
  switch (state.order.status) {
    case 'PAID':
      return 'shop.orders.success.title';
    case 'CANCELLED':
      return 'shop.orders.result.cancelled.title';
    case 'PAYMENT_FAILED':
      return 'shop.orders.result.checking.title';
    default:
      return 'shop.orders.result.pending.title';
  }
}

export interface PaymentResultProps {
  result: PaymentResultState;
}

/**
 * Where a payment comes back to, under the page's heading (`paymentResultTitle`): the order paid
 * with its lines, its delivery, its totals and what happens next; a payment not confirmed yet; a
 * failed payment sent to its retry page; or, without an order the client can read, a plain
 * word and the way back.
 */
export function PaymentResult({ result }: PaymentResultProps) {
  const t = useT();
  const intl = useIntl();
  if (result.status === 'loading') return <p role="status">{t('shop.orders.success.checking')}</p>;
  if (result.status === 'missing' || result.status === 'notFound') {
    return (
      <div className={styles.result}>
        <p className={styles.lead}>{t('shop.orders.result.notFound.text')}</p>
        <WayBack />
      </div>
    );
  }
  if (result.status === 'failed') {
    const message = failureMessage(checkoutFailure(result.error), retryAfterMinutes(result.error));
    return (
      <div className={styles.result}>
        <FormMessage tone="failure">{t(message.id, message.values)}</FormMessage>
        <Button variant="secondary" onClick={result.retry} className={styles.retry}>
          {t('shop.checkout.retry')}
        </Button>
        <WayBack />
      </div>
    );
  }
  const { order } = result;
  if (order.status === 'PAYMENT_FAILED') return <Redirect to={`/infos/failed-payment/${order.id}`} replace />;
  if (order.status === 'CANCELLED') {
    return (
      <div className={styles.result}>
        <p className={styles.lead}>{t('shop.checkout.cancelled')}</p>
        <WayBack />
      </div>
    );
  }
  const paid = order.status === 'PAID';
  return (
    <div className={styles.result}>
      <p role="status" className={styles.lead}>
        {paid ? t('shop.orders.success.text', { id: order.id, amount: formatPrice(intl, order.total_amount_ttc) }) : t('shop.orders.success.pending')}
      </p>
      {paid && (order.wallet_amount_ttc ?? 0) > 0 && (
        <p className={styles.wallet}>
          {order.card_amount_ttc === 0 ? t('wallet.paidWithWallet') : t('wallet.paidShare', { amount: formatPrice(intl, order.wallet_amount_ttc!) })}
        </p>
      )}
      <div className={styles.columns}>
        <OrderLines order={order} />
        <div className={styles.side}>
          <OrderDelivery order={order} />
          <OrderTotals order={order} classNames={styles} />
        </div>
      </div>
      {paid && <NextSteps order={order} />}
      <WayBack />
    </div>
  );
}

function WayBack() {
  const t = useT();
  return (
    <p className={styles.links}>
      <Link href="/infos/orders">{t('shop.orders.toOrders')}</Link>
      <Link href="/shop">{t('shop.orders.toShop')}</Link>
    </p>
  );
}

function Region({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={[styles.region, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.regionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderLines({ order }: { order: Order }) {
  const t = useT();
  const intl = useIntl();
  const price = (amount: number) => formatPrice(intl, amount);
  return (
    <Region title={t('shop.orders.result.lines')}>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.variant_id} className={styles.line}>
            {line.image ? <img src={line.image} alt="" width={64} height={80} className={styles.picture} loading="lazy" /> : <span className={styles.picture} aria-hidden="true" />}
            <span className={styles.lineText}>
              <span className={styles.lineName}>{line.name}</span>
              <span className={styles.lineMeta}>{t('shop.orders.result.size', sizeValues(intl, line.size))}</span>
              <span className={styles.lineMeta}>{t('shop.orders.result.quantity', { quantity: line.quantity, price: price(line.unit_price_ttc) })}</span>
            </span>
            <span className={styles.lineAmount}>{price(line.unit_price_ttc * line.quantity)}</span>
          </li>
        ))}
      </ul>
    </Region>
  );
}

function OrderDelivery({ order }: { order: Order }) {
  const t = useT();
  const { locale } = useIntl();
  const address = order.shipping_address;
  const point = order.shipping_mode === 'RELAY' ? order.relay_point : null;
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  return (
    <Region title={t('shop.checkout.delivery.title')}>
      <p className={styles.mode}>{t('shop.orders.delivery', { mode: order.shipping_mode, carrier: order.carrier })}</p>
      <address className={styles.address}>
        {name && <span>{name}</span>}
        {point ? (
          <>
            <span>{point.name}</span>
            <span>{point.street}</span>
            <span>{`${point.postcode} ${point.city}`}</span>
            <span>{countryName(locale, point.country_code)}</span>
          </>
        ) : (
          <>
            <span>{address.street}</span>
            {address.street_complement && <span>{address.street_complement}</span>}
            <span>{`${address.postcode} ${address.city}`}</span>
            <span>{countryName(locale, address.country_code)}</span>
          </>
        )}
      </address>
    </Region>
  );
}

/** What happens after the payment: the parcel, its carrier and delay, where to follow it, the right to change one's mind. */
function NextSteps({ order }: { order: Order }) {
  const t = useT();
  const delays = useDelays();
  return (
    <Region title={t('shop.orders.result.next.title')} className={styles.next}>
      <ol className={styles.steps}>
        <li>{t('shop.orders.result.next.prepare')}</li>
        <li>
          {t('shop.orders.result.next.deliver', {
            mode: order.shipping_mode,
            carrier: order.carrier,
            delays: delays ? 'known' : 'unknown',
            min: delays?.optimistic_delivery_delay ?? 0,
            max: delays?.pessimistic_delivery_delay ?? 0,
          })}
        </li>
        <li>{t('shop.orders.result.next.follow')}</li>
        <li>{t('shop.orders.result.next.withdraw')}</li>
      </ol>
    </Region>
  );
}
