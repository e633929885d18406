export { default } from './ui/TermsPage';
export { loader } from './api/loader';
