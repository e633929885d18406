export { default } from './ui/BlogPostPage';
export { loader } from './api/loader';
