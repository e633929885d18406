export { default } from './ui/ReactivatePage';
