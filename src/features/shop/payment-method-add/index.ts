export { AddPaymentMethod } from './ui/AddPaymentMethod';
export type { AddPaymentMethodProps } from './ui/AddPaymentMethod';
