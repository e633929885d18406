export { default } from './ui/AllProductsPage';
