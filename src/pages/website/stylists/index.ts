export { default } from './ui/StylistsPage';
export { loader } from './api/loader';
