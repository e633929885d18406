import { useSearch } from 'wouter';
import { referralOfferQuery } from '@/entities/referral';
import { useViewer } from '@/entities/session';
import { PageHead } from '@/entities/website';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { godfatherFromLink, useResource } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './InvitationPage.module.css';

/**
 * /lp-referral/invitation: the page a friend's link opens. Who invites (the link's `godfather`,
 * which the app keeps for the sign-up on any page), the welcome code, and the way to sign up.
 */
export default function InvitationPage() {
  const t = useT();
  const intl = useIntl();
  const godfather = godfatherFromLink(new URLSearchParams(useSearch()).get('godfather'));
  const viewer = useViewer();
  const member = viewer.status === 'authenticated' && viewer.client?.is_signed_up !== false;
  const offer = useResource(referralOfferQuery());
  const amount = offer.status === 'ready' ? formatPrice(intl, offer.data.godson_amount) : null;
  return (
    <>
      <PageHead />
      <div className={styles.hero}>
        <Container className={styles.header}>
          <p className={styles.from}>{godfather ? t('referral.invitation.from', { email: godfather }) : t('referral.invitation.fromFriend')}</p>
          <h1>{amount ? t('referral.invitation.title', { amount }) : t('referral.invitation.titlePlain')}</h1>
          {offer.status === 'ready' && <p className={styles.lead}>{t('referral.invitation.lead', { amount: amount!, months: offer.data.godson_code_validity_months })}</p>}
          {offer.status === 'loading' && <p role="status">{t('referral.loading')}</p>}
          {offer.status === 'failed' && (
            <div className={styles.failed}>
              <FormMessage tone="failure">{t('referral.offerFailed')}</FormMessage>
              <Button variant="secondary" onClick={offer.retry}>
                {t('referral.retry')}
              </Button>
            </div>
          )}
          <div className={styles.actions}>
            {member ? (
              <>
                <p className={styles.member}>{t('referral.invitation.member')}</p>
                <Button asChild>
                  <Link href="/shop">{t('referral.invitation.shop')}</Link>
                </Button>
              </>
            ) : (
              <>
                <Button asChild>
                  <Link href="/login?tab=signup&redirect=%2Fshop">{t('referral.invitation.signUp')}</Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link href="/quiz/kid">{t('referral.invitation.quiz')}</Link>
                </Button>
              </>
            )}
          </div>
        </Container>
      </div>
      <Container className={styles.page}>
        <section aria-labelledby="invitation-what">
          <h2 id="invitation-what">{t('referral.invitation.what.title')}</h2>
          <ul className={styles.points}>
            <li>{t('referral.invitation.what.trunk')}</li>
            <li>{t('referral.invitation.what.shop')}</li>
            <li>{t('referral.invitation.what.free')}</li>
          </ul>
          <p>
            <Link href="/concept">{t('referral.invitation.concept')}</Link>
          </p>
        </section>
      </Container>
    </>
  );
}
