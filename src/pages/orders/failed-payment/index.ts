export { default } from './ui/FailedPaymentPage';
