import { getOrderReturn, LabelDownload, LabelMode, useFreshResource, type ShopReturn } from '@/entities/return';
import { AccountFrame } from '@/widgets/account-frame';
import { isProblem } from '@/shared/api';
import { formatPrice, formatSize, useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Card, FormMessage, Link } from '@/shared/ui';
import styles from './OrderReturnSuccessPage.module.css';

/** /infos/returns/order/{id}/success: the return just made, its label, and what happens next. */
export default function OrderReturnSuccessPage({ params }: PageProps) {
  const t = useT();
  const orderId = Number(params.id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  usePageTitle(t('returns.success.title'));
  return (
    <AccountFrame title={t('returns.success.title')}>
      {valid ? <LatestReturn orderId={orderId} /> : <FormMessage tone="failure">{t('returns.order.notFound')}</FormMessage>}
    </AccountFrame>
  );
}

function LatestReturn({ orderId }: { orderId: number }) {
  const t = useT();
  const data = useFreshResource(`returns:order:${orderId}:latest`, () => getOrderReturn(orderId));
  if (data.status === 'loading') return <p role="status">{t('returns.success.loading')}</p>;
  if (data.status === 'failed') {
    if (isProblem(data.error) && data.error.status === 404) return <FormMessage tone="failure">{t('returns.order.notFound')}</FormMessage>;
    return (
      <div className={styles.stack}>
        <FormMessage tone="failure">{t('returns.success.failed')}</FormMessage>
        <Button variant="secondary" onClick={data.retry}>
          {t('returns.retry')}
        </Button>
      </div>
    );
  }
  const latest = [...data.data.returns].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)[0];
  if (!latest) {
    return (
      <div className={styles.stack}>
        <p>{t('returns.success.none')}</p>
        <Link href={`/infos/returns/order/${orderId}`}>{t('returns.success.start')}</Link>
      </div>
    );
  }
  return <Made shopReturn={latest} />;
}

function Made({ shopReturn }: { shopReturn: ShopReturn }) {
  const t = useT();
  const intl = useIntl();
  const count = shopReturn.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t('returns.success.lead', { count, id: shopReturn.order_id })}</p>
      <ul className={styles.lines}>
        {shopReturn.lines.map((line) => (
          <li key={line.position}>
            {t('returns.shopReturn.line', { quantity: line.quantity, name: line.name, size: formatSize(intl, line.size), reason: t('returns.reason', { reason: line.reason }) })}
          </li>
        ))}
      </ul>
      <Card className={styles.label} aria-labelledby="return-success-label">
        <h2 id="return-success-label" className={styles.title}>
          {t('returns.success.label')}
        </h2>
        <p>
          <LabelMode label={shopReturn.label} />
        </p>
        <p className={styles.barcode}>{t('returns.label.barcode', { barcode: shopReturn.label.barcode })}</p>
        <LabelDownload label={shopReturn.label} />
      </Card>
      <section aria-labelledby="return-success-next">
        <h2 id="return-success-next" className={styles.title}>
          {t('returns.success.next')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('returns.success.step.pack')}</li>
          <li>{t('returns.success.step.send', { mode: shopReturn.label.mode, carrier: shopReturn.label.carrier })}</li>
          <li>{t('returns.success.step.refund', { amount: formatPrice(intl, shopReturn.refund_amount) })}</li>
        </ol>
      </section>
      <p className={styles.links}>
        <Link href="/infos/returns">{t('returns.backToReturns')}</Link>
        <Link href="/infos/return-labels">{t('returns.labels.link')}</Link>
      </p>
    </div>
  );
}
