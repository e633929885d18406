export { default } from './ui/FaqPage';
export { loader } from './api/loader';
