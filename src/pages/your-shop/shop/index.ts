export { default } from './ui/YourShopPage';
