export { default } from './ui/BlockedPage';
