export { default } from './ui/GiftCardSuccessPage';
