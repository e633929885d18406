export { default } from './ui/WishesSuccessPage';
