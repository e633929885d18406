import { getReturnMode, useFreshResource } from '@/entities/return';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import { Button, Card, FormMessage, Link } from '@/shared/ui';
import styles from './ReturnModeConfirmationPage.module.css';

/** /infos/edit/return-mode/confirmation: the mode saved, its carrier, and the relay point. */
export default function ReturnModeConfirmationPage() {
  const t = useT();
  usePageTitle(t('returns.modeSaved.title'));
  const mode = useFreshResource('returns:mode:saved', getReturnMode);
  return (
    <AccountFrame title={t('returns.modeSaved.title')} width="narrow">
      {mode.status === 'loading' && <p role="status">{t('returns.mode.loading')}</p>}
      {mode.status === 'failed' && (
        <div className={styles.stack}>
          <FormMessage tone="failure">{t('returns.mode.failed')}</FormMessage>
          <Button variant="secondary" onClick={mode.retry}>
            {t('returns.retry')}
          </Button>
        </div>
      )}
      {mode.status === 'ready' && (
        <div className={styles.stack}>
          <FormMessage tone="success">{t('returns.modeSaved.lead', { mode: mode.data.mode, carrier: mode.data.carrier })}</FormMessage>
          {mode.data.relay_point && (
            <Card className={styles.point} aria-labelledby="return-mode-point">
              <h2 id="return-mode-point" className={styles.title}>
                {t('returns.modeSaved.relay')}
              </h2>
              <p>
                <strong>{mode.data.relay_point.name}</strong>
                <br />
                {mode.data.relay_point.street}
                <br />
                {mode.data.relay_point.postcode} {mode.data.relay_point.city}
              </p>
            </Card>
          )}
          <p>{t('returns.modeSaved.next')}</p>
          <p className={styles.links}>
            <Link href="/infos/returns">{t('returns.backToReturns')}</Link>
            <Link href="/infos/edit/return-mode">{t('returns.modeSaved.change')}</Link>
          </p>
        </div>
      )}
    </AccountFrame>
  );
}
