export { default } from './ui/ShopProductPage';
export { loader } from './api/loader';
