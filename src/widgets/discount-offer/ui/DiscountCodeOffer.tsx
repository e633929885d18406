import { useState } from 'react';
import { useViewer } from '@/entities/session';
import { COOKIES } from '@/shared/config';
import { useIntl, useT } from '@/shared/i18n';
import { readCookie, useHydrated, useResource } from '@/shared/lib';
import { subscriberOfferQuery } from '../api/offer';
import { discountOffer, type DiscountOffer } from '../lib/rule';
import styles from './DiscountCodeOffer.module.css';

const HIDDEN_KEY = 'lc_offer_hidden';

function hiddenCode(): string | null {
  try {
    return window.sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The code a link brought, reminded on the flow's home and quiz (seed 001 §4), with what
 * subscribers get in the shop. It is the browser's alone (cookies, session): it shows once the
 * page is the browser's, over the page's bottom edge so that nothing on the page moves.
 */
export function DiscountCodeOffer({ routeName, path }: { routeName: string | null; path: string }) {
  const hydrated = useHydrated();
  const { status, client } = useViewer();
  // The session decides: a visitor has no subscription, a client's statuses come with the client.
  if (!hydrated || status === 'loading') return null;
  const offer = discountOffer(
    { kidCode: readCookie(COOKIES.kidCode.name), womanCode: readCookie(COOKIES.womanCode.name) },
    { subscriptionStatus: client?.subscription_status ?? null, womanSubscriptionStatus: client?.woman_subscription_status ?? null },
    { name: routeName, path },
  );
  return offer ? <OfferCard key={offer.code} offer={offer} /> : null;
}

function OfferCard({ offer }: { offer: DiscountOffer }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const subscribers = useResource(subscriberOfferQuery(locale));
  const [hidden, setHidden] = useState(() => hiddenCode() === offer.code);
  if (hidden || subscribers.status !== 'ready') return null;
  return (
    <aside className={styles.offer} aria-label={t('offer.label')}>
      <div className={styles.body}>
        <p className={styles.title}>{t('offer.title', { code: offer.code })}</p>
        <p className={styles.text}>{t(offer.flow === 'kid' ? 'offer.kid' : 'offer.woman', { percent: subscribers.data.percent })}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('offer.close')}
        onClick={() => {
          try {
            window.sessionStorage.setItem(HIDDEN_KEY, offer.code);
          } catch {
            // Hidden for this page only.
          }
          setHidden(true);
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
