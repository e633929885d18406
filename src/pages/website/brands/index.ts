export { default } from './ui/BrandsPage';
export { loader } from './api/loader';
