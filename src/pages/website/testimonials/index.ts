export { default } from './ui/TestimonialsPage';
export { loader } from './api/loader';
