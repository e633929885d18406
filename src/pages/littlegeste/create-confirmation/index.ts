export { default } from './ui/CreateConfirmationPage';
