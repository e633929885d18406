export { default } from './ui/FailedPaymentOrderPage';
