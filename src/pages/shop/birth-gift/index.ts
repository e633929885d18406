export { default } from './ui/BirthGiftPage';
export { loader } from './api/loader';
