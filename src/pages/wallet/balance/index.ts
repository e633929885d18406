export { default } from './ui/WalletPage';
