import { myReferralOfferQuery, referralOfferQuery, type ReferralOffer } from '@/entities/referral';
import { useViewer } from '@/entities/session';
import { PageHead } from '@/entities/website';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './ReferralPage.module.css';

function Steps({ offer }: { offer: ReferralOffer }) {
  const t = useT();
  const intl = useIntl();
  const values = { godfather: formatPrice(intl, offer.godfather_amount), godson: formatPrice(intl, offer.godson_amount), months: offer.godson_code_validity_months };
  return (
    <>
      <p className={styles.lead}>{t('referral.page.lead', values)}</p>
      <section aria-labelledby="referral-how" className={styles.how}>
        <h2 id="referral-how">{t('referral.page.how.title')}</h2>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <h3>{t('referral.page.how.share.title')}</h3>
            <p>{t('referral.page.how.share.text')}</p>
          </li>
          <li className={styles.step}>
            <h3>{t('referral.page.how.welcome.title', values)}</h3>
            <p>{t('referral.page.how.welcome.text', values)}</p>
          </li>
          <li className={styles.step}>
            <h3>{t('referral.page.how.reward.title', values)}</h3>
            <p>{t('referral.page.how.reward.text', values)}</p>
          </li>
        </ol>
        <p className={styles.note}>{t('referral.page.fair')}</p>
      </section>
    </>
  );
}

/** /referral: what a godfather and a friend each receive, and how; the offer comes from the server. */
export default function ReferralPage() {
  const t = useT();
  const viewer = useViewer();
  const signedIn = viewer.status === 'authenticated' && viewer.client?.is_signed_up !== false;
  const offer = useResource(signedIn ? myReferralOfferQuery() : referralOfferQuery());
  return (
    <>
      <PageHead />
      <div className={styles.hero}>
        <Container className={styles.header}>
          <h1>{t('referral.page.title')}</h1>
        </Container>
      </div>
      <Container className={styles.page}>
        {offer.status === 'loading' && <p role="status">{t('referral.loading')}</p>}
        {offer.status === 'failed' && (
          <div className={styles.failed}>
            <FormMessage tone="failure">{t('referral.offerFailed')}</FormMessage>
            <Button variant="secondary" onClick={offer.retry}>
              {t('referral.retry')}
            </Button>
          </div>
        )}
        {offer.status === 'ready' && <Steps offer={offer.data} />}
        <section aria-labelledby="referral-start" className={styles.cta}>
          <h2 id="referral-start">{t(signedIn ? 'referral.page.cta.titleMember' : 'referral.page.cta.title')}</h2>
          <div className={styles.actions}>
            {signedIn ? (
              <Button asChild>
                <Link href="/infos/referral">{t('referral.page.cta.account')}</Link>
              </Button>
            ) : (
              <>
                <Button asChild>
                  <Link href="/login?tab=signup&redirect=%2Finfos%2Freferral">{t('referral.page.cta.signUp')}</Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link href="/login?redirect=%2Finfos%2Freferral">{t('referral.page.cta.signIn')}</Link>
                </Button>
              </>
            )}
          </div>
        </section>
      </Container>
    </>
  );
}
