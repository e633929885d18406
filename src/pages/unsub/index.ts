export { default } from './ui/UnsubPage';
