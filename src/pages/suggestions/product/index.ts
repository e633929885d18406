export { default } from './ui/SuggestedProductPage';
