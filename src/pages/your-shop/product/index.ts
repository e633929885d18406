export { default } from './ui/YourShopProductPage';
