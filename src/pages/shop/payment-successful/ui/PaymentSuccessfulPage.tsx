import { useSearch } from 'wouter';
import { PaymentResult } from '@/features/shop/checkout';
import { usePageTitle, useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';

/** The order's id in the address, when it is one. */
export function orderIdOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /shop/payment-successful?order_id=: where a payment comes back to (also from the bank's page). */
export default function PaymentSuccessfulPage() {
  const t = useT();
  const orderId = orderIdOf(new URLSearchParams(useSearch()).get('order_id'));
  usePageTitle(t('shop.orders.success.title'));
  return (
    <Container>
      <h1>{t('shop.orders.success.title')}</h1>
      <PaymentResult orderId={orderId} />
    </Container>
  );
}
