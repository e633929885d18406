export { default } from './ui/CreateAddressPage';
