export { default } from './ui/PreviewConfirmationPage';
