export { default } from './ui/RequestSuggestionsPage';
