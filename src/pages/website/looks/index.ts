export { default } from './ui/LooksPage';
export { loader } from './api/loader';
