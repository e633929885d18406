export { default } from './ui/HomePage';
