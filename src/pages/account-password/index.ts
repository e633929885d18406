export { default } from './ui/AccountPasswordPage';
