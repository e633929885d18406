export { default } from './ui/OrdersPage';
