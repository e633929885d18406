export { default } from './ui/ShopProductPage';
