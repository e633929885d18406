export { default } from './ui/ContactPage';
