export { default } from './ui/ConceptPage';
export { loader } from './api/loader';
