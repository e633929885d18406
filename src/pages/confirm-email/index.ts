export { default } from './ui/ConfirmEmailPage';
