import { PaymentResult } from '@/features/shop/checkout';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';

/** /infos/failed-payment/{orderId}/success: an order paid on a second try. */
export default function FailedPaymentSuccessPage({ params }: PageProps) {
  const t = useT();
  const id = Number(params.orderId);
  usePageTitle(t('shop.orders.success.title'));
  return (
    <AccountFrame title={t('shop.orders.success.title')}>
      <PaymentResult orderId={Number.isInteger(id) && id > 0 ? id : null} />
    </AccountFrame>
  );
}
