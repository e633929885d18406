export { default } from './ui/AccountAddressesPage';
