import type { PaymentMethod } from '../model/types';

/** A method is valid until its expiration date (YYYY-MM-DD) included; one without a date never expires. */
export function isPaymentMethodValid(method: Pick<PaymentMethod, 'expiration_date'>, today: string): boolean {
  return method.expiration_date === null || method.expiration_date >= today;
}
