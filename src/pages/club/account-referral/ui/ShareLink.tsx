import { useState } from 'react';
import { useT } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './AccountReferralPage.module.css';

/** The godfather's link, to copy, or to hand to the browser's share sheet where there is one. */
export function ShareLink({ link, amount }: { link: string; amount: string }) {
  const t = useT();
  const [said, setSaid] = useState<'copied' | 'copyFailed' | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setSaid('copied'),
      () => setSaid('copyFailed'),
    );
  const share = () => navigator.share({ title: t('referral.share.title'), text: t('referral.share.text', { amount }), url: link }).catch(() => undefined);
  return (
    <div className={styles.share}>
      <label className={styles.linkLabel} htmlFor="referral-link">
        {t('referral.account.linkLabel')}
      </label>
      <input id="referral-link" className={styles.link} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.shareActions}>
        <Button onClick={copy}>{t('referral.account.copy')}</Button>
        {canShare && (
          <Button variant="secondary" onClick={share}>
            {t('referral.account.share')}
          </Button>
        )}
      </div>
      <p role="status" className={styles.said}>
        {said && t(`referral.account.${said}`)}
      </p>
    </div>
  );
}
