import { OrderHistory } from '@/features/shop/checkout';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';

/** /infos/failed-payment: the client's orders awaiting their payment. */
export default function FailedPaymentPage() {
  const t = useT();
  usePageTitle(t('shop.orders.failedPayment.title'));
  return (
    <AccountFrame title={t('shop.orders.failedPayment.title')} intro={t('shop.orders.failedPayment.intro')}>
      <OrderHistory unpaidOnly />
    </AccountFrame>
  );
}
