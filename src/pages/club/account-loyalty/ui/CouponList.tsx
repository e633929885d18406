import { useState } from 'react';
import type { Coupon } from '@/entities/loyalty';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './AccountLoyaltyPage.module.css';

/** What a code takes off: an amount, a percentage, or the delivery. */
function useCouponValue() {
  const t = useT();
  const intl = useIntl();
  return (coupon: Coupon) => {
    if (coupon.amount !== null) return t('loyalty.codes.amount', { amount: formatPrice(intl, coupon.amount) });
    if (coupon.percent !== null) return t('loyalty.codes.percent', { percent: coupon.percent });
    return t('loyalty.codes.freeShipping');
  };
}

/** The client's active codes, each with what it is worth, until when, and a button to copy it. */
export function CouponList({ coupons }: { coupons: readonly Coupon[] }) {
  const t = useT();
  const intl = useIntl();
  const value = useCouponValue();
  const [copied, setCopied] = useState<{ code: string; ok: boolean } | null>(null);
  const copy = (code: string) =>
    navigator.clipboard.writeText(code).then(
      () => setCopied({ code, ok: true }),
      () => setCopied({ code, ok: false }),
    );
  if (coupons.length === 0) return <p>{t('loyalty.codes.empty')}</p>;
  return (
    <>
      <ul className={styles.codes}>
        {coupons.map((coupon) => (
          <li key={coupon.code} className={styles.code}>
            <p className={styles.codeValue}>{value(coupon)}</p>
            {coupon.origin && <p className={styles.codeOrigin}>{t(`loyalty.codes.origin.${coupon.origin}`)}</p>}
            <p className={styles.codeText}>
              <span className="visually-hidden">{t('loyalty.codes.codeLabel')} </span>
              <code>{coupon.code}</code>
            </p>
            {coupon.expires_at && <p className={styles.codeExpiry}>{t('loyalty.codes.expires', { date: intl.formatDate(coupon.expires_at, { dateStyle: 'long', timeZone: 'Europe/Paris' }) })}</p>}
            <Button variant="secondary" size="small" onClick={() => copy(coupon.code)} aria-label={t('loyalty.codes.copyNamed', { code: coupon.code })}>
              {t('loyalty.codes.copy')}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.copied}>
        {copied && t(copied.ok ? 'loyalty.codes.copied' : 'loyalty.codes.copyFailed', { code: copied.code })}
      </p>
    </>
  );
}
