import { useId } from 'react';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import type { DeliveryTerms } from '../model/types';
import styles from './DeliveryPromises.module.css';

const ICONS = {
  delivery: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  shipping: 'M20 12l-8 8-9-9V3h8zM7.5 7.5h.01',
  returns: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
} as const;

/**
 * The shop's promises, next to a price: how many days a delivery takes, from what amount it is
 * offered and what it costs otherwise, how long one has to send an order back. Figures are the
 * server's, the ones the checkout charges by.
 */
export function DeliveryPromises({ terms }: { terms: DeliveryTerms }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const lines = {
    delivery: t('shop.promise.delivery', { min: terms.delivery_days_min, max: terms.delivery_days_max, same: String(terms.delivery_days_min === terms.delivery_days_max) }),
    shipping: t('shop.promise.shipping', { free: formatPrice(intl, terms.free_shipping_from), fee: formatPrice(intl, terms.shipping_fee_from) }),
    returns: t('shop.promise.returns', { days: terms.return_days }),
  };
  return (
    <section className={styles.promises} aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {t('shop.promise.title')}
      </h2>
      <ul className={styles.list}>
        {(Object.keys(lines) as Array<keyof typeof lines>).map((kind) => (
          <li key={kind} className={styles.item}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
              <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {lines[kind]}
          </li>
        ))}
      </ul>
    </section>
  );
}
