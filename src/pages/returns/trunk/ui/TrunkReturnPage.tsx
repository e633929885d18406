import { useState } from 'react';
import { AddPaymentMethod } from '@/features/shop/payment-method-add';
import { TrunkCheckout } from '@/features/trunk-checkout';
import { todayInFrance } from '@/entities/trunk';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage } from '@/shared/ui';

/** A trunk's request id from the address, or null when it is none. */
export const requestIdOf = (params: PageProps['params']) => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /infos/returns/{id}: the trunk at home, what to keep and what to send back, the payment; once paid, the receipt and the label. */
export default function TrunkReturnPage({ params }: PageProps) {
  const t = useT();
  const requestId = requestIdOf(params);
  const [checkoutId] = useState(() => crypto.randomUUID());
  const title = t('atHome.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title} width="full">
      {requestId === null ? (
        <FormMessage tone="failure">{t('atHome.notFound')}</FormMessage>
      ) : (
        <TrunkCheckout
          requestId={requestId}
          checkoutId={checkoutId}
          today={todayInFrance()}
          addPaymentMethod={(onAdded) => <AddPaymentMethod onAdded={onAdded} />}
          onRedirect={(url) => window.location.assign(url)}
        />
      )}
    </AccountFrame>
  );
}
