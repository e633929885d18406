import { useSearch } from 'wouter';
import { PaymentResult, paymentResultTitle, usePaymentResult } from '@/features/shop/checkout';
import { usePageTitle, useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';
import styles from './PaymentSuccessfulPage.module.css';

/** The order's id in the address, when it is one. */
export function orderIdOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/**
 * /shop/payment-successful?order_id=: where a payment comes back to (also from the bank's page).
 * Thanks only for an order paid; no order, or one the client cannot read, is said plainly.
 */
export default function PaymentSuccessfulPage() {
  const t = useT();
  const result = usePaymentResult(orderIdOf(new URLSearchParams(useSearch()).get('order_id')));
  const title = t(paymentResultTitle(result));
  usePageTitle(title);
  return (
    <Container className={styles.page}>
      <h1>{title}</h1>
      <PaymentResult result={result} />
    </Container>
  );
}
