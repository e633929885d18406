export { default } from './ui/KidSuggestionsPage';
