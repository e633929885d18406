import { loyaltyQuery, type LoyaltyOffer } from '@/entities/loyalty';
import { useViewer } from '@/entities/session';
import { PageHead } from '@/entities/website';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, Link } from '@/shared/ui';
import { PROGRAMME } from '../config/programme';
import styles from './LoyaltyPage.module.css';

/** The signed-in client's points, read in the browser only (the server renders for everyone). */
function MyPoints() {
  const t = useT();
  const loyalty = useResource(loyaltyQuery());
  return (
    <>
      {loyalty.status === 'ready' && <p className={styles.points}>{t('loyalty.page.yourPoints', { points: loyalty.data.points })}</p>}
      <Button asChild>
        <Link href="/infos/loyalty">{t('loyalty.page.cta.account')}</Link>
      </Button>
    </>
  );
}

type Offer = Pick<LoyaltyOffer, 'points' | 'amount'>;

function OfferList({ offers }: { offers: readonly Offer[] }) {
  const t = useT();
  const intl = useIntl();
  return (
    <ul className={styles.offers}>
      {offers.map((offer) => (
        <li key={offer.points} className={styles.offer}>
          <p className={styles.offerPoints}>{t('loyalty.points', { points: offer.points })}</p>
          <p className={styles.offerArrow} aria-hidden="true">
            ↓
          </p>
          <p className={styles.offerAmount}>{t('loyalty.page.offers.code', { amount: formatPrice(intl, offer.amount) })}</p>
        </li>
      ))}
    </ul>
  );
}

/** A member sees the server's offers (the published ones until they arrive). */
function MemberOffers() {
  const loyalty = useResource(loyaltyQuery());
  return <OfferList offers={loyalty.status === 'ready' ? loyalty.data.offers : PROGRAMME.offers} />;
}

/** /loyalty: the Little Club, how points come and go, what they are worth, and the birthday offer. */
export default function LoyaltyPage() {
  const t = useT();
  const viewer = useViewer();
  const signedIn = viewer.status === 'authenticated' && viewer.client?.is_signed_up !== false;
  return (
    <>
      <PageHead />
      <div className={styles.hero}>
        <Container className={styles.header}>
          <p className={styles.kicker}>{t('loyalty.page.kicker')}</p>
          <h1>{t('loyalty.page.title')}</h1>
          <p className={styles.lead}>{t('loyalty.page.lead', { euros: PROGRAMME.eurosPerPoint })}</p>
        </Container>
      </div>
      <Container className={styles.page}>
        <section aria-labelledby="loyalty-how">
          <h2 id="loyalty-how">{t('loyalty.page.how.title')}</h2>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <h3>{t('loyalty.page.how.earn.title')}</h3>
              <p>{t('loyalty.page.how.earn.text', { euros: PROGRAMME.eurosPerPoint })}</p>
            </li>
            <li className={styles.step}>
              <h3>{t('loyalty.page.how.convert.title')}</h3>
              <p>{t('loyalty.page.how.convert.text')}</p>
            </li>
            <li className={styles.step}>
              <h3>{t('loyalty.page.how.spend.title')}</h3>
              <p>{t('loyalty.page.how.spend.text')}</p>
            </li>
          </ol>
          <p className={styles.note}>{t('loyalty.page.how.refund')}</p>
        </section>
        <section aria-labelledby="loyalty-offers">
          <h2 id="loyalty-offers">{t('loyalty.page.offers.title')}</h2>
          {signedIn ? <MemberOffers /> : <OfferList offers={PROGRAMME.offers} />}
        </section>
        <section aria-labelledby="loyalty-birthday" className={styles.birthday}>
          <h2 id="loyalty-birthday">{t('loyalty.page.birthday.title')}</h2>
          <p>{t('loyalty.page.birthday.text', { percent: PROGRAMME.birthdayPercent })}</p>
        </section>
        <section aria-labelledby="loyalty-join" className={styles.cta}>
          <h2 id="loyalty-join">{t(signedIn ? 'loyalty.page.cta.titleMember' : 'loyalty.page.cta.title')}</h2>
          <div className={styles.actions}>
            {signedIn ? (
              <MyPoints />
            ) : (
              <>
                <Button asChild>
                  <Link href="/login?tab=signup&redirect=%2Finfos%2Floyalty">{t('loyalty.page.cta.signUp')}</Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link href="/login?redirect=%2Finfos%2Floyalty">{t('loyalty.page.cta.signIn')}</Link>
                </Button>
              </>
            )}
          </div>
          <p className={styles.terms}>
            <Link href="/terms-and-conditions#little-club">{t('loyalty.page.terms')}</Link>
          </p>
        </section>
      </Container>
    </>
  );
}
