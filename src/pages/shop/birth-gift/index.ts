export { default } from './ui/BirthGiftPage';
