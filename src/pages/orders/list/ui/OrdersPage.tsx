import { OrderHistory } from '@/features/shop/checkout';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';

/** /infos/orders: the order history. */
export default function OrdersPage() {
  const t = useT();
  usePageTitle(t('shop.orders.title'));
  return (
    <AccountFrame title={t('shop.orders.title')}>
      <OrderHistory />
    </AccountFrame>
  );
}
