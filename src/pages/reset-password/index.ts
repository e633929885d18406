export { default } from './ui/ResetPasswordPage';
