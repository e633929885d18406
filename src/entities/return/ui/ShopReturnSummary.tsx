import { formatPrice, formatSize, useIntl, useT } from '@/shared/i18n';
import type { ShopReturn } from '../model/types';
import { LabelDownload } from './LabelDownload';
import styles from './ShopReturnSummary.module.css';

/** A shop return as the client follows it: its pieces, its stage, the refund, its label while the parcel is awaited. */
export function ShopReturnSummary({ shopReturn, headingLevel = 3 }: { shopReturn: ShopReturn; headingLevel?: 2 | 3 | 4 }) {
  const t = useT();
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const date = (instant: string) => intl.formatDate(instant, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const stageDate =
    shopReturn.status === 'REFUNDED' && shopReturn.refunded_at ? shopReturn.refunded_at : shopReturn.status !== 'AWAITING_PARCEL' && shopReturn.received_at ? shopReturn.received_at : shopReturn.created_at;
  return (
    <div className={styles.return}>
      <Heading className={styles.title}>{t('returns.shopReturn.title', { id: shopReturn.id, date: date(shopReturn.created_at) })}</Heading>
      <ul className={styles.lines}>
        {shopReturn.lines.map((line) => (
          <li key={line.position}>
            {t('returns.shopReturn.line', { quantity: line.quantity, name: line.name, size: formatSize(intl, line.size), reason: t('returns.reason', { reason: line.reason }) })}
          </li>
        ))}
      </ul>
      <p className={styles.stage} data-stage={shopReturn.status}>
        <strong>{t('returns.stage', { stage: shopReturn.status })}</strong> · {t('returns.stage.since', { date: date(stageDate) })}
      </p>
      <p className={styles.refund}>
        {t(shopReturn.status === 'REFUNDED' ? 'returns.refund.done' : 'returns.refund.coming', { amount: formatPrice(intl, shopReturn.refund_amount) })}
      </p>
      {shopReturn.status === 'AWAITING_PARCEL' && (
        <div className={styles.label}>
          <p>{t('returns.shopReturn.labelHint', { carrier: shopReturn.label.carrier })}</p>
          <LabelDownload label={shopReturn.label} variant="secondary" reference={t('returns.shopReturn.reference', { id: shopReturn.id })} />
        </div>
      )}
    </div>
  );
}
