import { useViewer } from '@/entities/session';
import { useIntl, useT } from '@/shared/i18n';
import { query, useResource } from '@/shared/lib';
import { getSubscriberOffer } from '../api/collections';
import styles from './StylistShop.module.css';

/** What subscribers get in the shop: told as theirs to a subscriber, as a reason to subscribe to others. */
export function SubscriberOfferBanner() {
  const t = useT();
  const locale = useIntl().appLocale;
  const client = useViewer().client;
  const offer = useResource(query(`subscriber-offer:${locale}`, getSubscriberOffer));
  if (offer.status !== 'ready') return null;
  const { percent, subscription_statuses: statuses } = offer.data;
  const subscribed = statuses.some((status) => status === client?.subscription_status || status === client?.woman_subscription_status);
  return (
    <aside className={styles.offer} aria-labelledby="subscriber-offer">
      <h2 id="subscriber-offer" className={styles.offerTitle}>
        {t('shop.your.offer.title', { percent })}
      </h2>
      <p>{t(subscribed ? 'shop.your.offer.subscriber' : 'shop.your.offer.prospect', { percent })}</p>
    </aside>
  );
}
