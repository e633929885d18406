import { useState } from 'react';
import { forgetLoyalty, getLoyalty, loyaltyQuery, nextOffer, progressPercent, type Coupon, type Loyalty } from '@/entities/loyalty';
import { AccountFrame } from '@/widgets/account-frame';
import { formatPrice, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { ConvertDialog } from './ConvertDialog';
import { CouponList } from './CouponList';
import styles from './AccountLoyaltyPage.module.css';

function PointsSummary({ loyalty }: { loyalty: Loyalty }) {
  const t = useT();
  const intl = useIntl();
  const next = nextOffer(loyalty.points, loyalty.offers);
  const percent = progressPercent(loyalty.points, loyalty.offers);
  const goal = next ? t('loyalty.account.next', { missing: next.missing, amount: formatPrice(intl, next.offer.amount) }) : t('loyalty.account.top');
  return (
    <section aria-labelledby="loyalty-points" className={styles.summary}>
      <h2 id="loyalty-points" className={styles.summaryTitle}>
        {t('loyalty.account.pointsTitle')}
      </h2>
      <p className={styles.balance}>{t('loyalty.points', { points: loyalty.points })}</p>
      <div className={styles.track} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={goal} aria-label={t('loyalty.account.progress')}>
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.goal}>{goal}</p>
      <p className={styles.rate}>{t('loyalty.account.rate', { euros: loyalty.euros_per_point })}</p>
      {loyalty.points_expire_at && (
        <p className={styles.rate}>
          {t('loyalty.account.expiry', { date: intl.formatDate(loyalty.points_expire_at, { dateStyle: 'long', timeZone: 'Europe/Paris' }), months: loyalty.points_validity_months })}
        </p>
      )}
    </section>
  );
}

/**
 * /infos/loyalty: the points, the way to the next offer, the two offers to convert (with a
 * confirmation), the active codes to copy, and the way to the history.
 */
export default function AccountLoyaltyPage() {
  const t = useT();
  const intl = useIntl();
  usePageTitle(t('loyalty.account.title'));
  const [visit] = useState(() => crypto.randomUUID());
  const [conversions, setConversions] = useState(0);
  const [converted, setConverted] = useState<Coupon | null>(null);
  // After a conversion: the points and codes as the server now has them (the page keeps showing meanwhile).
  const [fresh, setFresh] = useState<Loyalty | null>(null);
  // Points change elsewhere (orders, refunds): read them each time the page opens.
  useState(forgetLoyalty);
  const resource = useResource(loyaltyQuery());
  const loyalty = fresh ? { status: 'ready' as const, data: fresh, retry: resource.retry } : resource;

  const onConverted = (coupon: Coupon, spent: number) => {
    setConverted(coupon);
    setConversions((n) => n + 1);
    if (loyalty.status === 'ready') {
      const points = loyalty.data.points - spent;
      setFresh({ ...loyalty.data, points, offers: loyalty.data.offers.map((o) => ({ ...o, available: points >= o.points })), active_codes: [coupon, ...loyalty.data.active_codes] });
    }
    forgetLoyalty();
    getLoyalty().then(setFresh, () => undefined);
  };

  return (
    <AccountFrame title={t('loyalty.account.title')} intro={t('loyalty.account.intro')}>
      {loyalty.status === 'loading' && <p role="status">{t('loyalty.account.loading')}</p>}
      {loyalty.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('loyalty.account.failed')}</FormMessage>
          <Button variant="secondary" onClick={loyalty.retry}>
            {t('loyalty.retry')}
          </Button>
        </div>
      )}
      {converted && (
        <FormMessage tone="success" className={styles.converted}>
          {t('loyalty.convert.done', { code: converted.code, amount: formatPrice(intl, converted.amount ?? 0) })}
        </FormMessage>
      )}
      {loyalty.status === 'ready' && (
        <div className={styles.layout}>
          <PointsSummary loyalty={loyalty.data} />
          <section aria-labelledby="loyalty-offers">
            <h2 id="loyalty-offers">{t('loyalty.account.offersTitle')}</h2>
            <ul className={styles.offers}>
              {loyalty.data.offers.map((offer) => (
                <li key={offer.points} className={styles.offer}>
                  <p className={styles.offerAmount}>{t('loyalty.page.offers.code', { amount: formatPrice(intl, offer.amount) })}</p>
                  <p className={styles.offerPoints}>{t('loyalty.account.offerCost', { points: offer.points })}</p>
                  <ConvertDialog offer={offer} points={loyalty.data.points} months={loyalty.data.code_validity_months} formId={`${visit}-${conversions}`} onConverted={onConverted} />
                  {!offer.available && <p className={styles.missing}>{t('loyalty.account.missing', { missing: offer.points - loyalty.data.points })}</p>}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="loyalty-codes">
            <h2 id="loyalty-codes">{t('loyalty.codes.title')}</h2>
            <CouponList coupons={loyalty.data.active_codes} />
          </section>
        </div>
      )}
      <p className={styles.links}>
        <Link href="/infos/loyalty/history">{t('loyalty.account.history')}</Link>
        <Link href="/loyalty">{t('loyalty.account.about')}</Link>
      </p>
    </AccountFrame>
  );
}
