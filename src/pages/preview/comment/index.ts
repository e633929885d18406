export { default } from './ui/PreviewCommentPage';
