export { default } from './ui/ReturnModeConfirmationPage';
