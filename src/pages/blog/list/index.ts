export { default } from './ui/BlogPage';
export { loader } from './api/loader';
