export { default } from './ui/AllProductsPage';
export { loader } from './api/loader';
