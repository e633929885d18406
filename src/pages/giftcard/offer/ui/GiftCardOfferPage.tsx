import { useSearch } from 'wouter';
import { giftCardOfferQuery, type GiftCardFor } from '@/entities/gift-card';
import { PageHead } from '@/entities/website';
import { useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import { GiftCardForm } from './GiftCardForm';
import styles from './GiftCardOfferPage.module.css';

/** Who the page is for, from `?for=`: the woman page, else the kid page. */
export function audienceOf(search: string): GiftCardFor {
  return new URLSearchParams(search).get('for')?.toLowerCase() === 'woman' ? 'WOMAN' : 'KID';
}

/**
 * /giftcard?for=kid|woman: the gift card, composed and previewed: an amount (a preset or a free
 * one within the limits), the recipient, the mail's language, a message, the sending date and a
 * design. The woman page has its own title, description and wording.
 */
export default function GiftCardOfferPage() {
  const t = useT();
  const audience = audienceOf(useSearch());
  const offer = useResource(giftCardOfferQuery());
  const key = audience === 'WOMAN' ? 'woman' : 'kid';
  const other = audience === 'WOMAN' ? 'kid' : 'woman';
  return (
    <div data-theme={audience === 'WOMAN' ? 'woman' : undefined}>
      <PageHead />
      <div className={styles.hero}>
        <Container className={styles.header}>
          <h1>{t(`giftcard.offer.${key}.title`)}</h1>
          <p className={styles.lead}>{t(`giftcard.offer.${key}.lead`)}</p>
          {offer.status === 'ready' && (
            <ul className={styles.promises}>
              <li>{t('giftcard.offer.validity', { months: offer.data.validity_months })}</li>
              <li>{t('giftcard.offer.delivery')}</li>
            </ul>
          )}
          <Link href={`/giftcard?for=${other}`} className={styles.other}>
            {t(`giftcard.offer.otherAudience.${other}`)}
          </Link>
        </Container>
      </div>
      <Container className={styles.page}>
        {offer.status === 'loading' && <p role="status">{t('giftcard.offer.loading')}</p>}
        {offer.status === 'failed' && (
          <div className={styles.failed}>
            <FormMessage tone="failure">{t('giftcard.offer.loadFailed')}</FormMessage>
            <Button variant="secondary" onClick={offer.retry}>
              {t('giftcard.offer.retry')}
            </Button>
          </div>
        )}
        {offer.status === 'ready' && <GiftCardForm key={audience} offer={offer.data} audience={audience} />}
      </Container>
    </div>
  );
}
