import { formatPrice, formatSize, useIntl, useT } from '@/shared/i18n';
import type { Order } from '../model/types';
import styles from './OrderSummary.module.css';

/** An order as made: its lines, its delivery and its totals. */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  const intl = useIntl();
  const price = (amount: number) => formatPrice(intl, amount);
  return (
    <div className={styles.order}>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.variant_id}>{t('shop.orders.line', { quantity: line.quantity, name: line.name, size: formatSize(intl, line.size), amount: price(line.unit_price_ttc * line.quantity) })}</li>
        ))}
      </ul>
      <p className={styles.delivery}>{t('shop.orders.delivery', { mode: order.shipping_mode, carrier: order.carrier })}</p>
      <OrderTotals order={order} />
    </div>
  );
}

/** An order's totals: its pieces, the discount, the delivery and what was paid; the page gives its look. */
export function OrderTotals({ order, classNames = styles }: { order: Order; classNames?: { totals?: string; total?: string } }) {
  const t = useT();
  const intl = useIntl();
  const price = (amount: number) => formatPrice(intl, amount);
  return (
    <dl className={classNames.totals}>
      <div>
        <dt>{t('shop.orders.items')}</dt>
        <dd>{price(order.items_amount_ttc)}</dd>
      </div>
      {order.discount_amount_ttc > 0 && (
        <div>
          <dt>{t('shop.orders.discount', { code: order.discount_code ?? '' })}</dt>
          <dd>−{price(order.discount_amount_ttc)}</dd>
        </div>
      )}
      <div>
        <dt>{t('shop.orders.shipping')}</dt>
        <dd>{order.offer.shipping_fee_offered ? t('shop.orders.free') : price(order.shipping_fee_ttc)}</dd>
      </div>
      <div className={classNames.total}>
        <dt>{t('shop.orders.total')}</dt>
        <dd>{price(order.total_amount_ttc)}</dd>
      </div>
      {(order.wallet_amount_ttc ?? 0) > 0 && (
        <div>
          <dt>{t('wallet.share.wallet')}</dt>
          <dd>{price(order.wallet_amount_ttc!)}</dd>
        </div>
      )}
    </dl>
  );
}
