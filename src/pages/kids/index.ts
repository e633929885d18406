export { default } from './ui/KidsPage';
