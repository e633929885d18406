export { default } from './ui/AccountEditPage';
