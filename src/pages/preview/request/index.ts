export { default } from './ui/PreviewRequestPage';
