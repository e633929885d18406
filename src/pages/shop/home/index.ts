export { default } from './ui/ShopHomePage';
