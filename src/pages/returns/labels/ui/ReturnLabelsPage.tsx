import { LabelDownload, LabelMode, listReturnLabels, useFreshResource, type ReturnLabel } from '@/entities/return';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import styles from './ReturnLabelsPage.module.css';

/** /infos/return-labels: every return label, newest first, each to download as a PDF. */
export default function ReturnLabelsPage() {
  const t = useT();
  usePageTitle(t('returns.labels.title'));
  const labels = useFreshResource('returns:labels', listReturnLabels);
  return (
    <AccountFrame title={t('returns.labels.title')} intro={t('returns.labels.intro')}>
      {labels.status === 'loading' && <p role="status">{t('returns.labels.loading')}</p>}
      {labels.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('returns.labels.failed')}</FormMessage>
          <Button variant="secondary" onClick={labels.retry}>
            {t('returns.retry')}
          </Button>
        </div>
      )}
      {labels.status === 'ready' &&
        (labels.data.length === 0 ? (
          <div className={styles.failed}>
            <p>{t('returns.labels.empty')}</p>
            <Link href="/infos/returns">{t('returns.backToReturns')}</Link>
          </div>
        ) : (
          <ul className={styles.list}>
            {labels.data.map((label) => (
              <LabelItem key={label.id} label={label} />
            ))}
          </ul>
        ))}
      <p className={styles.more}>
        <Link href="/infos/edit/return-mode">{t('returns.mode.link')}</Link>
      </p>
    </AccountFrame>
  );
}

function LabelItem({ label }: { label: ReturnLabel }) {
  const t = useT();
  const intl = useIntl();
  const date = (instant: string) => intl.formatDate(instant, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const reference = label.kind === 'TRUNK' ? t('returns.labels.trunk', { id: label.request_id ?? '' }) : t('returns.labels.order', { id: label.order_id ?? '' });
  return (
    <li className={styles.label}>
      <h2 className={styles.title}>{reference}</h2>
      <dl className={styles.facts}>
        <dt>{t('returns.labels.mode')}</dt>
        <dd>
          <LabelMode label={label} />
        </dd>
        <dt>{t('returns.labels.created')}</dt>
        <dd>{date(label.created_at)}</dd>
        <dt>{t('returns.labels.stage')}</dt>
        <dd data-stage={label.status}>{label.status === 'RECEIVED' && label.received_at ? t('returns.labels.received', { date: date(label.received_at) }) : t('returns.labels.awaiting')}</dd>
        <dt>{t('returns.labels.barcode')}</dt>
        <dd className={styles.barcode}>{label.barcode}</dd>
      </dl>
      <LabelDownload label={label} variant={label.status === 'RECEIVED' ? 'secondary' : 'primary'} reference={reference} />
    </li>
  );
}
