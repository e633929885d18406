export { default } from './ui/HomePage';
export { loader } from './api/loader';
