export { default } from './ui/CartPage';
