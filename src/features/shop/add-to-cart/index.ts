export { AddToCart } from './ui/AddToCart';
