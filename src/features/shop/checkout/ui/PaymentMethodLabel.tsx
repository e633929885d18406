import { cardBrandName, type PaymentMethod } from '@/entities/payment-method';
import { useIntl, useT } from '@/shared/i18n';


/** A saved method as the client knows it: the card's brand and last digits, or the platform; its expiry. */
export function PaymentMethodLabel({ method, valid }: { method: PaymentMethod; valid: boolean }) {
  const t = useT();
  const intl = useIntl();
  const platform = t(`payment.platform.${method.platform}`);
  const name = method.last4 ? t('payment.method.card', { brand: cardBrandName(method.brand) ?? platform, last4: method.last4 }) : platform;
  const date = method.expiration_date && intl.formatDate(`${method.expiration_date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return (
    <>
      {name}
      {date && <> · {t(valid ? 'payment.method.expires' : 'payment.method.expired', { date })}</>}
    </>
  );
}
