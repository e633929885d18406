export { default } from './ui/ReturnDeadlinePage';
