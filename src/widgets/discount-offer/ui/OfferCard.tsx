import { useState } from 'react';
import { useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { subscriberOfferQuery } from '../api/offer';
import type { DiscountOffer } from '../lib/rule';
import styles from './OfferCard.module.css';

const HIDDEN_KEY = 'lc_offer_hidden';

function hiddenCode(): string | null {
  try {
    return window.sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
}

/** The offer of a code, with what subscribers get in the shop; hidden for the session once closed. */
export default function OfferCard({ offer }: { offer: DiscountOffer }) {
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
