export { default } from './ui/AccountHelpPage';
