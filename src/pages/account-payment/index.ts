export { default } from './ui/AccountPaymentPage';
