export { default } from './ui/TermsPage';
