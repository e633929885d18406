export { default } from './ui/PreviewSkipPage';
