export { default } from './ui/CollectionPage';
export { loader } from './api/loader';
