import { useState } from 'react';
import { AddPaymentMethod } from '@/features/shop/payment-method-add';
import { TrunkCheckout } from '@/features/trunk-checkout';
import { todayInFrance } from '@/entities/trunk';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage } from '@/shared/ui';

/**
 * /infos/returns/{id}/success: where a payment comes back to (also from the bank's page). The trunk
 * is read again, which settles the payment; then the receipt, the label and the rating; a payment
 * the bank refused on its page shows its reason and another try.
 */
export default function TrunkReturnSuccessPage({ params }: PageProps) {
  const t = useT();
  const id = Number(params.id);
  const requestId = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
  const [checkoutId] = useState(() => crypto.randomUUID());
  const title = t('atHome.success.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title}>
      {requestId === null ? (
        <FormMessage tone="failure">{t('atHome.notFound')}</FormMessage>
      ) : (
        <TrunkCheckout
          requestId={requestId}
          checkoutId={checkoutId}
          today={todayInFrance()}
          paidLead={<p>{t('atHome.success.thanks')}</p>}
          addPaymentMethod={(onAdded) => <AddPaymentMethod onAdded={onAdded} />}
          onRedirect={(url) => window.location.assign(url)}
        />
      )}
    </AccountFrame>
  );
}
