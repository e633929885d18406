export { default } from './ui/GiftCardOfferPage';
export { loader } from './api/loader';
