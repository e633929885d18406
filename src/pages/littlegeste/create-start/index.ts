export { default } from './ui/CreateStartPage';
