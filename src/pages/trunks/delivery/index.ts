export { default } from './ui/DeliveryPage';
