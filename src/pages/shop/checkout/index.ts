export { default } from './ui/CheckoutPage';
