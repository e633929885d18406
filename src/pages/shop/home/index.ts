export { default } from './ui/ShopHomePage';
export { loader } from './api/loader';
