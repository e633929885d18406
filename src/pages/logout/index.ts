export { default } from './ui/LogoutPage';
