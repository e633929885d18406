export { default } from './ui/PaymentSuccessfulPage';
