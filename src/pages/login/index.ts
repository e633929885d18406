export { default } from './ui/LoginPage';
