import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { clearDraft, parisDay, readDraft } from '@/entities/gift-card';
import { useViewer } from '@/entities/session';
import { GiftCardCheckout } from '@/features/shop/gift-card-checkout';
import { AddPaymentMethod } from '@/features/shop/payment-method-add';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './GiftCardCheckoutPage.module.css';

/** An order's id in the address, when it is one. */
export function orderIdOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/**
 * /giftcard/checkout: pays the card filled in on /giftcard (kept in the tab), or, with `?id=`, an
 * order the bank refused, with another card. A visitor signs in (or up) first and comes back here.
 */
export default function GiftCardCheckoutPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const { status } = useViewer();
  const [, navigate] = useLocation();
  const orderId = orderIdOf(new URLSearchParams(useSearch()).get('id'));
  // Read once: the draft the buyer filled in before this page (it survives signing in).
  const [draft] = useState(() => readDraft());
  usePageTitle(t('giftcard.checkout.title'));
  const here = localePath(`/giftcard/checkout${orderId ? `?id=${orderId}` : ''}`, locale);
  return (
    <Container className={styles.page}>
      <h1>{t('giftcard.checkout.title')}</h1>
      {status === 'loading' ? (
        <p role="status">{t('giftcard.checkout.loading')}</p>
      ) : (
        <GiftCardCheckout
          draft={orderId === null ? draft : null}
          orderId={orderId}
          signedIn={status === 'authenticated'}
          today={parisDay()}
          addPaymentMethod={(onAdded) => <AddPaymentMethod onAdded={onAdded} />}
          onSignIn={() => navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true })}
          onPaid={(order) => {
            clearDraft();
            navigate(`/giftcard/payment-successful?id=${order.id}`);
            // The result is another page: it opens at its top, not where the pay button was.
            window.scrollTo(0, 0);
          }}
          onRedirect={(url) => window.location.assign(url)}
        />
      )}
    </Container>
  );
}
