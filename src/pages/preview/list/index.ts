export { default } from './ui/PreviewListPage';
