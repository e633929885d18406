export { default } from './ui/FailedPaymentSuccessPage';
