export { default } from './ui/GiftCardCheckoutPage';
