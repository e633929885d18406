import { PaymentResult, paymentResultTitle, usePaymentResult } from '@/features/shop/checkout';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';

/** /infos/failed-payment/{orderId}/success: an order paid on a second try (thanks only once it is paid). */
export default function FailedPaymentSuccessPage({ params }: PageProps) {
  const t = useT();
  const id = Number(params.orderId);
  const result = usePaymentResult(Number.isInteger(id) && id > 0 ? id : null);
  const title = t(paymentResultTitle(result));
  usePageTitle(title);
  return (
    <AccountFrame title={title}>
      <PaymentResult result={result} />
    </AccountFrame>
  );
}
