export { default } from './ui/AccountPage';
